import { and, asc, count, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { EmployeeStatus, Schedule } from '@salespulse/contract/employees';
import type { Role } from '@salespulse/contract/permissions';
import type { Database } from '../../db/database';
import { inOneSnapshot } from '../../db/one-snapshot';
import { likeContains } from '../../lib/sql-text';
import { users } from '../../db/schema/users';
import { employees, type EmployeeRow } from '../../db/schema/employees';

export type EmployeeWithUser = { employee: EmployeeRow; user: { id: string; name: string; email: string } };

export type EmployeeFilters = {
  statuses: EmployeeStatus[];
  ids?: string[];
  userIds?: string[];
  names?: string[];
  roles?: Role[];
  limit: number;
  offset: number;
};

const userColumns = { id: users.id, name: users.name, email: users.email };

export function createEmployeesRepository(db: Database) {
  return {
    async list(projectId: string, filters: EmployeeFilters): Promise<{ rows: EmployeeWithUser[]; total: number }> {
      const conditions: (SQL | undefined)[] = [eq(employees.projectId, projectId), inArray(employees.status, filters.statuses)];
      if (filters.ids) conditions.push(inArray(employees.id, filters.ids));
      if (filters.userIds) conditions.push(inArray(employees.userId, filters.userIds));
      if (filters.names) conditions.push(or(...filters.names.map((name) => ilike(users.name, likeContains(name)))));
      if (filters.roles) conditions.push(inArray(employees.role, filters.roles));
      const where = and(...conditions);
      const [rows, [total]] = await inOneSnapshot(
        db,
        (q) =>
          q
            .select({ employee: employees, user: userColumns })
            .from(employees)
            .innerJoin(users, eq(users.id, employees.userId))
            .where(where)
            .orderBy(asc(sql`lower(${users.name})`), asc(employees.id))
            .limit(filters.limit)
            .offset(filters.offset),
        (q) => q.select({ value: count() }).from(employees).innerJoin(users, eq(users.id, employees.userId)).where(where),
      );
      return { rows, total: total?.value ?? 0 };
    },

    async findById(id: string): Promise<EmployeeWithUser | undefined> {
      const [row] = await db
        .select({ employee: employees, user: userColumns })
        .from(employees)
        .innerJoin(users, eq(users.id, employees.userId))
        .where(eq(employees.id, id))
        .limit(1);
      return row;
    },

    async findByUser(projectId: string, userId: string): Promise<EmployeeRow | undefined> {
      const [row] = await db
        .select()
        .from(employees)
        .where(and(eq(employees.projectId, projectId), eq(employees.userId, userId)))
        .limit(1);
      return row;
    },

    async countActiveOwners(projectId: string): Promise<number> {
      const [row] = await db
        .select({ value: count() })
        .from(employees)
        .where(and(eq(employees.projectId, projectId), eq(employees.role, 'OWNER'), eq(employees.status, 'active')));
      return row?.value ?? 0;
    },

    async insert(values: { projectId: string; userId: string; role: Role }): Promise<EmployeeRow | undefined> {
      const [row] = await db.insert(employees).values(values).onConflictDoNothing().returning();
      return row;
    },

    async update(id: string, values: Partial<{ role: Role; status: EmployeeStatus; schedules: Schedule[] }>): Promise<void> {
      await db
        .update(employees)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(employees.id, id));
    },

    async remove(id: string): Promise<void> {
      await db.delete(employees).where(eq(employees.id, id));
    },
  };
}

export type EmployeesRepository = ReturnType<typeof createEmployeesRepository>;
