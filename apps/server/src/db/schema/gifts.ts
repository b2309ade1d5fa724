import type { GiftRequestStatus } from '@salespulse/contract/gifts';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { employees } from './employees';
import { mediaObjects } from './media';
import { projects } from './projects';
import { users } from './users';

/** What the shop offers. Never deleted: archived gifts leave the shelf, their requests stay. */
export const giftProducts = pgTable(
  'gift_products',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    price: integer('price').notNull(),
    /** Its picture, if any. */
    imageId: uuid('image_id').references(() => mediaObjects.id, { onDelete: 'set null' }),
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('gift_products_project_price_idx').on(table.projectId, table.price),
    check('gift_products_price_check', sql`${table.price} > 0`),
  ],
);

export type GiftProductRow = typeof giftProducts.$inferSelect;

/**
 * An employee's request for a gift. Its name and price are copied at request time: that is what
 * was paid, whatever the gift becomes later.
 */
export const giftRequests = pgTable(
  'gift_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    giftProductId: uuid('gift_product_id')
      .notNull()
      .references(() => giftProducts.id, { onDelete: 'cascade' }),
    employeeId: uuid('employee_id')
      .notNull()
      .references(() => employees.id, { onDelete: 'cascade' }),
    giftName: text('gift_name').notNull(),
    price: integer('price').notNull(),
    status: text('status').$type<GiftRequestStatus>().notNull().default('pending'),
    comment: text('comment'),
    decidedBy: uuid('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('gift_requests_project_status_created_idx').on(table.projectId, table.status, table.createdAt),
    index('gift_requests_project_employee_created_idx').on(table.projectId, table.employeeId, table.createdAt),
    check('gift_requests_status_check', sql`${table.status} in ('pending', 'approved', 'canceled', 'declined')`),
  ],
);

export type GiftRequestRow = typeof giftRequests.$inferSelect;
