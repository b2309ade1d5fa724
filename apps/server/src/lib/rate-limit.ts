import type { FastifyRequest } from 'fastify';
import { HttpError } from './errors';

/**
 * Route config for the credential endpoints: at most `max` calls a minute for one client address
 * and one e-mail (or refresh token). Counted after body parsing so the e-mail is known.
 */
export function credentialRateLimit(max: number, bodyKey: 'email' | 'refresh_token') {
  return {
    rateLimit: {
      max,
      timeWindow: 60_000,
      hook: 'preHandler' as const,
      keyGenerator(request: FastifyRequest): string {
        const body = request.body as Record<string, unknown> | undefined;
        const value = typeof body?.[bodyKey] === 'string' ? (body[bodyKey] as string).trim().toLowerCase() : '';
        return `${request.ip}|${value}`;
      },
      errorResponseBuilder(_request: FastifyRequest, context: { after: string }) {
        return new HttpError(429, `Too many attempts. Please try again in ${context.after}.`);
      },
    },
  };
}
