import { sql } from 'drizzle-orm';
import type { PointContestMetric } from '@salespulse/contract/points';
import { bigserial, check, date, index, integer, jsonb, pgTable, text, timestamp, uuid, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { employees } from './employees';
import { giftRequests } from './gifts';
import { projects } from './projects';
import { users } from './users';

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
    /** The contest whose prize this row is, if any. */
    contestId: uuid('contest_id').references((): AnyPgColumn => pointContests.id, { onDelete: 'set null' }),
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

/** What a finished contest awarded, kept as it was settled. */
export type ContestResult = { employeeId: string; value: number; place: number; points: number };

/**
 * A competition over local days (`starts_on` to `ends_on`, in the project's zone) on one pulse
 * figure. `participants` empty means everybody. Settled once, by a job, after its last day.
 */
export const pointContests = pgTable(
  'point_contests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    metric: text('metric').$type<PointContestMetric>().notNull(),
    startsOn: date('starts_on').notNull(),
    endsOn: date('ends_on').notNull(),
    prizes: jsonb('prizes').$type<number[]>().notNull(),
    participants: jsonb('participants').$type<string[]>().notNull().default([]),
    canceledAt: timestamp('canceled_at', { withTimezone: true }),
    settledAt: timestamp('settled_at', { withTimezone: true }),
    results: jsonb('results').$type<ContestResult[]>(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('point_contests_project_created_idx').on(table.projectId, table.createdAt),
    // The settling job's question: which contests still wait for their prizes.
    index('point_contests_unsettled_idx')
      .on(table.endsOn)
      .where(sql`${table.settledAt} is null and ${table.canceledAt} is null`),
    check('point_contests_days_check', sql`${table.startsOn} <= ${table.endsOn}`),
  ],
);

export type PointContestRow = typeof pointContests.$inferSelect;
