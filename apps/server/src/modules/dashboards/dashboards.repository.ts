import { and, asc, count, eq, sql, type SQL } from 'drizzle-orm';
import type { DashboardWidgetInput } from '@salespulse/contract/dashboards';
import type { Database } from '../../db/database';
import { inOneSnapshot } from '../../db/one-snapshot';
import { employees } from '../../db/schema/employees';
import { projects } from '../../db/schema/projects';
import { users } from '../../db/schema/users';
import { dashboards, type DashboardRow } from '../../db/schema/dashboards';

export type Page = { limit: number; offset: number };

export function createDashboardsRepository(db: Database) {
  return {
    /**
     * A new board, unless the project already holds `max` (then undefined). The project row is
     * locked meanwhile, so two boards made at once cannot both be the last one allowed.
     */
    async insertWithin(
      max: number,
      values: { projectId: string; name: string; isEnabled: boolean; widgets: DashboardWidgetInput[]; createdBy: string },
    ): Promise<DashboardRow | undefined> {
      return db.transaction(async (tx) => {
        await tx.select({ id: projects.id }).from(projects).where(eq(projects.id, values.projectId)).for('no key update');
        const [held] = await tx.select({ value: count() }).from(dashboards).where(eq(dashboards.projectId, values.projectId));
        if ((held?.value ?? 0) >= max) return undefined;
        const [row] = await tx.insert(dashboards).values(values).returning();
        return row!;
      });
    },

    async findById(id: string): Promise<DashboardRow | undefined> {
      const [row] = await db.select().from(dashboards).where(eq(dashboards.id, id)).limit(1);
      return row;
    },

    async update(id: string, changes: Partial<Pick<DashboardRow, 'name' | 'isEnabled' | 'widgets'>>): Promise<DashboardRow | undefined> {
      const [row] = await db
        .update(dashboards)
        .set({ ...changes, updatedAt: new Date() })
        .where(eq(dashboards.id, id))
        .returning();
      return row;
    },

    async remove(id: string): Promise<void> {
      await db.delete(dashboards).where(eq(dashboards.id, id));
    },

    /** By name; `enabled` narrows to enabled (true) or disabled (false) boards. */
    async list(projectId: string, enabled: boolean | undefined, page: Page): Promise<{ rows: DashboardRow[]; total: number }> {
      const conditions: SQL[] = [eq(dashboards.projectId, projectId)];
      if (enabled !== undefined) conditions.push(eq(dashboards.isEnabled, enabled));
      const where = and(...conditions);
      const [rows, [total]] = await inOneSnapshot(
        db,
        (q) =>
          q
            .select()
            .from(dashboards)
            .where(where)
            .orderBy(asc(sql`lower(${dashboards.name})`), asc(dashboards.id))
            .limit(page.limit)
            .offset(page.offset),
        (q) => q.select({ value: count() }).from(dashboards).where(where),
      );
      return { rows, total: total?.value ?? 0 };
    },

    /** Every employee of the project, active or not, with their name, by name. */
    async team(projectId: string): Promise<{ id: string; name: string }[]> {
      return db
        .select({ id: employees.id, name: users.name })
        .from(employees)
        .innerJoin(users, eq(users.id, employees.userId))
        .where(eq(employees.projectId, projectId))
        .orderBy(asc(sql`lower(${users.name})`), asc(employees.id));
    },
  };
}

export type DashboardsRepository = ReturnType<typeof createDashboardsRepository>;
