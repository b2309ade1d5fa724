import { and, asc, count, eq, ilike, inArray, isNull, sql } from 'drizzle-orm';
import type { Role } from '@salespulse/contract/permissions';
import type { SettingEntry } from '@salespulse/contract/settings';
import type { Database } from '../../db/database';
import { inOneSnapshot } from '../../db/one-snapshot';
import { likeContains } from '../../lib/sql-text';
import { subscriptions } from '../../db/schema/billing';
import { employees } from '../../db/schema/employees';
import { settings, type SettingRow } from '../../db/schema/settings';
import { projects, type ProjectRow } from '../../db/schema/projects';

export type ProjectWithRole = { project: ProjectRow; role: Role };

/** A new project's free trial: how long (0: pay before the first use), and for how many managers. */
export type Trial = { days: number; employeeLimit: number };

const trialEnd = (start: Date, trial: Trial) => new Date(start.getTime() + trial.days * 86_400_000);

export function createProjectsRepository(db: Database) {
  return {
    /** The user's live projects (active membership, not deleted), sorted by name. */
    async listForUser(userId: string, options: { name?: string; limit: number; offset: number }) {
      const where = and(
        eq(employees.userId, userId),
        eq(employees.status, 'active'),
        isNull(projects.deletedAt),
        options.name ? ilike(projects.name, likeContains(options.name)) : undefined,
      );
      const [rows, [total]] = await inOneSnapshot(
        db,
        (q) =>
          q
            .select({ project: projects, role: employees.role })
            .from(employees)
            .innerJoin(projects, eq(projects.id, employees.projectId))
            .where(where)
            .orderBy(asc(sql`lower(${projects.name})`), asc(projects.id))
            .limit(options.limit)
            .offset(options.offset),
        (q) => q.select({ value: count() }).from(employees).innerJoin(projects, eq(projects.id, employees.projectId)).where(where),
      );
      return { rows: rows as ProjectWithRole[], total: total?.value ?? 0 };
    },

    async settingsOf(projectIds: string[]): Promise<SettingRow[]> {
      if (projectIds.length === 0) return [];
      return db.select().from(settings).where(inArray(settings.projectId, projectIds)).orderBy(asc(settings.name));
    },

    /** A new project with its owner and settings, and, on a server that bills, its free trial. */
    async create(input: { name: string; createdBy: string; settings: SettingEntry[]; trial: Trial | null }): Promise<ProjectRow> {
      return db.transaction(async (tx) => {
        const startsAt = new Date();
        const endsAt = input.trial ? trialEnd(startsAt, input.trial) : null;
        const [project] = await tx
          .insert(projects)
          .values({ name: input.name, createdBy: input.createdBy, accessUntil: endsAt })
          .returning();
        if (!project) throw new Error('project insert returned nothing');
        if (input.trial && endsAt && input.trial.days > 0) {
          await tx.insert(subscriptions).values({ projectId: project.id, employeeLimit: input.trial.employeeLimit, startsAt, endsAt });
        }
        await tx.insert(employees).values({ projectId: project.id, userId: input.createdBy, role: 'OWNER' });
        if (input.settings.length) {
          await tx.insert(settings).values(input.settings.map((s) => ({ projectId: project.id, name: s.name, value: s.value })));
        }
        return project;
      });
    },

    async findById(id: string): Promise<ProjectRow | undefined> {
      const [row] = await db.select().from(projects).where(eq(projects.id, id)).limit(1);
      return row;
    },

    async rename(id: string, name: string): Promise<ProjectRow | undefined> {
      const [row] = await db.update(projects).set({ name, updatedAt: new Date() }).where(eq(projects.id, id)).returning();
      return row;
    },

    async softDelete(id: string): Promise<void> {
      await db
        .update(projects)
        .set({ deletedAt: new Date() })
        .where(and(eq(projects.id, id), isNull(projects.deletedAt)));
    },
  };
}

export type ProjectsRepository = ReturnType<typeof createProjectsRepository>;
