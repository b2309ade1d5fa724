import { sql } from 'drizzle-orm';
import { check, date, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { employees } from './employees';
import { projects } from './projects';

const ts = (name: string) => timestamp(name, { withTimezone: true });

/** A team of a project. Deleting one archives it (`archived_at`): past figures keep their team. */
export const teams = pgTable(
  'teams',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    leadEmployeeId: uuid('lead_employee_id').references(() => employees.id, { onDelete: 'set null' }),
    archivedAt: ts('archived_at'),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    // One live team per name (case-insensitive); archived ones may repeat it.
    uniqueIndex('teams_project_name_key')
      .on(t.projectId, sql`lower(${t.name})`)
      .where(sql`${t.archivedAt} is null`),
  ],
);
export type TeamRow = typeof teams.$inferSelect;

/**
 * An employee's stretch in a team, local days of the project `from_day` to `to_day` (both included;
 * null while current). At most one current stretch per employee (the partial unique index); the
 * service closes one before opening the next, so stretches of an employee never overlap.
 */
export const teamMemberships = pgTable(
  'team_memberships',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    teamId: uuid('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    employeeId: uuid('employee_id')
      .notNull()
      .references(() => employees.id, { onDelete: 'cascade' }),
    fromDay: date('from_day').notNull(),
    toDay: date('to_day'),
  },
  (t) => [
    uniqueIndex('team_memberships_current_key')
      .on(t.employeeId)
      .where(sql`${t.toDay} is null`),
    index('team_memberships_project_team_idx').on(t.projectId, t.teamId, t.fromDay),
    index('team_memberships_employee_idx').on(t.employeeId, t.fromDay),
    check('team_memberships_days_check', sql`${t.toDay} is null or ${t.fromDay} <= ${t.toDay}`),
  ],
);
export type TeamMembershipRow = typeof teamMemberships.$inferSelect;
