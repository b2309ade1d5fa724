/** HubSpot answered with an error; `message` and `category` are HubSpot's own when it sent them. */
export class HubSpotApiError extends Error {
  override name = 'HubSpotApiError';

  constructor(
    message: string,
    readonly status: number,
    readonly category: string | null = null,
    readonly correlationId: string | null = null,
  ) {
    super(message);
  }
}

/**
 * The connection is unusable until someone connects HubSpot again: the refresh token is unknown or
 * revoked (app uninstalled), or a freshly refreshed access token is still refused.
 */
export class HubSpotAuthError extends HubSpotApiError {
  override name = 'HubSpotAuthError';
}

/** Rate limited past the retries we allow (or for a wait too long to sit out, such as the daily limit). */
export class HubSpotRateLimitError extends HubSpotApiError {
  override name = 'HubSpotRateLimitError';

  constructor(
    message: string,
    readonly retryAfterSeconds: number | null,
    category: string | null = null,
    correlationId: string | null = null,
  ) {
    super(message, 429, category, correlationId);
  }
}

type ErrorBody = { message?: unknown; category?: unknown; status?: unknown; correlationId?: unknown; policyName?: unknown };

/**
 * HubSpot's error bodies vary by API (`{ status: 'error', message, category, correlationId }` for the
 * CRM, `{ status: 'BAD_REFRESH_TOKEN', message }` for OAuth), so every field is optional here.
 */
export function readErrorBody(body: unknown): {
  message: string | null;
  category: string | null;
  status: string | null;
  correlationId: string | null;
  policyName: string | null;
} {
  const fields: ErrorBody = typeof body === 'object' && body !== null ? body : {};
  const text = (value: unknown) => (typeof value === 'string' && value.length > 0 ? value : null);
  return {
    message: text(fields.message),
    category: text(fields.category),
    status: text(fields.status),
    correlationId: text(fields.correlationId),
    policyName: text(fields.policyName),
  };
}

/** Reads a response body as JSON, or null when it is empty or not JSON (proxies answer HTML on 502). */
export async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}
