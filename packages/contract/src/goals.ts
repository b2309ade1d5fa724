import * as z from 'zod/mini';
import { manyOf, pageQuery } from './common';
import { daysBetween, localDateSchema, nextDay } from './time';

// Goals: a target for one metric, for one scope (an employee, a team or the whole project), per
// period (a day, an ISO week, a calendar month or quarter of the project's time zone, or one custom
// range of days). A recurring goal repeats every period from `from` on (until `to`, when set); a
// one-time goal covers one period. Pacing (docs/analytics.md, "Goals and pacing") compares the fact
// with the target pro-rated over the working time of the period.

export const GOAL_TARGET_MAX = 1_000_000_000_000;
export const GOAL_PAGE_SIZE = 50;
export const GOAL_PROGRESS_PAGE_SIZE = 1000;
export const GOAL_CUSTOM_DAYS_MAX = 366;
export const GOAL_WEIGHT_MAX = 1000;

/** The metrics a goal can be about (payments: won amount less refunds, as on the pulse). */
export const goalMetrics = [
  'calls',
  'successCalls',
  'callMinutes',
  'bills',
  'billAmount',
  'wonDeals',
  'payments',
  'tasks',
  'points',
] as const;
export const goalMetricSchema = z.enum(goalMetrics);
export type GoalMetric = z.infer<typeof goalMetricSchema>;

/** Metrics counted in the project currency (the others are counts or minutes). */
export const goalAmountMetrics: readonly GoalMetric[] = ['billAmount', 'payments'];

export const goalScopes = ['employee', 'team', 'project'] as const;
export const goalScopeSchema = z.enum(goalScopes);
export type GoalScope = z.infer<typeof goalScopeSchema>;

export const goalPeriods = ['day', 'week', 'month', 'quarter', 'custom'] as const;
export const goalPeriodSchema = z.enum(goalPeriods);
export type GoalPeriod = z.infer<typeof goalPeriodSchema>;

/** How a team goal reaches its members: not at all, an equal share each, or a share by weight. */
export const goalSplits = ['none', 'even', 'weighted'] as const;
export const goalSplitSchema = z.enum(goalSplits);
export type GoalSplit = z.infer<typeof goalSplitSchema>;

/** ahead: the fact is at least 5 % over the expected value; behind: at least 5 % under it. */
export const goalPaces = ['ahead', 'on_track', 'behind'] as const;
export type GoalPace = (typeof goalPaces)[number];
export const GOAL_PACE_TOLERANCE = 0.05;

// Period arithmetic on local days (YYYY-MM-DD); weeks start on Monday (ISO 8601).

const dayParts = (day: string) => day.split('-').map(Number) as [number, number, number];
const isoDay = (year: number, month: number, date: number) => new Date(Date.UTC(year, month - 1, date)).toISOString().slice(0, 10);

/** The first day of the period of kind `period` that holds `day` (custom: `day` itself). */
export function periodStart(period: GoalPeriod, day: string): string {
  const [year, month, date] = dayParts(day);
  switch (period) {
    case 'week': {
      const weekday = (new Date(Date.UTC(year, month - 1, date)).getUTCDay() + 6) % 7;
      return isoDay(year, month, date - weekday);
    }
    case 'month':
      return isoDay(year, month, 1);
    case 'quarter':
      return isoDay(year, month - ((month - 1) % 3), 1);
    default:
      return day;
  }
}

/** The last day of the period that starts on `start` (day and custom: `start` itself). */
export function periodEnd(period: GoalPeriod, start: string): string {
  const [year, month, date] = dayParts(start);
  switch (period) {
    case 'week':
      return isoDay(year, month, date + 6);
    case 'month':
      return isoDay(year, month + 1, 0);
    case 'quarter':
      return isoDay(year, month + 3, 0);
    default:
      return start;
  }
}

/** The period of kind `period` that holds `day`, both days included. */
export function periodOf(period: Exclude<GoalPeriod, 'custom'>, day: string): { from: string; to: string } {
  const from = periodStart(period, day);
  return { from, to: periodEnd(period, from) };
}

/** The period right after the one `from`..`to` (a custom range: the same number of days after it). */
export function nextPeriodOf(period: GoalPeriod, from: string, to: string): { from: string; to: string } {
  if (period === 'custom') {
    const start = nextDay(to);
    const length = daysBetween(from, to);
    return { from: start, to: new Date(Date.parse(`${start}T00:00:00Z`) + length * 86_400_000).toISOString().slice(0, 10) };
  }
  return periodOf(period, nextDay(to));
}

const target = z.number().check(z.gt(0, 'must be greater than 0'), z.lte(GOAL_TARGET_MAX, `must be at most ${GOAL_TARGET_MAX}`));
/** Employee IRI to weight; a member without a weight weighs 1. */
const weights = z
  .record(
    z.string().check(z.minLength(1)),
    z.number().check(z.gte(0, 'must be 0 or more'), z.lte(GOAL_WEIGHT_MAX, `must be at most ${GOAL_WEIGHT_MAX}`)),
  )
  .check(z.refine((w) => Object.keys(w).length <= 500, 'at most 500 weights'));

export const goalCreateSchema = z.strictObject({
  project: z.string().check(z.minLength(1, 'required field')),
  metric: goalMetricSchema,
  scope: goalScopeSchema,
  /** The employee IRI (scope employee). */
  employee: z.optional(z.nullable(z.string().check(z.minLength(1)))),
  /** The team IRI (scope team). */
  team: z.optional(z.nullable(z.string().check(z.minLength(1)))),
  period: goalPeriodSchema,
  /** Repeats every period from `from` on; custom ranges never repeat. */
  recurring: z._default(z.boolean(), false),
  /** The first day: the first day of a period (a Monday, the 1st of a month or quarter). */
  from: localDateSchema,
  /** The last day: a one-time goal's period end (derived when absent); a recurring goal's last period end, or null for no end. */
  to: z.optional(z.nullable(localDateSchema)),
  target,
  split: z.optional(goalSplitSchema),
  weights: z.optional(weights),
});
export type GoalCreate = z.infer<typeof goalCreateSchema>;

/** Merge-patch of what may change without making it another goal. */
export const goalPatchSchema = z.partial(z.strictObject({ target, to: z.nullable(localDateSchema), split: goalSplitSchema, weights }));
export type GoalPatch = z.infer<typeof goalPatchSchema>;

export const goalSchema = z.object({
  '@id': z.string(),
  '@type': z.literal('Goal'),
  id: z.uuid(),
  project: z.string(),
  metric: goalMetricSchema,
  scope: goalScopeSchema,
  employee: z.nullable(z.string()),
  team: z.nullable(z.string()),
  period: goalPeriodSchema,
  recurring: z.boolean(),
  from: z.string(),
  to: z.nullable(z.string()),
  target: z.number(),
  split: goalSplitSchema,
  weights: z.record(z.string(), z.number()),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Goal = z.infer<typeof goalSchema>;

export const goalListQuerySchema = z.object({
  ...pageQuery(GOAL_PAGE_SIZE),
  'metric[]': manyOf(goalMetricSchema),
  'scope[]': manyOf(goalScopeSchema),
  /** Only goals with a period holding this local day. */
  date: z.optional(localDateSchema),
});
export type GoalListQuery = z.infer<typeof goalListQuerySchema>;

/** A copy of a goal for the period after its last one. */
export const goalCopySchema = z.strictObject({});

export const goalProgressQuerySchema = z.object({
  ...pageQuery(GOAL_PROGRESS_PAGE_SIZE, GOAL_PROGRESS_PAGE_SIZE),
  /** The moment pacing is read at: its local day picks each goal's period (default: now). */
  date: z.optional(localDateSchema),
  'metric[]': manyOf(goalMetricSchema),
  'scope[]': manyOf(goalScopeSchema),
  /** Team IRIs: those teams' goals and their members' shares. */
  'team[]': manyOf(z.string().check(z.minLength(1))),
  /** Employee IRIs: their own goals and shares, and the goals of the teams they are in today. */
  'employee[]': manyOf(z.string().check(z.minLength(1))),
});
export type GoalProgressQuery = z.infer<typeof goalProgressQuerySchema>;

export const goalProgressSchema = z.object({
  '@type': z.literal('GoalProgress'),
  goal: z.string(),
  /** A member's share of a split team goal: the team goal's IRI (the row is scope employee). */
  shareOf: z.nullable(z.string()),
  metric: goalMetricSchema,
  scope: goalScopeSchema,
  employee: z.nullable(z.string()),
  team: z.nullable(z.string()),
  period: goalPeriodSchema,
  /** The period read: first and last local day. */
  from: z.string(),
  to: z.string(),
  target: z.number(),
  fact: z.number(),
  /** fact / target in percent, two decimals. */
  percent: z.number(),
  /** What the fact should be now: target x working time elapsed / working time of the period. */
  expected: z.number(),
  pace: z.enum(goalPaces),
  /** The end value at the rate so far: fact x working time of the period / working time elapsed. */
  projected: z.number(),
  /** Working seconds of the period elapsed and in all (the scope's schedules). */
  elapsedSeconds: z.number(),
  totalSeconds: z.number(),
  met: z.boolean(),
});
export type GoalProgress = z.infer<typeof goalProgressSchema>;
