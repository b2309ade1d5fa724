import * as z from 'zod/mini';
import { manyOf, pageQuery } from './common';

// Billing: a project pays for a package (a number of managers for a period) through an order; a paid
// order becomes a subscription that runs from the end of the one before it. While a billed project
// has no running subscription, its data answers 402. A server without a payment provider bills
// nobody: its projects never expire. See docs/decisions.md, "Billing".

export const ORDER_PAGE_SIZE = 10;
/** Managers a free trial covers. */
export const TRIAL_EMPLOYEE_LIMIT = 50;
export const SUBSCRIPTION_PAGE_SIZE = 10;

export const packageSchema = z.object({
  '@id': z.string(),
  '@type': z.literal('Package'),
  id: z.uuid(),
  /** A stable key (`team-monthly`). */
  code: z.string(),
  name: z.string(),
  description: z.string(),
  /** In the currency's minor units (cents). */
  price: z.number().check(z.int()),
  /** ISO 4217, upper case. */
  currency: z.string(),
  /** How long one payment lasts: 1 (a month) or 12 (a year). */
  periodMonths: z.number().check(z.int()),
  /** Active managers the package covers. */
  employeeLimit: z.number().check(z.int()),
  /** False when this server takes no online payments (no payment provider is set up). */
  purchasable: z.boolean(),
});
export type Package = z.infer<typeof packageSchema>;

export const orderStatuses = ['new', 'pending', 'paid'] as const;
export const orderStatusSchema = z.enum(orderStatuses);
export type OrderStatus = z.infer<typeof orderStatusSchema>;

export const orderSchema = z.object({
  '@id': z.string(),
  '@type': z.literal('Order'),
  id: z.uuid(),
  project: z.string(),
  /** The package as it was ordered: name, price and period are kept even if the package changes. */
  package: z.object({
    '@id': z.string(),
    name: z.string(),
    periodMonths: z.number().check(z.int()),
    employeeLimit: z.number().check(z.int()),
  }),
  /** new: not sent to payment yet; pending: a checkout page is open; paid: a subscription exists. */
  status: orderStatusSchema,
  amount: z.number().check(z.int()),
  currency: z.string(),
  /** The payment provider's page to pay on; set while pending. */
  checkoutUrl: z.nullable(z.string()),
  createdBy: z.nullable(z.object({ '@id': z.string(), name: z.string() })),
  createdAt: z.string(),
  paidAt: z.nullable(z.string()),
});
export type Order = z.infer<typeof orderSchema>;

const reference = z.string().check(z.minLength(1, 'required field'));

export const orderCreateSchema = z.strictObject({
  /** `/api/projects/<id>` */
  project: reference,
  /** `/api/packages/<id>` */
  package: reference,
});
export type OrderCreate = z.infer<typeof orderCreateSchema>;

/** `PATCH /orders/{id}/pay` takes no fields; an empty object (or no body) is fine. */
export const orderPaySchema = z.optional(z.strictObject({}));

export const orderListQuerySchema = z.object({
  ...pageQuery(ORDER_PAGE_SIZE),
  'status[]': manyOf(orderStatusSchema),
});
export type OrderListQuery = z.infer<typeof orderListQuerySchema>;

export const subscriptionStatuses = ['active', 'upcoming', 'expired'] as const;
export type SubscriptionStatus = (typeof subscriptionStatuses)[number];

export const subscriptionSchema = z.object({
  '@id': z.string(),
  '@type': z.literal('Subscription'),
  id: z.uuid(),
  project: z.string(),
  /** A free trial has no package and no order. */
  trial: z.boolean(),
  package: z.nullable(z.object({ '@id': z.string(), name: z.string() })),
  order: z.nullable(z.string()),
  employeeLimit: z.number().check(z.int()),
  startsAt: z.string(),
  endsAt: z.string(),
  /** Relative to the time of the answer. */
  status: z.enum(subscriptionStatuses),
});
export type Subscription = z.infer<typeof subscriptionSchema>;

/** `status[]` filters by the status at the time of the answer (the plan card asks for active and upcoming). */
export const subscriptionListQuerySchema = z.object({
  ...pageQuery(SUBSCRIPTION_PAGE_SIZE),
  'status[]': manyOf(z.enum(subscriptionStatuses)),
});
export type SubscriptionListQuery = z.infer<typeof subscriptionListQuerySchema>;

export const quotaNames = ['employees'] as const;

/**
 * What a project uses of what its running subscription allows. `limit` is null when nothing limits
 * it (a server without billing, or no running subscription). Counted when asked, never stored.
 */
export const quotaUsageSchema = z.object({
  '@id': z.string(),
  '@type': z.literal('QuotaUsage'),
  quota: z.enum(quotaNames),
  used: z.number().check(z.int()),
  limit: z.nullable(z.number().check(z.int())),
});
export type QuotaUsage = z.infer<typeof quotaUsageSchema>;

/**
 * The project's billing state, as `GET /projects/{id}` carries it: `billed` false means this
 * server bills nobody; otherwise `accessUntil` is when the last subscription (or trial) ends.
 */
export const projectBillingSchema = z.object({
  billed: z.boolean(),
  accessUntil: z.nullable(z.string()),
});
export type ProjectBilling = z.infer<typeof projectBillingSchema>;
