import { index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { Role } from '@salespulse/contract/permissions';
import type { EmployeeStatus, Schedule } from '@salespulse/contract/employees';
import { projects } from './projects';
import { users } from './users';

export const employees = pgTable(
  'employees',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role').$type<Role>().notNull(),
    status: text('status').$type<EmployeeStatus>().notNull().default('active'),
    schedules: jsonb('schedules').$type<Schedule[]>().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('employees_project_user_key').on(table.projectId, table.userId),
    index('employees_project_status_idx').on(table.projectId, table.status),
    index('employees_user_idx').on(table.userId),
  ],
);

export type EmployeeRow = typeof employees.$inferSelect;
