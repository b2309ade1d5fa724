import * as z from 'zod/mini';
import { manyOf, pageQuery } from './common';
import { localDateSchema } from './time';
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

// Point contests: a competition over local days of the project on one of the pulse's figures. When
// its last day is over, the places win their prizes in points, automatically.

export const POINT_CONTEST_NAME_MAX = 100;
export const POINT_CONTEST_PRIZES_MAX = 10;
export const POINT_CONTEST_DAYS_MAX = 366;
export const POINT_CONTEST_PAGE_SIZE = 20;

/** The figures of the pulse a contest can be about (payments: won amount less refunds). */
export const pointContestMetrics = ['calls', 'successCalls', 'callMinutes', 'bills', 'payments', 'tasks'] as const;
export const pointContestMetricSchema = z.enum(pointContestMetrics);
export type PointContestMetric = z.infer<typeof pointContestMetricSchema>;

/** Derived: upcoming before its first day, running until it is settled, then finished; or canceled. */
export const pointContestStatuses = ['upcoming', 'running', 'finished', 'canceled'] as const;
export type PointContestStatus = (typeof pointContestStatuses)[number];

const contestDay = localDateSchema;
const prizes = z
  .array(
    z
      .number()
      .check(
        z.int('must be a whole number'),
        z.gte(1, 'must be at least 1'),
        z.lte(POINT_AMOUNT_MAX, `must be at most ${POINT_AMOUNT_MAX}`),
      ),
  )
  .check(z.minLength(1, 'at least one prize'), z.maxLength(POINT_CONTEST_PRIZES_MAX, `at most ${POINT_CONTEST_PRIZES_MAX} prizes`));
const contestName = z
  .string()
  .check(z.trim(), z.minLength(1, 'required field'), z.maxLength(POINT_CONTEST_NAME_MAX, `at most ${POINT_CONTEST_NAME_MAX} characters`));
/** Employee IRIs; empty means everybody in the project. */
const participants = z.array(z.string().check(z.minLength(1))).check(z.maxLength(1000));

export const pointContestCreateSchema = z.strictObject({
  project: z.string().check(z.minLength(1, 'required field')),
  name: contestName,
  metric: pointContestMetricSchema,
  startsOn: contestDay,
  endsOn: contestDay,
  /** Points for the first place, the second, …; ties share a place and each wins its prize. */
  prizes,
  participants: z.optional(participants),
});
export type PointContestCreate = z.infer<typeof pointContestCreateSchema>;

/** Only an upcoming or running contest changes; `status: canceled` calls it off (no prizes). */
export const pointContestPatchSchema = z.partial(
  z.strictObject({ name: contestName, endsOn: contestDay, prizes, participants, status: z.literal('canceled') }),
);
export type PointContestPatch = z.infer<typeof pointContestPatchSchema>;

export const pointContestStandingSchema = z.object({
  employee: z.string(),
  /** The figure over the contest's days so far (final once finished). */
  value: z.number(),
  place: z.number().check(z.int()),
  /** The prize of that place (awarded once finished); 0 without a prize or without any result. */
  points: z.number().check(z.int()),
});
export type PointContestStanding = z.infer<typeof pointContestStandingSchema>;

export const pointContestSchema = z.object({
  '@id': z.string(),
  '@type': z.literal('PointContest'),
  id: z.uuid(),
  project: z.string(),
  name: z.string(),
  metric: pointContestMetricSchema,
  startsOn: z.string(),
  endsOn: z.string(),
  prizes: z.array(z.number()),
  participants: z.array(z.string()),
  status: z.enum(pointContestStatuses),
  /** Best first; live while upcoming or running, as awarded once finished, empty when canceled. */
  standings: z.array(pointContestStandingSchema),
  settledAt: z.nullable(z.string()),
  createdAt: z.string(),
});
export type PointContest = z.infer<typeof pointContestSchema>;

export const pointContestListQuerySchema = z.object({
  ...pageQuery(POINT_CONTEST_PAGE_SIZE),
  'status[]': manyOf(z.enum(pointContestStatuses)),
});
export type PointContestListQuery = z.infer<typeof pointContestListQuerySchema>;
