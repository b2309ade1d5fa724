import type { DashboardWidgetInput } from '@salespulse/contract/dashboards';
import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { projects } from './projects';
import { teams } from './teams';
import { users } from './users';

/** The index that keeps a board's name unique within its project, whatever its case. */
export const DASHBOARD_NAME_KEY = 'dashboards_project_name_key';

/** A widget as the board keeps it: its teams live in dashboard_widget_teams. */
export type StoredWidget = Omit<DashboardWidgetInput, 'teams'>;

/** A custom board: its widgets in display order (a widget's id is its position). */
export const dashboards = pgTable(
  'dashboards',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    isEnabled: boolean('is_enabled').notNull().default(true),
    widgets: jsonb('widgets').$type<StoredWidget[]>().notNull().default([]),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('dashboards_project_idx').on(table.projectId),
    uniqueIndex(DASHBOARD_NAME_KEY).on(table.projectId, sql`lower(${table.name})`),
  ],
);

export type DashboardRow = typeof dashboards.$inferSelect;

/**
 * The teams a board's widget is limited to (a widget is its position in `widgets`). Rewritten with
 * the widget list; a team's foreign key keeps the list to real teams (teams are archived, not deleted).
 */
export const dashboardWidgetTeams = pgTable(
  'dashboard_widget_teams',
  {
    dashboardId: uuid('dashboard_id')
      .notNull()
      .references(() => dashboards.id, { onDelete: 'cascade' }),
    widget: integer('widget').notNull(),
    teamId: uuid('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
  },
  (table) => [
    primaryKey({ columns: [table.dashboardId, table.widget, table.teamId] }),
    index('dashboard_widget_teams_team_idx').on(table.teamId),
  ],
);
