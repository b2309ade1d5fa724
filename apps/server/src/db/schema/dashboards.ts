import type { DashboardWidgetInput } from '@salespulse/contract/dashboards';
import { sql } from 'drizzle-orm';
import { boolean, index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { projects } from './projects';
import { users } from './users';

/** The index that keeps a board's name unique within its project, whatever its case. */
export const DASHBOARD_NAME_KEY = 'dashboards_project_name_key';

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
    widgets: jsonb('widgets').$type<DashboardWidgetInput[]>().notNull().default([]),
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
