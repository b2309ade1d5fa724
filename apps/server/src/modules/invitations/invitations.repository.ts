import { and, count, desc, eq, gt, sql } from 'drizzle-orm';
import type { Role } from '@salespulse/contract/permissions';
import type { Database } from '../../db/database';
import { inOneSnapshot } from '../../db/one-snapshot';
import { projects } from '../../db/schema/projects';
import { users } from '../../db/schema/users';
import { invitations, type InvitationRow } from '../../db/schema/invitations';

export type InvitationView = {
  invitation: InvitationRow;
  project: { id: string; name: string; deletedAt: Date | null };
  inviter: { id: string; name: string } | null;
};

const viewColumns = {
  invitation: invitations,
  project: { id: projects.id, name: projects.name, deletedAt: projects.deletedAt },
  inviter: { id: users.id, name: users.name },
};

export function createInvitationsRepository(db: Database) {
  const view = (q: Database = db) =>
    q
      .select(viewColumns)
      .from(invitations)
      .innerJoin(projects, eq(projects.id, invitations.projectId))
      .leftJoin(users, eq(users.id, invitations.invitedBy));

  return {
    async findView(id: string): Promise<InvitationView | undefined> {
      const [row] = await view().where(eq(invitations.id, id)).limit(1);
      return row as InvitationView | undefined;
    },

    async list(projectId: string, options: { status?: InvitationRow['status']; limit: number; offset: number }) {
      const where = and(eq(invitations.projectId, projectId), options.status ? eq(invitations.status, options.status) : undefined);
      const [rows, [total]] = await inOneSnapshot(
        db,
        (q) => view(q).where(where).orderBy(desc(invitations.createdAt)).limit(options.limit).offset(options.offset),
        (q) => q.select({ value: count() }).from(invitations).where(where),
      );
      return { rows: rows as InvitationView[], total: total?.value ?? 0 };
    },

    async findLivePending(projectId: string, email: string): Promise<InvitationRow | undefined> {
      const [row] = await db
        .select()
        .from(invitations)
        .where(
          and(
            eq(invitations.projectId, projectId),
            eq(invitations.email, email),
            eq(invitations.status, 'pending'),
            gt(invitations.expiresAt, sql`now()`),
          ),
        )
        .limit(1);
      return row;
    },

    async insert(values: { projectId: string; email: string; role: Role; invitedBy: string; expiresAt: Date }): Promise<InvitationRow> {
      const [row] = await db.insert(invitations).values(values).returning();
      if (!row) throw new Error('invitation insert returned nothing');
      return row;
    },

    async update(
      id: string,
      values: Partial<Pick<InvitationRow, 'role' | 'status' | 'expiresAt' | 'invitedBy' | 'acceptedAt' | 'acceptedBy'>>,
    ) {
      await db.update(invitations).set(values).where(eq(invitations.id, id));
    },
  };
}

export type InvitationsRepository = ReturnType<typeof createInvitationsRepository>;
