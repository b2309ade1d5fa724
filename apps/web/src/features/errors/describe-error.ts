import { isRouteErrorResponse } from 'react-router';
import { ApiError } from '@/shared/api/http';

export type ErrorDescription =
  { kind: 'payment-required' } | { kind: 'page'; status?: number; titleKey?: string; title?: string; descriptionKey?: string };

export function errorStatus(error: unknown): number | undefined {
  if (isRouteErrorResponse(error) || error instanceof ApiError) return error.status;
  return undefined;
}

/** Maps anything thrown to what the error page shows (spec section 8). */
export function describeError(error: unknown): ErrorDescription {
  const status = errorStatus(error);
  switch (status) {
    case 402:
      return { kind: 'payment-required' };
    case 403:
      return { kind: 'page', status, titleKey: 'errors.forbidden.title', descriptionKey: 'errors.forbidden.description' };
    case 404:
      return { kind: 'page', status, titleKey: 'errors.notFound.title', descriptionKey: 'errors.notFound.description' };
    case 500:
      return { kind: 'page', status, titleKey: 'errors.server.title', descriptionKey: 'errors.server.description' };
  }
  if (isRouteErrorResponse(error)) {
    return error.statusText ? { kind: 'page', status, title: error.statusText } : { kind: 'page', status, titleKey: 'errors.generic' };
  }
  if (error instanceof Error && error.message) return { kind: 'page', status, title: error.message };
  return { kind: 'page', status, titleKey: 'errors.generic' };
}

/**
 * Whether asking again may succeed: the server failed or was busy (5xx, 408, 429), or the request
 * never got an answer (a network error). A 403 or 404 will answer the same.
 */
export function isRetryable(error: unknown): boolean {
  const status = errorStatus(error);
  if (status === undefined) return error instanceof TypeError;
  return status >= 500 || status === 408 || status === 429;
}
