import * as z from 'zod/mini';
import { manyOf, pageQuery } from './common';
import { GIFT_HISTORY_PAGE_SIZE, MAX_ITEMS_PER_PAGE } from './constants';

// Points: a ledger per project. Admins award (or take back) points; a balance is the sum of an
// employee's transactions and is never below zero. See docs/decisions.md, "Points".

/** The most one transaction can add or take away. */
export const POINT_AMOUNT_MAX = 100_000;
/** A balance stays within what a 32-bit integer holds, with room to spare. */
export const POINT_BALANCE_MAX = 1_000_000_000;
export const POINT_COMMENT_MAX = 500;
export const POINT_TRANSACTION_PAGE_SIZE = GIFT_HISTORY_PAGE_SIZE;
export const POINT_BALANCE_PAGE_SIZE = MAX_ITEMS_PER_PAGE;

export const pointTransactionCreateSchema = z.strictObject({
  /** The employee's IRI (`/api/employees/<id>`); the project is the employee's. */
  employee: z.string().check(z.minLength(1, 'required field')),
  /** Whole points; negative takes points back. */
  amount: z.number().check(
    z.int('must be a whole number'),
    z.gte(-POINT_AMOUNT_MAX, `must be at least -${POINT_AMOUNT_MAX}`),
    z.lte(POINT_AMOUNT_MAX, `must be at most ${POINT_AMOUNT_MAX}`),
    z.refine((value) => value !== 0, 'must not be 0'),
  ),
  comment: z.optional(z.string().check(z.trim(), z.maxLength(POINT_COMMENT_MAX, `at most ${POINT_COMMENT_MAX} characters`))),
});
export type PointTransactionCreate = z.infer<typeof pointTransactionCreateSchema>;

export const pointTransactionSchema = z.object({
  '@id': z.string(),
  '@type': z.literal('PointTransaction'),
  id: z.uuid(),
  project: z.string(),
  employee: z.string(),
  amount: z.number().check(z.int()),
  comment: z.nullable(z.string()),
  /** Who made it; null once that user is gone. */
  author: z.nullable(z.object({ '@id': z.string(), name: z.string() })),
  /** The employee's balance right after this transaction. */
  balance: z.number().check(z.int()),
  createdAt: z.string(),
});
export type PointTransaction = z.infer<typeof pointTransactionSchema>;

export const pointTransactionListQuerySchema = z.object({
  ...pageQuery(POINT_TRANSACTION_PAGE_SIZE),
  /** Employee IRIs or ids; representatives always see their own transactions only. */
  'employee[]': manyOf(z.string().check(z.minLength(1))),
});
export type PointTransactionListQuery = z.infer<typeof pointTransactionListQuerySchema>;

export const pointBalanceSchema = z.object({
  '@type': z.literal('PointBalance'),
  employee: z.string(),
  points: z.number().check(z.int()),
});
export type PointBalance = z.infer<typeof pointBalanceSchema>;

export const pointBalanceListQuerySchema = z.object({
  ...pageQuery(POINT_BALANCE_PAGE_SIZE, MAX_ITEMS_PER_PAGE),
  'employee[]': manyOf(z.string().check(z.minLength(1))),
});
export type PointBalanceListQuery = z.infer<typeof pointBalanceListQuerySchema>;
