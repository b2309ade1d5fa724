import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { Role } from '@salespulse/contract/permissions';
import { projects } from './projects';
import { users } from './users';

export const invitations = pgTable(
  'invitations',
  {
    // The id is the secret part of the invitation link: random (UUID v4), never listed to outsiders.
    id: uuid('id').primaryKey().defaultRandom(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    role: text('role').$type<Role>().notNull(),
    status: text('status', { enum: ['pending', 'accepted', 'revoked'] })
      .notNull()
      .default('pending'),
    invitedBy: uuid('invited_by').references(() => users.id, { onDelete: 'set null' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    acceptedBy: uuid('accepted_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (table) => [index('invitations_project_status_idx').on(table.projectId, table.status, table.createdAt)],
);

export type InvitationRow = typeof invitations.$inferSelect;
