import { z } from 'zod';
import { HubSpotApiError, HubSpotAuthError, readErrorBody, readJson } from './hubspot-errors';

export const HUBSPOT_AUTH_BASE_URL = 'https://app.hubspot.com';
export const HUBSPOT_API_BASE_URL = 'https://api.hubapi.com';

/**
 * What the sync reads, and what the owner write-back changes (deals). Calls and tasks are
 * engagements, which HubSpot guards with the contacts scope; `oauth` is required of every app.
 */
export const HUBSPOT_SYNC_SCOPES = [
  'oauth',
  'crm.objects.owners.read',
  'crm.objects.deals.read',
  'crm.objects.deals.write',
  'crm.objects.contacts.read',
];

/** `expiresAt` is absolute, so a stored pair can be judged without knowing when it was issued. */
export type HubSpotTokens = { accessToken: string; refreshToken: string; expiresAt: Date };

type TokenEndpoint = {
  clientId: string;
  clientSecret: string;
  apiBaseUrl?: string;
  fetch?: typeof fetch;
  /** Milliseconds since the epoch; injected so tests control expiry. */
  now?: () => number;
};

const tokenResponseSchema = z.object({
  access_token: z.string().min(1),
  // HubSpot answers a refresh with the same refresh token; it is optional here in case it stops.
  refresh_token: z.string().min(1).optional(),
  expires_in: z.number().int().positive(),
});

/** The page HubSpot shows the installing user; it comes back to `redirectUri` with `code` and `state`. */
export function authorizationUrl(input: {
  clientId: string;
  redirectUri: string;
  scopes: readonly string[];
  state: string;
  optionalScopes?: readonly string[];
  authBaseUrl?: string;
}): string {
  const params: [string, string][] = [
    ['client_id', input.clientId],
    ['redirect_uri', input.redirectUri],
    ['scope', input.scopes.join(' ')],
    ['state', input.state],
  ];
  if (input.optionalScopes?.length) params.push(['optional_scope', input.optionalScopes.join(' ')]);
  // encodeURIComponent, not URLSearchParams: HubSpot's examples encode the scope separator as %20, not +.
  const query = params.map(([key, value]) => `${key}=${encodeURIComponent(value)}`).join('&');
  return `${input.authBaseUrl ?? HUBSPOT_AUTH_BASE_URL}/oauth/authorize?${query}`;
}

export async function exchangeCode(input: TokenEndpoint & { code: string; redirectUri: string }): Promise<HubSpotTokens> {
  const tokens = await requestTokens(input, { grant_type: 'authorization_code', code: input.code, redirect_uri: input.redirectUri });
  if (!tokens.refreshToken) throw new HubSpotApiError('HubSpot issued no refresh token for the authorization code', 200);
  return { ...tokens, refreshToken: tokens.refreshToken };
}

/** Throws HubSpotAuthError when HubSpot no longer knows the refresh token (revoked, app uninstalled). */
export async function refreshAccessToken(input: TokenEndpoint & { refreshToken: string; redirectUri?: string }): Promise<HubSpotTokens> {
  const fields: Record<string, string> = { grant_type: 'refresh_token', refresh_token: input.refreshToken };
  if (input.redirectUri) fields.redirect_uri = input.redirectUri;
  const tokens = await requestTokens(input, fields);
  return { ...tokens, refreshToken: tokens.refreshToken ?? input.refreshToken };
}

async function requestTokens(
  endpoint: TokenEndpoint,
  fields: Record<string, string>,
): Promise<Omit<HubSpotTokens, 'refreshToken'> & { refreshToken: string | undefined }> {
  const doFetch = endpoint.fetch ?? fetch;
  const now = endpoint.now ?? Date.now;
  const body = new URLSearchParams({ ...fields, client_id: endpoint.clientId, client_secret: endpoint.clientSecret });
  const requestedAt = now();
  const response = await doFetch(`${endpoint.apiBaseUrl ?? HUBSPOT_API_BASE_URL}/oauth/v1/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded;charset=utf-8', accept: 'application/json' },
    body,
  });
  const json = await readJson(response);
  if (!response.ok) {
    const error = readErrorBody(json);
    const message = `HubSpot token request failed: ${error.message ?? response.statusText}`;
    // 400/401 mean the code or refresh token (or the app's credentials) are refused: retrying cannot help.
    if (response.status === 400 || response.status === 401) {
      throw new HubSpotAuthError(message, response.status, error.status ?? error.category, error.correlationId);
    }
    throw new HubSpotApiError(message, response.status, error.category ?? error.status, error.correlationId);
  }
  const parsed = tokenResponseSchema.safeParse(json);
  if (!parsed.success) throw new HubSpotApiError('HubSpot answered the token request with an unexpected shape', response.status);
  return {
    accessToken: parsed.data.access_token,
    refreshToken: parsed.data.refresh_token,
    // Counted from when we asked, so network time makes us refresh early rather than late.
    expiresAt: new Date(requestedAt + parsed.data.expires_in * 1000),
  };
}
