import * as z from 'zod/mini';
import { CALL_DURATION_MAX } from './ingestion';
import { daysBetween, localDateSchema, localPeriodChecks, localTimeSchema } from './time';

// The four analytics calls of spec section 7 and their filters (section 3 "Filter state").
// References (project, employees, products, data providers, properties) are IRIs or bare ids: the
// server takes the last path segment. Dates are local calendar days in the project's time zone.

export const analyticsObjectTypes = ['call', 'deal', 'task'] as const;
export const analyticsObjectTypeSchema = z.enum(analyticsObjectTypes);
export type AnalyticsObjectType = z.infer<typeof analyticsObjectTypeSchema>;

/** A period may span at most a year (366 days covers a leap year). */
export const MAX_RANGE_DAYS = 366;
/** Ids per filter list: a long list is a client bug, not a query. */
export const MAX_FILTER_IDS = 1000;

/** ISO weekday: 1 = Monday ... 7 = Sunday. */
export const dayOfWeekSchema = z.int().check(z.gte(1, 'days of week are 1-7'), z.lte(7, 'days of week are 1-7'));

const reference = z.string().check(z.minLength(1, 'required field'), z.maxLength(200));
const referenceList = z.array(reference).check(z.maxLength(MAX_FILTER_IDS));

/** Whole local days from `from` 00:00 to `to` 24:00. */
export const dateRangeSchema = z.object({ from: localDateSchema, to: localDateSchema }).check(...localPeriodChecks(MAX_RANGE_DAYS));
export type DateRange = z.infer<typeof dateRangeSchema>;

/**
 * A time-of-day window on some weekdays, optionally limited to dates. Ranges narrow the period;
 * exclusions remove windows from it. `toTime` is inclusive to the second.
 */
export const dateTimeRangeSchema = z
  .object({
    fromDate: z.optional(z.nullable(localDateSchema)),
    toDate: z.optional(z.nullable(localDateSchema)),
    fromTime: localTimeSchema,
    toTime: localTimeSchema,
    daysOfWeek: z.array(dayOfWeekSchema).check(z.minLength(1, 'choose at least one day'), z.maxLength(7)),
  })
  .check(
    z.refine((r) => r.fromTime <= r.toTime, { path: ['toTime'], message: 'must not be before the start time' }),
    z.refine((r) => !r.fromDate || !r.toDate || r.fromDate <= r.toDate, { path: ['toDate'], message: 'must not be before the start' }),
    z.refine((r) => !r.fromDate || !r.toDate || daysBetween(r.fromDate, r.toDate) < MAX_RANGE_DAYS, {
      path: ['toDate'],
      message: 'the period may span at most one year',
    }),
  );
export type DateTimeRange = z.infer<typeof dateTimeRangeSchema>;

const propertyOptions = z
  .array(z.string().check(z.maxLength(200)))
  .check(z.minLength(1, 'choose at least one option'), z.maxLength(MAX_FILTER_IDS));

/**
 * Deals whose custom property `propertyId` has one of `values` (spec section 7's name); `options`
 * (section 3's filter state) is accepted as its alias. Exactly one of the two.
 */
export const propertyFilterSchema = z
  .object({ propertyId: reference, values: z.optional(propertyOptions), options: z.optional(propertyOptions) })
  .check(
    z.refine((p) => p.values !== undefined || p.options !== undefined, { path: ['values'], message: 'choose at least one option' }),
    z.refine((p) => p.values === undefined || p.options === undefined, {
      path: ['options'],
      message: 'give values or options (its alias), not both',
    }),
  );
/** A property filter as sent: `values`, or `options`. */
export type PropertyFilterInput = z.infer<typeof propertyFilterSchema>;
/** A property filter normalised (the filter state's shape): its options whichever name they came under. */
export type PropertyFilter = { propertyId: string; options: string[] };

/** The options of a property filter as sent, under either name. */
export function propertyOptionsOf(filter: PropertyFilterInput): string[] {
  return filter.values ?? filter.options ?? [];
}

/** Seconds of a call, which lasts at most a day (CALL_DURATION_MAX). */
const callSeconds = z
  .int()
  .check(z.gte(0, 'must not be negative'), z.lte(CALL_DURATION_MAX, `must be at most ${CALL_DURATION_MAX} seconds`));

export const durationRangeSchema = z
  .object({
    min: z.optional(z.nullable(callSeconds)),
    max: z.optional(z.nullable(callSeconds)),
  })
  .check(z.refine((r) => r.min == null || r.max == null || r.min <= r.max, { path: ['max'], message: 'must not be below the minimum' }));
export type DurationRange = z.infer<typeof durationRangeSchema>;

const timeWindows = {
  dateTimeRanges: z.optional(z.array(dateTimeRangeSchema).check(z.maxLength(50))),
  dateTimeRangeExclusions: z.optional(z.array(dateTimeRangeSchema).check(z.maxLength(50))),
};

export const pulseRequestSchema = z.strictObject({
  project: reference,
  objectType: analyticsObjectTypeSchema,
  date: dateRangeSchema,
  /** Team IRIs: only the employees who are in one of them on the pulse's day (`date.to`). */
  teams: z.optional(referenceList),
});
export type PulseRequest = z.infer<typeof pulseRequestSchema>;

export const managersRequestSchema = z.strictObject({
  project: reference,
  employees: z.optional(referenceList),
  /** Team IRIs: the employees who were in one of them on any day of the period (with `employees`: those of them). */
  teams: z.optional(referenceList),
  products: z.optional(referenceList),
  properties: z.optional(z.array(propertyFilterSchema).check(z.maxLength(50))),
  date: dateRangeSchema,
  ...timeWindows,
});
export type ManagersRequest = z.infer<typeof managersRequestSchema>;

/**
 * The managers' filters, plus `dealsOf`: whose deal lists to send (the employee's IRI, or null for
 * the "No owner" row). Without it no row carries lists: a month of a large team is about 100,000
 * deals, and the screen shows one manager's at a time, in the deals dialog.
 */
export const leadProcessingRequestSchema = z.extend(managersRequestSchema, { dealsOf: z.optional(z.nullable(reference)) });
export type LeadProcessingRequest = z.infer<typeof leadProcessingRequestSchema>;

export const callsRequestSchema = z.strictObject({
  project: reference,
  employees: z.optional(referenceList),
  /** Team IRIs, as for the managers board. */
  teams: z.optional(referenceList),
  dataProviders: z.optional(referenceList),
  properties: z.optional(z.array(propertyFilterSchema).check(z.maxLength(50))),
  date: dateRangeSchema,
  ...timeWindows,
  durationRange: z.optional(z.nullable(durationRangeSchema)),
});
export type CallsRequest = z.infer<typeof callsRequestSchema>;

// ---- Answers -------------------------------------------------------------------------------

/**
 * Day records (spec section 3): one event each, with its instant (ISO UTC) under the spec's name —
 * `createdAt` for calls and successful calls, `billedAt` for bills, `wonAt` for won and refunds, and
 * `completedAt` for tasks (the spec names none; a task counts when it is completed) — and its amount
 * (bills, won, refunds) or duration in seconds (successful calls).
 */
const instant = z.string();
/**
 * A record with `count` stands for that many events in one local hour of the day, summed over a
 * period of several days (docs/decisions.md): its instant is that hour's start on the first day with
 * such events, `duration` (successful calls) and `amount` (bills, won, refunds) their sums.
 */
const hourSum = { count: z.optional(z.int().check(z.gte(1))) };
export const callRecordSchema = z.object({ createdAt: instant, ...hourSum });
export const successCallRecordSchema = z.object({ createdAt: instant, duration: z.number(), ...hourSum });
export const billRecordSchema = z.object({ billedAt: instant, amount: z.number(), ...hourSum });
/** Won deals and refunds alike: a refund is recorded when the deal enters the refund stage. */
export const wonRecordSchema = z.object({ wonAt: instant, amount: z.number(), ...hourSum });
export const taskRecordSchema = z.object({ completedAt: instant, ...hourSum });
export type CallRecord = z.infer<typeof callRecordSchema>;
export type SuccessCallRecord = z.infer<typeof successCallRecordSchema>;
export type BillRecord = z.infer<typeof billRecordSchema>;
export type WonRecord = z.infer<typeof wonRecordSchema>;
export type TaskRecord = z.infer<typeof taskRecordSchema>;

/** `employee` is the employee's IRI (`/api/employees/{id}`). */
const employeeRef = z.string();
/** Analytics rows may have no employee: that row is "No owner". */
const employeeOrNoOwner = z.nullable(z.string());

export const pulseCallRowSchema = z.object({
  employee: employeeRef,
  day: z.object({ calls: z.array(callRecordSchema), successCalls: z.array(successCallRecordSchema) }),
  month: z.object({ calls: z.number(), callDuration: z.number(), successCalls: z.number() }),
});
export const pulseDealRowSchema = z.object({
  employee: employeeRef,
  day: z.object({ won: z.array(wonRecordSchema), bills: z.array(billRecordSchema), refunds: z.array(wonRecordSchema) }),
  month: z.object({ billAmount: z.number(), wonAmount: z.number(), refundAmount: z.number() }),
  /** Month won amount minus month refund amount. */
  plan: z.number(),
});
export const pulseTaskRowSchema = z.object({
  employee: employeeRef,
  day: z.object({ tasks: z.array(taskRecordSchema) }),
  todayTasks: z.number(),
  overdueTasks: z.number(),
  /** As on the deal row (spec section 3 lists it for tasks too): month won amount minus month refund amount. */
  plan: z.number(),
});
export type PulseCallRow = z.infer<typeof pulseCallRowSchema>;
export type PulseDealRow = z.infer<typeof pulseDealRowSchema>;
export type PulseTaskRow = z.infer<typeof pulseTaskRowSchema>;

/** Team totals: counts and sums of the day and month (bills and won rounded, won net of refunds). */
export const pulseTotalSchema = z.object({
  day: z.record(z.string(), z.number()),
  month: z.record(z.string(), z.number()),
  todayTasks: z.optional(z.number()),
  overdueTasks: z.optional(z.number()),
  plan: z.optional(z.number()),
});
export type PulseTotal = z.infer<typeof pulseTotalSchema>;

/**
 * A team's totals row (docs/analytics.md, "Team totals"): the `total` of the employees in the team
 * on the pulse's day (`date.to`), with the team's IRI (`/api/teams/{id}`), name, and the IRIs of the
 * employees it counts (so a client can break the team down by hour as it does "All managers").
 */
export const pulseTeamTotalSchema = z.extend(pulseTotalSchema, { team: z.string(), name: z.string(), employees: z.array(z.string()) });
export type PulseTeamTotal = z.infer<typeof pulseTeamTotalSchema>;
/** One row per team, by name; empty when the project has no teams. */
const pulseTeams = z.array(pulseTeamTotalSchema);

export const pulseResponseSchema = z.discriminatedUnion('objectType', [
  z.object({ objectType: z.literal('call'), employees: z.array(pulseCallRowSchema), total: pulseTotalSchema, teams: pulseTeams }),
  z.object({ objectType: z.literal('deal'), employees: z.array(pulseDealRowSchema), total: pulseTotalSchema, teams: pulseTeams }),
  z.object({ objectType: z.literal('task'), employees: z.array(pulseTaskRowSchema), total: pulseTotalSchema, teams: pulseTeams }),
]);
export type PulseResponse = z.infer<typeof pulseResponseSchema>;

export const analyticsColumnSchema = z.object({ name: z.string(), value: z.number() });

const managersMetrics = {
  count: z.number(),
  negotiations: z.number(),
  negotiationsTotal: z.number(),
  bills: z.number(),
  billsTotal: z.number(),
  /** Percentages with two decimals; 0 when the denominator is 0. */
  billFromNegotiation: z.number(),
  lost: z.number(),
  won: z.number(),
  wonFromBill: z.number(),
  forecast: z.number(),
  staticForecast: z.number(),
  conversion: z.number(),
  columns: z.array(analyticsColumnSchema),
};
export const managersRowSchema = z.object({ employee: employeeOrNoOwner, isDistributed: z.boolean(), ...managersMetrics });
export type ManagersRow = z.infer<typeof managersRowSchema>;
/**
 * How many records of the period and filters the working-time ranges leave out (docs/decisions.md,
 * "What the working-time window hides"): what ranges of the whole day on every weekday would add.
 * Exclusions still apply; 0 when the request has no ranges.
 */
const outsideCount = z.int().check(z.gte(0));

/**
 * A team totals row's identity (docs/analytics.md, "Team totals"): the team each employee was in on
 * the period's last day; rates come from the team's sums.
 */
const teamOfRow = { team: z.string(), name: z.string() };

export const managersTeamRowSchema = z.object({ ...teamOfRow, isDistributed: z.boolean(), ...managersMetrics });
export type ManagersTeamRow = z.infer<typeof managersTeamRowSchema>;

export const managersResponseSchema = z.object({
  employees: z.array(managersRowSchema),
  total: z.object({ isDistributed: z.boolean(), ...managersMetrics }),
  /** One row per team, by name; empty when the project has no teams. */
  teams: z.array(managersTeamRowSchema),
  /** Deals created outside the working-time ranges. */
  outsideWindow: z.object({ deals: outsideCount }),
});
export type ManagersResponse = z.infer<typeof managersResponseSchema>;

/** A deal behind a lead-processing count; `time` is when it reached the manager (ISO UTC). */
export const leadDealSchema = z.object({
  externalId: z.string(),
  externalLink: z.nullable(z.string()),
  title: z.nullable(z.string()),
  time: z.string(),
});
export type LeadDeal = z.infer<typeof leadDealSchema>;

/** A processing-time bucket: deals processed within `untilTime` working seconds, won and lost. */
export const speedGroupSchema = z.object({ won: z.number(), lost: z.number(), untilTime: z.nullable(z.number()) });
export type SpeedGroup = z.infer<typeof speedGroupSchema>;

const leadProcessingMetrics = {
  processedCount: z.number(),
  participatedCount: z.number(),
  /** Working seconds; null when there is nothing to average. */
  processTimeAvg: z.nullable(z.number()),
  participateTimeAvg: z.nullable(z.number()),
};
export const leadProcessingRowSchema = z.object({
  employee: employeeOrNoOwner,
  /** Only on the row the request's `dealsOf` names; by time, then deal. */
  processedDeals: z.optional(z.array(leadDealSchema)),
  participatedDeals: z.optional(z.array(leadDealSchema)),
  ...leadProcessingMetrics,
});
export type LeadProcessingRow = z.infer<typeof leadProcessingRowSchema>;

/** A team's leads: counts summed, averages weighted by the members' counts. */
export const leadProcessingTeamRowSchema = z.object({ ...teamOfRow, ...leadProcessingMetrics });
export type LeadProcessingTeamRow = z.infer<typeof leadProcessingTeamRowSchema>;

export const leadProcessingResponseSchema = z.object({
  filters: leadProcessingRequestSchema,
  processSpeed: z.object({ groups: z.array(speedGroupSchema), goal: speedGroupSchema }),
  total: z.object({ transitionTimeAvg: z.nullable(z.number()), conversion: z.number() }),
  employees: z.array(leadProcessingRowSchema),
  /** One row per team, by name; empty when the project has no teams. */
  teams: z.array(leadProcessingTeamRowSchema),
  /** Leads (a deal reaching a manager) that reached them outside the working-time ranges. */
  outsideWindow: z.object({ leads: outsideCount }),
});
export type LeadProcessingResponse = z.infer<typeof leadProcessingResponseSchema>;

const callsMetrics = {
  callDurationActivity: z.object({ actual: z.number() }),
  callCountActivity: z.object({ actual: z.number(), success: z.number() }),
  /** success / actual in percent, two decimals. */
  pickupRate: z.number(),
  /** Share of the daily call-time target met, in percent; null when no target is set. */
  kpi: z.nullable(z.number()),
  dayCallStats: z.array(z.object({ date: z.string(), duration: z.number() })),
};
export const callsRowSchema = z.object({ employee: employeeOrNoOwner, ...callsMetrics });
export type CallsRow = z.infer<typeof callsRowSchema>;
/** A team's calls: sums, the pickup rate and kpi from them, day records summed by date. */
export const callsTeamRowSchema = z.object({ ...teamOfRow, ...callsMetrics });
export type CallsTeamRow = z.infer<typeof callsTeamRowSchema>;
export const callsResponseSchema = z.object({
  employees: z.array(callsRowSchema),
  /** One row per team, by name; empty when the project has no teams. */
  teams: z.array(callsTeamRowSchema),
  filters: callsRequestSchema,
  /** Calls started outside the working-time ranges. */
  outsideWindow: z.object({ calls: outsideCount }),
});
export type CallsResponse = z.infer<typeof callsResponseSchema>;
