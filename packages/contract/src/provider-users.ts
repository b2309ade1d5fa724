import * as z from 'zod/mini';
import { pageQuery } from './common';

export const PROVIDER_USER_PAGE_SIZE = 30;

/** A person of a data provider (a CRM user) and the employee their activity counts for. */
export const providerUserSchema = z.object({
  '@id': z.string(),
  '@type': z.literal('ProviderUser'),
  id: z.uuid(),
  dataProvider: z.string(),
  externalId: z.string(),
  name: z.string(),
  email: z.nullable(z.string()),
  /** No employee: the user's activity is shown as "No owner". */
  employee: z.nullable(z.string()),
  /** Set by hand on the Mapping screen; otherwise matched by e-mail (or not at all). */
  mappedManually: z.boolean(),
  /** How much activity follows this mapping. */
  activity: z.object({ deals: z.number(), calls: z.number(), tasks: z.number() }),
});
export type ProviderUser = z.infer<typeof providerUserSchema>;

export const providerUserListQuerySchema = z.object({
  ...pageQuery(PROVIDER_USER_PAGE_SIZE),
  dataProvider: z.optional(z.string().check(z.minLength(1))),
  mapped: z.optional(z.enum(['true', 'false'])),
});
export type ProviderUserListQuery = z.infer<typeof providerUserListQuerySchema>;

/**
 * Either a mapping by hand (`employee`: an employee IRI, or null for "No owner"), or
 * `mappedManually: false`: back to automatic matching by e-mail.
 */
export const providerUserPatchSchema = z.union([
  z.strictObject({ employee: z.nullable(z.string().check(z.minLength(1))) }),
  z.strictObject({ mappedManually: z.literal(false) }),
]);
export type ProviderUserPatch = z.infer<typeof providerUserPatchSchema>;
