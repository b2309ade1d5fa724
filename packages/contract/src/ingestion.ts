import * as z from 'zod/mini';
import { instantSchema as instant } from './time';

// The one shape activity arrives in, whatever the source: the signed webhook takes batches of these
// events as they are, and every connector (CSV import, HubSpot, demo) turns its data into them, so
// one ingestion path stores everything. Ids are the provider's own ("external"); times are ISO 8601
// with an offset; `updatedAt` orders versions of one record (an older version never overwrites a
// newer one).

export const INGEST_BATCH_MAX = 1000;

const externalId = z.string().check(z.trim(), z.minLength(1), z.maxLength(200));
const optionalText = (max: number) => z.optional(z.nullable(z.string().check(z.maxLength(max))));
/** A call lasts at most a day (its duration in seconds). */
export const CALL_DURATION_MAX = 86_400;

/** What deals.amount (numeric(14,2)) holds: 12 digits before the point, 2 after. */
export const DEAL_AMOUNT_MAX = 999_999_999_999.99;
const money = z.number().check(z.gte(0, 'must not be negative'), z.lte(DEAL_AMOUNT_MAX, `must be at most ${DEAL_AMOUNT_MAX}`));

export const propertyValueSchema = z.nullable(z.union([z.string().check(z.maxLength(1000)), z.number()]));

/** A person in the provider (a CRM user); mapped to an employee by e-mail or by hand. */
export const userEventSchema = z.object({
  type: z.literal('user'),
  externalId,
  name: z.string().check(z.trim(), z.minLength(1), z.maxLength(200)),
  email: optionalText(254),
});

export const dealEventSchema = z.object({
  type: z.literal('deal'),
  externalId,
  title: optionalText(500),
  /** The provider user owning the deal; null or absent: no owner. */
  ownerExternalId: z.optional(z.nullable(externalId)),
  /** The provider's stage id; definitions say what it means (negotiation, bill, won, lost, refund). */
  stage: externalId,
  amount: z.optional(z.nullable(money)),
  /** The provider's product id or name, when the deal carries one. */
  product: optionalText(200),
  /** Custom CRM fields by the provider's field key. */
  properties: z.optional(z.record(z.string().check(z.maxLength(200)), propertyValueSchema)),
  /** A link to the deal in the CRM. */
  link: z.optional(z.nullable(z.url().check(z.maxLength(2000)))),
  createdAt: instant,
  updatedAt: instant,
});

export const callEventSchema = z.object({
  type: z.literal('call'),
  externalId,
  ownerExternalId: z.optional(z.nullable(externalId)),
  dealExternalId: z.optional(z.nullable(externalId)),
  startedAt: instant,
  durationSeconds: z.int().check(z.gte(0), z.lte(CALL_DURATION_MAX)),
  /** Whether the call was answered; without it, a call with a duration counts as answered. */
  answered: z.optional(z.nullable(z.boolean())),
  direction: z.optional(z.nullable(z.enum(['inbound', 'outbound']))),
  updatedAt: z.optional(instant),
});

export const taskEventSchema = z.object({
  type: z.literal('task'),
  externalId,
  ownerExternalId: z.optional(z.nullable(externalId)),
  dealExternalId: z.optional(z.nullable(externalId)),
  title: optionalText(500),
  dueAt: z.optional(z.nullable(instant)),
  completedAt: z.optional(z.nullable(instant)),
  createdAt: instant,
  updatedAt: instant,
});

export const activityEventSchema = z.discriminatedUnion('type', [userEventSchema, dealEventSchema, callEventSchema, taskEventSchema]);
export type ActivityEvent = z.infer<typeof activityEventSchema>;
export type UserEvent = z.infer<typeof userEventSchema>;
export type DealEvent = z.infer<typeof dealEventSchema>;
export type CallEvent = z.infer<typeof callEventSchema>;
export type TaskEvent = z.infer<typeof taskEventSchema>;

export const ingestBatchSchema = z.object({
  events: z.array(activityEventSchema).check(z.minLength(1), z.maxLength(INGEST_BATCH_MAX)),
});
export type IngestBatch = z.infer<typeof ingestBatchSchema>;

export const ingestResultSchema = z.object({
  accepted: z.int(),
  /** Events that changed nothing: re-sent, or older than what is stored. */
  unchanged: z.int(),
});
export type IngestResult = z.infer<typeof ingestResultSchema>;
