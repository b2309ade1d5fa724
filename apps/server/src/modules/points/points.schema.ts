import { sql } from 'drizzle-orm';
import { bigserial, check, index, integer, pgTable, text, timestamp, uuid, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { employees } from '../employees/employees.schema';
import { giftRequests } from '../gifts/gifts.schema';
import { projects } from '../projects/projects.schema';
import { users } from '../users/users.schema';

/**
 * The points ledger: rows are only ever added. A balance is the sum of an employee's amounts;
 * `balance_after` is that sum right after the row, written under the employee's lock, so the
 * history reads like a bank statement without summing it again.
 */
export const pointTransactions = pgTable(
  'point_transactions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Insertion order: two transactions of one millisecond still have a before and an after. */
    seq: bigserial('seq', { mode: 'number' }).notNull(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    employeeId: uuid('employee_id')
      .notNull()
      .references(() => employees.id, { onDelete: 'cascade' }),
    amount: integer('amount').notNull(),
    balanceAfter: integer('balance_after').notNull(),
    comment: text('comment'),
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    /** The gift request this row paid for or gave back, if any. */
    giftRequestId: uuid('gift_request_id').references((): AnyPgColumn => giftRequests.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('point_transactions_project_employee_seq_idx').on(table.projectId, table.employeeId, table.seq),
    index('point_transactions_project_seq_idx').on(table.projectId, table.seq),
    check('point_transactions_amount_check', sql`${table.amount} <> 0`),
    check('point_transactions_balance_check', sql`${table.balanceAfter} >= 0`),
  ],
);

export type PointTransactionRow = typeof pointTransactions.$inferSelect;
