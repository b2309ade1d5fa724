import * as z from 'zod/mini';

export const dataProviderTypes = ['webhook', 'csv', 'hubspot', 'demo'] as const;
export const dataProviderTypeSchema = z.enum(dataProviderTypes);
export type DataProviderType = z.infer<typeof dataProviderTypeSchema>;

export const dataProviderStates = ['active', 'paused', 'error', 'pending'] as const;
export const dataProviderStateSchema = z.enum(dataProviderStates);
export type DataProviderState = z.infer<typeof dataProviderStateSchema>;

/** Where a provider's sync job is: waiting its turn (or a retry), running, failed for good, or idle. */
export const syncStatuses = ['idle', 'queued', 'running', 'failed'] as const;
export const syncStatusSchema = z.enum(syncStatuses);
export type SyncStatus = z.infer<typeof syncStatusSchema>;

/** Provider types whose data the server fetches (or generates), so they have a Sync button. */
export const syncableProviderTypes: readonly DataProviderType[] = ['hubspot', 'demo'];

const providerName = z.string().check(z.trim(), z.minLength(1, 'required field'), z.maxLength(100));

export const dataProviderSchema = z.object({
  '@id': z.string(),
  '@type': z.literal('DataProvider'),
  id: z.uuid(),
  project: z.string(),
  type: dataProviderTypeSchema,
  name: z.string(),
  state: dataProviderStateSchema,
  /** Where a webhook provider receives events. */
  webhookUrl: z.nullable(z.string()),
  lastSyncAt: z.nullable(z.string()),
  lastSuccessAt: z.nullable(z.string()),
  lastError: z.nullable(z.string()),
  syncStatus: syncStatusSchema,
  createdAt: z.string(),
});
export type DataProvider = z.infer<typeof dataProviderSchema>;

/** The creation answer of a webhook provider carries its signing secret, once. */
export const createdDataProviderSchema = z.extend(dataProviderSchema, { secret: z.optional(z.string()) });
export type CreatedDataProvider = z.infer<typeof createdDataProviderSchema>;

export const dataProviderCreateSchema = z.object({
  project: z.string().check(z.minLength(1)),
  type: dataProviderTypeSchema,
  name: providerName,
});
export type DataProviderCreate = z.infer<typeof dataProviderCreateSchema>;

export const dataProviderPatchSchema = z.partial(z.strictObject({ name: providerName, state: z.enum(['active', 'paused']) }));
export type DataProviderPatch = z.infer<typeof dataProviderPatchSchema>;

export const WEBHOOK_SIGNATURE_HEADER = 'x-signature';

/** `POST /data_providers/{id}/authorize`: where to send the user to grant access. */
export const authorizeResponseSchema = z.object({ authorizationUri: z.string() });
export type AuthorizeResponse = z.infer<typeof authorizeResponseSchema>;

/** `POST /data_providers/{id}/authorize/code`: what the OAuth callback page stored. */
export const authorizeCodeSchema = z.object({
  code: z.string().check(z.minLength(1, 'required field'), z.maxLength(2000)),
  state: z.string().check(z.minLength(1, 'required field'), z.maxLength(200)),
});
export type AuthorizeCode = z.infer<typeof authorizeCodeSchema>;
