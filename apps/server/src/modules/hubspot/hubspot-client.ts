import { setTimeout as delay } from 'node:timers/promises';
import { HubSpotApiError, HubSpotAuthError, HubSpotRateLimitError, readErrorBody, readJson } from './hubspot-errors';
import { HUBSPOT_API_BASE_URL, type HubSpotTokens } from './hubspot-oauth';

export type HubSpotClientOptions = {
  tokens: HubSpotTokens;
  /**
   * Gets a new token pair and persists it before resolving (HubSpot may hand out a new refresh token,
   * and a pair that is lost means the customer reconnects). Usually wraps `refreshAccessToken`.
   */
  refreshTokens: (current: HubSpotTokens) => Promise<HubSpotTokens>;
  baseUrl?: string;
  fetch?: typeof fetch;
  sleep?: (ms: number) => Promise<void>;
  /** Milliseconds since the epoch. */
  now?: () => number;
  /** 429s sat out per request before giving up. */
  maxRateLimitRetries?: number;
  /** 5xx answers and network failures retried per request before giving up. */
  maxServerRetries?: number;
  /** A Retry-After longer than this is not slept through: the caller reschedules instead. */
  maxRetryAfterSeconds?: number;
  timeoutMs?: number;
};

export type HubSpotRequest = { query?: Record<string, string | number | boolean | undefined>; body?: unknown };

/** One page of a CRM v3 list or search answer. */
export type HubSpotPage<T> = { results: T[]; paging?: { next?: { after: string } | null } | null };

// Refresh a minute early: a token that expires in flight fails the request and costs a round trip.
const EXPIRY_SKEW_MS = 60_000;
const BACKOFF_BASE_MS = 500;
const BACKOFF_MAX_MS = 10_000;

export function createHubSpotClient(options: HubSpotClientOptions) {
  const baseUrl = options.baseUrl ?? HUBSPOT_API_BASE_URL;
  const doFetch = options.fetch ?? fetch;
  const sleep = options.sleep ?? ((ms: number) => delay(ms));
  const now = options.now ?? Date.now;
  const maxRateLimitRetries = options.maxRateLimitRetries ?? 5;
  const maxServerRetries = options.maxServerRetries ?? 3;
  const maxRetryAfterSeconds = options.maxRetryAfterSeconds ?? 60;
  const timeoutMs = options.timeoutMs ?? 30_000;

  let tokens = options.tokens;
  let refreshing: Promise<HubSpotTokens> | null = null;

  /** One refresh at a time: concurrent requests that all see a 401 share it. */
  function refresh(): Promise<HubSpotTokens> {
    refreshing ??= options
      .refreshTokens(tokens)
      .then((next) => {
        tokens = next;
        return next;
      })
      .finally(() => {
        refreshing = null;
      });
    return refreshing;
  }

  function url(path: string, query: HubSpotRequest['query']): string {
    const target = new URL(path, baseUrl);
    for (const [key, value] of Object.entries(query ?? {})) {
      if (value !== undefined) target.searchParams.set(key, String(value));
    }
    return target.toString();
  }

  async function request(method: 'GET' | 'POST' | 'PATCH', path: string, input: HubSpotRequest = {}): Promise<unknown> {
    let refreshed = false;
    let rateLimited = 0;
    let failed = 0;
    if (tokens.expiresAt.getTime() - EXPIRY_SKEW_MS <= now()) {
      await refresh();
      refreshed = true;
    }
    for (;;) {
      const accessToken = tokens.accessToken;
      let response: Response;
      try {
        response = await doFetch(url(path, input.query), {
          method,
          headers: {
            authorization: `Bearer ${accessToken}`,
            accept: 'application/json',
            ...(input.body === undefined ? {} : { 'content-type': 'application/json' }),
          },
          body: input.body === undefined ? undefined : JSON.stringify(input.body),
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch (error) {
        // Connection resets and timeouts are as transient as a 503.
        if (failed >= maxServerRetries) throw error;
        await sleep(backoff(failed++));
        continue;
      }

      if (response.ok) return readJson(response);
      const body = await readJson(response);
      const error = readErrorBody(body);
      const message = error.message ?? `HubSpot answered ${response.status} to ${method} ${path}`;

      if (response.status === 401) {
        if (refreshed) throw new HubSpotAuthError(message, 401, error.category, error.correlationId);
        // Another request may have refreshed while this one was in flight; then just retry.
        if (tokens.accessToken === accessToken) await refresh();
        refreshed = true;
        continue;
      }
      if (response.status === 429) {
        const retryAfter = retryAfterSeconds(response.headers.get('retry-after'));
        // The daily quota resets at midnight: no point holding a sync open for it.
        const daily = error.policyName === 'DAILY';
        if (daily || rateLimited >= maxRateLimitRetries || (retryAfter ?? 0) > maxRetryAfterSeconds) {
          throw new HubSpotRateLimitError(message, retryAfter, error.category, error.correlationId);
        }
        await sleep(retryAfter !== null ? retryAfter * 1000 : backoff(rateLimited));
        rateLimited++;
        continue;
      }
      if (response.status >= 500 && failed < maxServerRetries) {
        await sleep(backoff(failed++));
        continue;
      }
      throw new HubSpotApiError(message, response.status, error.category, error.correlationId);
    }
  }

  return {
    /** The pair in use, which differs from the one given after a refresh. */
    currentTokens: (): HubSpotTokens => tokens,
    get: (path: string, query?: HubSpotRequest['query']) => request('GET', path, { query }),
    post: (path: string, body: unknown) => request('POST', path, { body }),
    patch: (path: string, body: unknown) => request('PATCH', path, { body }),
  };
}

export type HubSpotClient = ReturnType<typeof createHubSpotClient>;

/**
 * Makes `ownerId` the deal's owner. A deal deleted (or merged away) in HubSpot answers 404: that is
 * reported as such, since retrying cannot bring it back.
 */
export async function updateDealOwner(client: HubSpotClient, dealId: string, ownerId: string): Promise<void> {
  try {
    await client.patch(`/crm/v3/objects/deals/${encodeURIComponent(dealId)}`, { properties: { hubspot_owner_id: ownerId } });
  } catch (error) {
    if (error instanceof HubSpotApiError && error.status === 404) {
      throw new HubSpotApiError(`The deal ${dealId} no longer exists in HubSpot`, 404, error.category, error.correlationId);
    }
    throw error;
  }
}

/**
 * Walks CRM v3 paging: `fetchPage(after)` gets one page, and the next is asked for with
 * `paging.next.after` until there is none.
 */
export async function* pages<T>(fetchPage: (after: string | undefined) => Promise<HubSpotPage<T>>): AsyncGenerator<T[]> {
  let after: string | undefined;
  do {
    const page = await fetchPage(after);
    yield page.results;
    after = page.paging?.next?.after;
  } while (after);
}

function backoff(attempt: number): number {
  return Math.min(BACKOFF_BASE_MS * 2 ** attempt, BACKOFF_MAX_MS);
}

/** HubSpot sends whole seconds; an HTTP date is accepted too since the header allows it. */
function retryAfterSeconds(header: string | null): number | null {
  if (!header) return null;
  const seconds = Number(header);
  if (Number.isFinite(seconds) && seconds >= 0) return seconds;
  const date = Date.parse(header);
  return Number.isNaN(date) ? null : Math.max(0, Math.ceil((date - Date.now()) / 1000));
}
