import { pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

export const projects = pgTable('projects', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  // Soft delete: members keep seeing "The project has been deleted" instead of a dead end.
  deletedAt: timestamp('deleted_at', { withTimezone: true }),
  // Billing: until when the project may be used (its last subscription's end); null = not billed.
  accessUntil: timestamp('access_until', { withTimezone: true }),
});

export type ProjectRow = typeof projects.$inferSelect;
