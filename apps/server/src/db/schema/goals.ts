import { sql } from 'drizzle-orm';
import type { GoalMetric, GoalPeriod, GoalScope, GoalSplit } from '@salespulse/contract/goals';
import { boolean, check, date, doublePrecision, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { employees } from './employees';
import { projects } from './projects';
import { teams } from './teams';
import { users } from './users';

const ts = (name: string) => timestamp(name, { withTimezone: true });

/**
 * A target for one metric and one scope per period (see @salespulse/contract/goals). `from_day` is
 * the first day of the first period, `to_day` the last day of the last (null: a recurring goal
 * without end). The service keeps one goal per metric, scope and period kind over any day.
 */
export const goals = pgTable(
  'goals',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    metric: text('metric').$type<GoalMetric>().notNull(),
    scope: text('scope').$type<GoalScope>().notNull(),
    employeeId: uuid('employee_id').references(() => employees.id, { onDelete: 'cascade' }),
    teamId: uuid('team_id').references(() => teams.id, { onDelete: 'cascade' }),
    period: text('period').$type<GoalPeriod>().notNull(),
    recurring: boolean('recurring').notNull(),
    fromDay: date('from_day').notNull(),
    toDay: date('to_day'),
    target: doublePrecision('target').notNull(),
    split: text('split').$type<GoalSplit>().notNull().default('none'),
    /** Employee id to weight, for a team goal split by weight. */
    weights: jsonb('weights').$type<Record<string, number>>().notNull().default({}),
    /** The last period whose target was met, as the live stream announced it (its first day). */
    metPeriod: date('met_period'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('goals_project_metric_idx').on(t.projectId, t.metric, t.scope),
    index('goals_employee_idx').on(t.employeeId),
    index('goals_team_idx').on(t.teamId),
    check('goals_target_check', sql`${t.target} > 0`),
    check('goals_days_check', sql`${t.toDay} is null or ${t.fromDay} <= ${t.toDay}`),
    check(
      'goals_scope_check',
      sql`(${t.scope} = 'employee' and ${t.employeeId} is not null and ${t.teamId} is null)
        or (${t.scope} = 'team' and ${t.teamId} is not null and ${t.employeeId} is null)
        or (${t.scope} = 'project' and ${t.employeeId} is null and ${t.teamId} is null)`,
    ),
  ],
);
export type GoalRow = typeof goals.$inferSelect;
