import type { Violation } from '@salespulse/contract/common';

const titles: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  402: 'Payment Required',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  409: 'Conflict',
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
  422: 'Unprocessable Entity',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
};

export function statusTitle(status: number): string {
  return titles[status] ?? (status >= 500 ? 'Internal Server Error' : 'Error');
}

/** An expected failure with a status the client can act on; anything else is a 500. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly violations?: Violation[],
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const badRequest = (message = 'The request is malformed.') => new HttpError(400, message);
export const unauthorized = (message = 'Authentication is required.') => new HttpError(401, message);
export const forbidden = (message = 'Permission denied') => new HttpError(403, message);
export const notFound = (message = 'Not found.') => new HttpError(404, message);
export const conflict = (message: string) => new HttpError(409, message);

export function unprocessable(violations: Violation[]): HttpError {
  const description = violations.map((v) => `${v.propertyPath}: ${v.message}`).join('\n');
  return new HttpError(422, description, violations);
}
