import * as z from 'zod/mini';

// The fairness view every member has of their own place in lead distribution (docs/distribution.md).

/**
 * One distribution the caller is in, as the caller's own fairness view: their ledger, plus their
 * shares of the distribution's totals (never another employee's numbers). `share` is received /
 * all leads received in the distribution, `entitledShare` expected / all expected; both 0 while
 * the distribution has handed out nothing.
 */
export const myDistributionShareEntrySchema = z.object({
  distribution: z.object({ '@id': z.string(), name: z.string(), active: z.boolean() }),
  weight: z.int(),
  dailyCap: z.nullable(z.int()),
  expected: z.number(),
  received: z.int(),
  /** expected − received: above zero the caller is owed leads, below they got more than their share. */
  deficit: z.number(),
  today: z.int(),
  away: z.boolean(),
  awaySince: z.nullable(z.string()),
  share: z.number(),
  entitledShare: z.number(),
});
export type MyDistributionShareEntry = z.infer<typeof myDistributionShareEntrySchema>;

export const myDistributionShareSchema = z.object({
  '@id': z.string(),
  '@type': z.literal('MyDistributionShare'),
  project: z.string(),
  employee: z.string(),
  distributions: z.array(myDistributionShareEntrySchema),
  /** Sums over the caller's distributions. */
  summary: z.object({
    distributions: z.int(),
    expected: z.number(),
    received: z.int(),
    deficit: z.number(),
    today: z.int(),
    away: z.int(),
  }),
});
export type MyDistributionShare = z.infer<typeof myDistributionShareSchema>;
