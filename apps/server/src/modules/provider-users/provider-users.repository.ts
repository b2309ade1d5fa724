import { and, asc, count, eq, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { inOneSnapshot } from '../../db/one-snapshot';
import { calls, deals, providerUsers, tasks } from '../../db/schema/activity';
import { employees } from '../../db/schema/employees';

export type ProviderUserRow = typeof providerUsers.$inferSelect;
export type ProviderUserWithActivity = { user: ProviderUserRow; deals: number; calls: number; tasks: number };

export type ProviderUserFilters = { dataProviderId?: string; mapped?: boolean; limit: number; offset: number };

// Qualified by hand: in a one-table select drizzle writes bare column names, which the
// correlated subquery would resolve against its own table.
const activityOf = (table: typeof deals | typeof calls | typeof tasks) =>
  sql<number>`(select count(*) from ${table} as a where a.owner_user_id = ${providerUsers}.id)`.mapWith(Number);

const withActivity = { user: providerUsers, deals: activityOf(deals), calls: activityOf(calls), tasks: activityOf(tasks) };

export function createProviderUsersRepository(db: Database) {
  return {
    async list(projectId: string, filters: ProviderUserFilters): Promise<{ rows: ProviderUserWithActivity[]; total: number }> {
      const conditions: (SQL | undefined)[] = [eq(providerUsers.projectId, projectId)];
      if (filters.dataProviderId) conditions.push(eq(providerUsers.dataProviderId, filters.dataProviderId));
      if (filters.mapped !== undefined)
        conditions.push(filters.mapped ? isNotNull(providerUsers.employeeId) : isNull(providerUsers.employeeId));
      const where = and(...conditions);
      const [rows, [total]] = await inOneSnapshot(
        db,
        (q) =>
          q
            .select(withActivity)
            .from(providerUsers)
            .where(where)
            .orderBy(asc(sql`lower(${providerUsers.name})`), asc(providerUsers.id))
            .limit(filters.limit)
            .offset(filters.offset),
        (q) => q.select({ value: count() }).from(providerUsers).where(where),
      );
      return { rows, total: total?.value ?? 0 };
    },

    async findById(id: string): Promise<ProviderUserWithActivity | undefined> {
      const [row] = await db.select(withActivity).from(providerUsers).where(eq(providerUsers.id, id)).limit(1);
      return row;
    },

    async employeeInProject(employeeId: string, projectId: string): Promise<boolean> {
      const [row] = await db
        .select({ id: employees.id })
        .from(employees)
        .where(and(eq(employees.id, employeeId), eq(employees.projectId, projectId)))
        .limit(1);
      return row !== undefined;
    },

    async setMapping(id: string, mapping: { employeeId: string | null; mappedManually: boolean }): Promise<void> {
      await db
        .update(providerUsers)
        .set({ ...mapping, updatedAt: new Date() })
        .where(eq(providerUsers.id, id));
    },
  };
}

export type ProviderUsersRepository = ReturnType<typeof createProviderUsersRepository>;
