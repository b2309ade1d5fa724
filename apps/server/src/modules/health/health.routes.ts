import { healthSchema } from '@salespulse/contract/health';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HttpError } from '../../lib/errors';

export function healthRoutes(ping: () => Promise<void>): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/health', { schema: { tags: ['Health'], response: { 200: healthSchema } } }, async () => {
      try {
        await ping();
      } catch {
        throw new HttpError(503, 'The database does not answer.');
      }
      return { status: 'ok' as const };
    });
  };
}
