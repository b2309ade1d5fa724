import { loginRequestSchema, refreshRequestSchema, tokenPairSchema } from '@salespulse/contract/auth';
import { resetPasswordRequestSchema, resetPasswordSchema } from '@salespulse/contract/users';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { credentialRateLimit } from '../../lib/rate-limit';
import type { AuthService } from './auth.service';

export function authRoutes(service: AuthService, rateLimitMax: number): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/auth/login',
      {
        config: credentialRateLimit(rateLimitMax, 'email'),
        schema: { tags: ['Auth'], body: loginRequestSchema, response: { 200: tokenPairSchema } },
      },
      (request) => service.login(request.body),
    );

    app.post(
      '/auth/refresh',
      {
        config: credentialRateLimit(rateLimitMax, 'refresh_token'),
        schema: { tags: ['Auth'], body: refreshRequestSchema, response: { 200: tokenPairSchema } },
      },
      (request) => service.refresh(request.body.refresh_token),
    );

    app.post(
      '/auth/logout',
      { schema: { tags: ['Auth'], body: refreshRequestSchema, response: { 204: z.null() } } },
      async (request, reply) => {
        await service.logout(request.body.refresh_token);
        return reply.status(204).send(null);
      },
    );

    app.post(
      '/users/reset-password',
      {
        config: credentialRateLimit(rateLimitMax, 'email'),
        schema: { tags: ['Users'], body: resetPasswordRequestSchema, response: { 202: z.object({}) } },
      },
      async (request, reply) => {
        await service.requestPasswordReset(request.body.email);
        return reply.status(202).send({});
      },
    );

    app.patch(
      '/users/reset-password',
      {
        config: credentialRateLimit(rateLimitMax, 'email'),
        schema: { tags: ['Users'], body: resetPasswordSchema, response: { 204: z.null() } },
      },
      async (request, reply) => {
        await service.resetPassword(request.body);
        return reply.status(204).send(null);
      },
    );
  };
}
