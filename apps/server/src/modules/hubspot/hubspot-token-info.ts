import { z } from 'zod';
import { HubSpotApiError, readJson } from './hubspot-errors';
import { HUBSPOT_API_BASE_URL } from './hubspot-oauth';

const tokenInfoSchema = z.object({ hub_id: z.union([z.number(), z.string()]) });

/** The HubSpot account (hub id) a token belongs to, from the access-token metadata endpoint. */
export async function fetchPortalId(input: { accessToken: string; apiBaseUrl?: string; fetch?: typeof fetch }): Promise<number | string> {
  const doFetch = input.fetch ?? fetch;
  const url = `${input.apiBaseUrl ?? HUBSPOT_API_BASE_URL}/oauth/v1/access-tokens/${encodeURIComponent(input.accessToken)}`;
  const response = await doFetch(url, { headers: { accept: 'application/json' }, signal: AbortSignal.timeout(10_000) });
  const body = await readJson(response);
  if (!response.ok) throw new HubSpotApiError(`HubSpot answered ${response.status} to the token metadata request`, response.status);
  return tokenInfoSchema.parse(body).hub_id;
}
