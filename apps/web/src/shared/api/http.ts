import type { TokenPair } from '@salespulse/contract/auth';
import { hydraErrorSchema, type HydraError, type Violation } from '@salespulse/contract/common';
import { paths } from '@/shared/routes/paths';
import { decodeToken, useAuthStore } from '@/shared/stores/auth-store';

export const API_PREFIX = '/api';

export class ApiError extends Error {
  readonly status: number;
  readonly body?: HydraError;
  readonly violations: Violation[];
  readonly description?: string;

  constructor(status: number, body?: HydraError, fallbackMessage?: string) {
    const description = body?.['hydra:description'] || body?.['hydra:title'] || undefined;
    super(description ?? fallbackMessage ?? `Request failed with status ${status}`);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
    this.violations = body?.violations ?? [];
    this.description = description;
  }
}

export type RequestOptions = {
  /** false for the calls made without a session (login, registration, password reset). */
  auth?: boolean;
  /** false: a 401/403 is returned as is, without the refresh-and-retry (used by logout). */
  refresh?: boolean;
  signal?: AbortSignal;
};

type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

type AuthFailureHandler = () => void;

function redirectToLogin(): void {
  const from = `${window.location.pathname}${window.location.search}`;
  // Without the router there is no navigation state; the query keeps the path for a full reload.
  window.location.assign(`${paths.login}?from=${encodeURIComponent(from)}`);
}

let onAuthFailure: AuthFailureHandler = redirectToLogin;

/** The app replaces the full-reload fallback with a router navigation once the router exists. */
export function setAuthFailureHandler(handler: AuthFailureHandler): void {
  onAuthFailure = handler;
}

let refreshInFlight: Promise<boolean> | null = null;

async function requestNewTokens(): Promise<boolean> {
  const { refreshToken, setTokens } = useAuthStore.getState();
  if (!refreshToken) return false;
  try {
    const response = await fetch(`${API_PREFIX}/auth/refresh`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify({ refresh_token: refreshToken }),
    });
    if (!response.ok) return false;
    setTokens((await response.json()) as TokenPair);
    return true;
  } catch {
    return false;
  }
}

// Refresh tokens rotate and a reused one is rejected, so concurrent 401s must share one refresh.
function refreshTokens(): Promise<boolean> {
  refreshInFlight ??= requestNewTokens().finally(() => {
    refreshInFlight = null;
  });
  return refreshInFlight;
}

/**
 * Spec section 4: "token refreshed when expired". A token this close to its end is refreshed before
 * the call, not after the server refuses it: a call that would have failed costs no round trip, and
 * a slow answer cannot outlive its token. A minute covers clocks a little apart and slow networks.
 */
export const REFRESH_AHEAD_MS = 60_000;

/** Whether the token ends within REFRESH_AHEAD_MS (a token without a readable `exp` never does). */
function expiresSoon(token: string): boolean {
  const claims = decodeToken(token);
  if (!claims) return false;
  const { expiresAt } = useAuthStore.getState();
  // The end as this browser's clock sees it (set when the pair arrived); the claim's own otherwise.
  const end = expiresAt ?? claims.exp * 1000;
  return end - Date.now() <= REFRESH_AHEAD_MS;
}

/**
 * The token to send: the stored one, or a fresh one when it is about to expire. A failed refresh
 * here sends the old token anyway, so the 401 path below decides (one more refresh, then login).
 */
async function currentToken(): Promise<string | null> {
  const token = useAuthStore.getState().token;
  if (!token || !useAuthStore.getState().refreshToken || !expiresSoon(token)) return token;
  await refreshTokens();
  return useAuthStore.getState().token ?? token;
}

function isJson(response: Response): boolean {
  const type = response.headers.get('content-type') ?? '';
  return type.includes('application/json') || type.includes('+json');
}

async function send(method: Method, path: string, body: unknown, options: RequestOptions, token: string | null) {
  const headers: Record<string, string> = { Accept: 'application/ld+json, application/json' };
  const form = body instanceof FormData;
  // The browser writes a form's content type itself: it carries the multipart boundary.
  if (body !== undefined && !form) {
    headers['Content-Type'] = method === 'PATCH' ? 'application/merge-patch+json' : 'application/json';
  }
  if (token) headers.Authorization = `Bearer ${token}`;
  try {
    return await fetch(`${API_PREFIX}${path}`, {
      method,
      headers,
      body: form ? body : body === undefined ? undefined : JSON.stringify(body),
      signal: options.signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new Error('Network error: the server could not be reached', { cause: error });
  }
}

async function errorFrom(response: Response): Promise<ApiError> {
  const fallback = response.statusText || undefined;
  if (!isJson(response)) return new ApiError(response.status, undefined, fallback);
  try {
    const json: unknown = await response.json();
    const parsed = hydraErrorSchema.safeParse(json);
    if (parsed.success) return new ApiError(response.status, parsed.data, fallback);
    // Errors raised before our handlers (proxies, plugins) may carry a plain message instead.
    const message = json && typeof json === 'object' && 'message' in json ? json.message : undefined;
    return new ApiError(response.status, undefined, typeof message === 'string' ? message : fallback);
  } catch {
    return new ApiError(response.status, undefined, fallback);
  }
}

async function request<T>(method: Method, path: string, body: unknown, options: RequestOptions = {}): Promise<T> {
  const authenticated = options.auth !== false;
  let usedToken: string | null = null;
  if (authenticated) usedToken = options.refresh === false ? useAuthStore.getState().token : await currentToken();
  let response = await send(method, path, body, options, usedToken);

  if (authenticated && options.refresh !== false && (response.status === 401 || response.status === 403)) {
    // Another call may already have rotated the pair while this one was in flight.
    const current = useAuthStore.getState().token;
    const refreshed = current !== usedToken && current !== null ? true : await refreshTokens();
    if (!refreshed) {
      useAuthStore.getState().clear();
      onAuthFailure();
      throw await errorFrom(response);
    }
    response = await send(method, path, body, options, useAuthStore.getState().token);
  }

  if (!response.ok) throw await errorFrom(response);
  if (response.status === 204 || response.headers.get('content-length') === '0') return undefined as T;
  if (!isJson(response)) throw new Error(`Unexpected response from ${path}: not JSON`);
  return (await response.json()) as T;
}

export const http = {
  get: <T>(path: string, options?: RequestOptions) => request<T>('GET', path, undefined, options),
  post: <T>(path: string, body?: unknown, options?: RequestOptions) => request<T>('POST', path, body, options),
  /** multipart/form-data (file uploads), with the same token, refresh and retry as JSON calls. */
  postForm: <T>(path: string, form: FormData, options?: RequestOptions) => request<T>('POST', path, form, options),
  patch: <T>(path: string, body?: unknown, options?: RequestOptions) => request<T>('PATCH', path, body, options),
  put: <T>(path: string, body?: unknown, options?: RequestOptions) => request<T>('PUT', path, body, options),
  delete: <T = undefined>(path: string, options?: RequestOptions) => request<T>('DELETE', path, undefined, options),
};
