import * as z from 'zod/mini';
import { instantSchema as instant } from './time';
import { pageQuery } from './common';
import {
  DISTRIBUTION_DAILY_CAP_MAX,
  DISTRIBUTION_DRY_RUN_DAYS_DEFAULT,
  DISTRIBUTION_DRY_RUN_DAYS_MAX,
  DISTRIBUTION_EMPLOYEE_PAGE_SIZE,
  DISTRIBUTION_EMPLOYEES_MAX,
  DISTRIBUTION_LOG_PAGE_SIZE,
  DISTRIBUTION_PAGE_SIZE,
  DISTRIBUTION_WEIGHT_MAX,
  distributionDecisions,
  propertyOperators,
  skipReasons,
} from './distribution-values';

export * from './distribution-values';

// Automatic lead distribution (spec sections 3, 6 and 7): distributions route new unowned leads to
// their employees by weight, presets are saved employee sets, distribution employees carry the live
// ledger, logs say why each decision was taken, and the settings come from the project's settings.

export const propertyOperatorSchema = z.enum(propertyOperators);
export type PropertyOperator = z.infer<typeof propertyOperatorSchema>;

const ref = z.string().check(z.trim(), z.minLength(1, 'required field'), z.maxLength(200));
const scalar = z.union([z.string().check(z.maxLength(1000)), z.number()]);

/** A lead matches when its deal's value of the property satisfies the operator. */
export const propertyConditionSchema = z
  .object({
    /** A property IRI (`/api/properties/{id}`) or id. */
    property: ref,
    operator: propertyOperatorSchema,
    value: z.union([scalar, z.array(scalar).check(z.minLength(1), z.maxLength(100))]),
  })
  .check(
    z.superRefine((condition, ctx) => {
      const list = Array.isArray(condition.value);
      const wantsList = condition.operator === 'in' || condition.operator === 'nin';
      const wantsNumber = ['gt', 'gte', 'lt', 'lte'].includes(condition.operator);
      if (wantsList && !list)
        ctx.issues.push({ code: 'custom', path: ['value'], message: 'must be a list of values', input: condition.value });
      else if (!wantsList && list)
        ctx.issues.push({ code: 'custom', path: ['value'], message: 'must be a single value', input: condition.value });
      else if (wantsNumber && typeof condition.value !== 'number')
        ctx.issues.push({ code: 'custom', path: ['value'], message: 'must be a number', input: condition.value });
    }),
  );
export type PropertyCondition = z.infer<typeof propertyConditionSchema>;

/** An employee's place in a distribution or a preset: their share is weight / sum of weights. */
export const distributionMemberInputSchema = z.object({
  employee: ref,
  weight: z._default(
    z.int().check(z.gte(1, 'must be at least 1'), z.lte(DISTRIBUTION_WEIGHT_MAX, `must be at most ${DISTRIBUTION_WEIGHT_MAX}`)),
    1,
  ),
  /** Leads a day (in the project's time zone) at most; null: no cap. */
  dailyCap: z._default(z.nullable(z.int().check(z.gte(1, 'must be at least 1'), z.lte(DISTRIBUTION_DAILY_CAP_MAX))), null),
});
export type DistributionMemberInput = z.infer<typeof distributionMemberInputSchema>;

const uniqueEmployees = z.superRefine((list: { employee: string }[], ctx) => {
  const seen = new Set<string>();
  list.forEach((member, index) => {
    const key = member.employee.split('/').pop() ?? member.employee;
    if (seen.has(key))
      ctx.issues.push({ code: 'custom', path: [index, 'employee'], message: 'this employee is listed twice', input: member.employee });
    seen.add(key);
  });
});
const membersSchema = z.array(distributionMemberInputSchema).check(z.maxLength(DISTRIBUTION_EMPLOYEES_MAX), uniqueEmployees);

const name = z.string().check(z.trim(), z.minLength(1, 'required field'), z.maxLength(100));
const refList = z.array(ref).check(z.maxLength(200));

const distributionFields = {
  name,
  active: z.boolean(),
  /** Lower goes first when several active distributions take the same lead. */
  position: z.int().check(z.gte(0), z.lte(10_000)),
  /** Product IRIs; an empty list takes every product (or none). */
  products: refList,
  /** Data provider IRIs; an empty list takes every source. */
  dataProviders: refList,
  propertyConditions: z.array(propertyConditionSchema).check(z.maxLength(20)),
  /** Gets the lead when nobody in the distribution can; null: the lead waits with an alert. */
  fallbackEmployee: z.nullable(ref),
  employees: membersSchema,
  /** A preset IRI: its employees replace the distribution's (instead of `employees`). */
  preset: ref,
};

const notBothEmployeesAndPreset = z.superRefine((input: { employees?: unknown; preset?: unknown }, ctx) => {
  if (input.employees !== undefined && input.preset !== undefined) {
    ctx.issues.push({ code: 'custom', path: ['preset'], message: 'give either employees or a preset', input: input.preset });
  }
});

export const distributionCreateSchema = z
  .object({
    project: ref,
    name,
    active: z.optional(distributionFields.active),
    position: z.optional(distributionFields.position),
    products: z.optional(distributionFields.products),
    dataProviders: z.optional(distributionFields.dataProviders),
    propertyConditions: z.optional(distributionFields.propertyConditions),
    fallbackEmployee: z.optional(distributionFields.fallbackEmployee),
    employees: z.optional(distributionFields.employees),
    preset: z.optional(distributionFields.preset),
  })
  .check(notBothEmployeesAndPreset);
export type DistributionCreate = z.infer<typeof distributionCreateSchema>;

export const distributionPatchSchema = z.partial(z.strictObject(distributionFields)).check(notBothEmployeesAndPreset);
export type DistributionPatch = z.infer<typeof distributionPatchSchema>;

/** A draft of a distribution (the create body without `project`), for the dry run: nothing of it is saved. */
export const distributionDraftSchema = z.strictObject({
  name: z.optional(distributionFields.name),
  /** Where the draft goes among the active distributions; default: the edited one's, or 0 for a new one. */
  position: z.optional(distributionFields.position),
  products: z.optional(distributionFields.products),
  dataProviders: z.optional(distributionFields.dataProviders),
  propertyConditions: z.optional(distributionFields.propertyConditions),
  fallbackEmployee: z.optional(distributionFields.fallbackEmployee),
  employees: z.optional(distributionFields.employees),
});
export type DistributionDraft = z.infer<typeof distributionDraftSchema>;

/** Replays the last `days` of leads through a draft; read-only. */
export const distributionDryRunSchema = z.object({
  project: ref,
  days: z._default(
    z.int().check(z.gte(1, 'must be at least 1'), z.lte(DISTRIBUTION_DRY_RUN_DAYS_MAX, `must be at most ${DISTRIBUTION_DRY_RUN_DAYS_MAX}`)),
    DISTRIBUTION_DRY_RUN_DAYS_DEFAULT,
  ),
  /** The distribution being edited (its IRI or id): the draft takes its place. Absent: a new distribution. */
  distribution: z.optional(ref),
  draft: distributionDraftSchema,
});
export type DistributionDryRunInput = z.infer<typeof distributionDryRunSchema>;

export const distributionDryRunEmployeeSchema = z.object({
  employee: z.string(),
  name: z.string(),
  /** The draft's weight and cap; null weight: in the saved distribution, but not in the draft. */
  weight: z.nullable(z.int()),
  dailyCap: z.nullable(z.int()),
  /** Leads of the window this employee holds from the edited distribution now (0 for a new one). */
  currentReceived: z.int(),
  /** 0–1 of the leads the edited distribution gave its employees in the window. */
  currentShare: z.number(),
  draftReceived: z.int(),
  /** 0–1 of the leads the draft would give its employees. */
  draftShare: z.number(),
  /** draftShare − currentShare. */
  change: z.number(),
});
export type DistributionDryRunEmployee = z.infer<typeof distributionDryRunEmployeeSchema>;

export const distributionDryRunResultSchema = z.object({
  days: z.int(),
  from: z.string(),
  to: z.string(),
  /** Leads of the window replayed (all sources, whichever distribution takes them). */
  replayed: z.int(),
  /** Leads the draft takes: its conditions hold and no active distribution before it takes them. */
  leads: z.int(),
  /** Of those: given to the draft's employees, to the fallback owner, and still waiting at the end. */
  assigned: z.int(),
  fallback: z.int(),
  waiting: z.int(),
  /** Leads another active distribution takes first. */
  elsewhere: z.int(),
  /** Leads no distribution takes, the draft included. */
  unmatched: z.int(),
  /** More leads than the limit: only the latest were replayed (`from` is the first of them). */
  truncated: z.boolean(),
  employees: z.array(distributionDryRunEmployeeSchema),
  /** What the replay could not know, in sentences. */
  assumptions: z.array(z.string()),
});
export type DistributionDryRunResult = z.infer<typeof distributionDryRunResultSchema>;

/** One employee of one distribution with the live ledger: expected versus received leads. */
export const distributionEmployeeSchema = z.object({
  '@id': z.string(),
  '@type': z.literal('DistributionEmployee'),
  id: z.uuid(),
  distribution: z.string(),
  employee: z.string(),
  weight: z.int(),
  dailyCap: z.nullable(z.int()),
  /** Leads this employee's weight entitled them to, summed over every decision they were eligible for. */
  expected: z.number(),
  received: z.int(),
  /** Leads received today in the project's time zone (what the daily cap counts). */
  today: z.int(),
  away: z.boolean(),
  awaySince: z.nullable(z.string()),
  consecutiveMisses: z.int(),
});
export type DistributionEmployee = z.infer<typeof distributionEmployeeSchema>;

export const distributionSchema = z.object({
  '@id': z.string(),
  '@type': z.literal('Distribution'),
  id: z.uuid(),
  project: z.string(),
  name: z.string(),
  active: z.boolean(),
  position: z.int(),
  products: z.array(z.string()),
  dataProviders: z.array(z.string()),
  propertyConditions: z.array(propertyConditionSchema),
  fallbackEmployee: z.nullable(z.string()),
  employees: z.array(distributionEmployeeSchema),
  /** Today in the project's time zone: leads given out, and leads waiting now (postponed or alert). */
  stats: z.object({ assignedToday: z.int(), waiting: z.int(), alerts: z.int() }),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Distribution = z.infer<typeof distributionSchema>;

export const distributionListQuerySchema = z.object({
  ...pageQuery(DISTRIBUTION_PAGE_SIZE, 100),
  active: z.optional(z.enum(['true', 'false'])),
});
export type DistributionListQuery = z.infer<typeof distributionListQuerySchema>;

export const distributionPresetSchema = z.object({
  '@id': z.string(),
  '@type': z.literal('DistributionPreset'),
  id: z.uuid(),
  project: z.string(),
  name: z.string(),
  employees: z.array(z.object({ employee: z.string(), weight: z.int(), dailyCap: z.nullable(z.int()) })),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type DistributionPreset = z.infer<typeof distributionPresetSchema>;

export const distributionPresetCreateSchema = z.object({ project: ref, name, employees: membersSchema });
export type DistributionPresetCreate = z.infer<typeof distributionPresetCreateSchema>;

export const distributionPresetPatchSchema = z.partial(z.strictObject({ name, employees: membersSchema }));
export type DistributionPresetPatch = z.infer<typeof distributionPresetPatchSchema>;

export const distributionPresetListQuerySchema = z.object(pageQuery(DISTRIBUTION_PAGE_SIZE, 100));
export type DistributionPresetListQuery = z.infer<typeof distributionPresetListQuerySchema>;

/** The query of the distribution employees list; both filters take an IRI or an id. */
export const distributionEmployeeListQuerySchema = z.object({
  ...pageQuery(DISTRIBUTION_EMPLOYEE_PAGE_SIZE, DISTRIBUTION_EMPLOYEES_MAX),
  distribution: z.optional(ref),
  employee: z.optional(ref),
});
export type DistributionEmployeeListQuery = z.infer<typeof distributionEmployeeListQuerySchema>;

/**
 * What the engine did with a lead (or to an employee): assigned and reassigned go to the fairest
 * eligible employee, fallback to the fallback owner; postponed waits for someone to start work;
 * alert waits with nobody to take it; unmatched found no distribution; kept left a missed lead with
 * its assignee (nobody else could take it); skipped found the deal already owned in the CRM; away and
 * back mark an employee after misses in a row and their next processed lead; writeback_failed gave up
 * telling the CRM.
 */
export const distributionDecisionSchema = z.enum(distributionDecisions);
export type DistributionDecision = z.infer<typeof distributionDecisionSchema>;

export const skipReasonSchema = z.enum(skipReasons);
export type SkipReason = z.infer<typeof skipReasonSchema>;

/** The most eligible employees a reason lists (the chosen one and the next in line); the rest are counted. */
export const REASON_ELIGIBLE_LISTED = 10;
/** The most skipped employees a reason lists; the rest are counted by reason. */
export const REASON_SKIPPED_LISTED = 20;

export const distributionReasonSchema = z.object({
  /** A sentence for people, e.g. "largest deficit among 3 eligible employees". */
  summary: z.string(),
  /** The eligible employees in the order the rule ranks them (the chosen one first), at most REASON_ELIGIBLE_LISTED. */
  eligible: z.array(z.object({ employee: z.string(), weight: z.int(), expected: z.number(), received: z.int() })),
  /** How many were eligible in all; absent on decisions recorded before the lists were cut (then the list is whole). */
  eligibleCount: z.optional(z.int()),
  /** At most REASON_SKIPPED_LISTED skipped employees with why. */
  skipped: z.array(z.object({ employee: z.string(), reason: skipReasonSchema })),
  /** How many were skipped in all, by reason; absent when the list is whole. */
  skippedCounts: z.optional(z.partialRecord(skipReasonSchema, z.int())),
  /** Postponed and alert leads: when someone is next able to take it. */
  waitUntil: z.optional(z.nullable(z.string())),
});
export type DistributionReason = z.infer<typeof distributionReasonSchema>;

export const distributionLogSchema = z.object({
  '@id': z.string(),
  '@type': z.literal('DistributionLog'),
  id: z.uuid(),
  project: z.string(),
  distribution: z.nullable(z.string()),
  deal: z.nullable(
    z.object({
      '@id': z.string(),
      externalId: z.string(),
      title: z.nullable(z.string()),
      link: z.nullable(z.string()),
      dataProvider: z.string(),
    }),
  ),
  decision: distributionDecisionSchema,
  employee: z.nullable(z.string()),
  previousEmployee: z.nullable(z.string()),
  reason: distributionReasonSchema,
  at: z.string(),
});
export type DistributionLog = z.infer<typeof distributionLogSchema>;

/** `key[]=a&key[]=b` arrives as an array, a single `key[]=a` as a string: both become a list. */
const decisionList = z.optional(
  z.pipe(
    z.transform((value: unknown) => (Array.isArray(value) ? value : [value])),
    z.array(distributionDecisionSchema).check(z.maxLength(distributionDecisions.length)),
  ),
);

export const distributionLogListQuerySchema = z.object({
  ...pageQuery(DISTRIBUTION_LOG_PAGE_SIZE, 100),
  distribution: z.optional(ref),
  employee: z.optional(ref),
  /** A deal IRI or id. */
  deal: z.optional(ref),
  decision: z.optional(distributionDecisionSchema),
  'decision[]': decisionList,
  /** Decisions at or after this instant. */
  from: z.optional(instant),
  /** Decisions before this instant. */
  to: z.optional(instant),
});
export type DistributionLogListQuery = z.infer<typeof distributionLogListQuerySchema>;

const effectiveSetting = z.object({
  value: z.int(),
  /** True when the project has no such setting and the default applies. */
  isDefault: z.boolean(),
  /** The Setting IRI to PATCH or DELETE; null when not stored. */
  setting: z.nullable(z.string()),
});

export const distributionSettingsSchema = z.object({
  '@id': z.string(),
  '@type': z.literal('DistributionSettings'),
  project: z.string(),
  timezone: z.string(),
  distributionDelay: effectiveSetting,
  distributionPostpone: effectiveSetting,
  awayCountLimit: effectiveSetting,
});
export type DistributionSettings = z.infer<typeof distributionSettingsSchema>;
