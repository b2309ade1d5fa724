import type { OrderStatus } from '@salespulse/contract/billing';
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { projects } from './projects';
import { users } from './users';

/** What can be bought: managers for a period at a price. Global, seeded by migration. */
export const packages = pgTable(
  'packages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    /** Minor units (cents). */
    price: integer('price').notNull(),
    currency: text('currency').notNull(),
    periodMonths: integer('period_months').notNull(),
    employeeLimit: integer('employee_limit').notNull(),
    /** Retired packages stay for the orders that name them but are no longer offered. */
    isActive: boolean('is_active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('packages_code_idx').on(table.code),
    check('packages_price_check', sql`${table.price} > 0`),
    check('packages_period_check', sql`${table.periodMonths} in (1, 12)`),
    check('packages_employee_limit_check', sql`${table.employeeLimit} > 0`),
  ],
);

export type PackageRow = typeof packages.$inferSelect;

/**
 * A project's intent to buy a package. Name, price and period are copied when ordered: that is what
 * is paid, whatever the package becomes later.
 */
export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    packageId: uuid('package_id')
      .notNull()
      .references(() => packages.id),
    packageName: text('package_name').notNull(),
    periodMonths: integer('period_months').notNull(),
    employeeLimit: integer('employee_limit').notNull(),
    amount: integer('amount').notNull(),
    currency: text('currency').notNull(),
    status: text('status').$type<OrderStatus>().notNull().default('new'),
    /** The payment provider's checkout session and its page, while one is open. */
    checkoutId: text('checkout_id'),
    checkoutUrl: text('checkout_url'),
    checkoutExpiresAt: timestamp('checkout_expires_at', { withTimezone: true }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
  },
  (table) => [
    index('orders_project_created_idx').on(table.projectId, table.createdAt),
    uniqueIndex('orders_checkout_idx').on(table.checkoutId),
    check('orders_status_check', sql`${table.status} in ('new', 'pending', 'paid')`),
    check('orders_amount_check', sql`${table.amount} > 0`),
  ],
);

export type OrderRow = typeof orders.$inferSelect;

/**
 * A period a project may be used in: a free trial (no order) or a paid order. Periods follow each
 * other: a payment made before the current one ends starts where it ends.
 */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    packageId: uuid('package_id').references(() => packages.id),
    packageName: text('package_name'),
    /** One subscription per paid order, so a webhook delivered twice extends nothing twice. */
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'set null' }),
    employeeLimit: integer('employee_limit').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('subscriptions_project_ends_idx').on(table.projectId, table.endsAt),
    uniqueIndex('subscriptions_order_idx').on(table.orderId),
    check('subscriptions_period_check', sql`${table.endsAt} > ${table.startsAt}`),
  ],
);

export type SubscriptionRow = typeof subscriptions.$inferSelect;
