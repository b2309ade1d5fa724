import { botVerificationCodeSchema, botVerificationRequestSchema } from '@salespulse/contract/bot';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf, type AuthGuard } from '../../lib/auth-guard';
import type { BotService } from './bot.service';

export function botRoutes(service: BotService, requireAuth: AuthGuard): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/bot/verification_code',
      {
        onRequest: requireAuth,
        schema: { tags: ['Bot'], body: botVerificationRequestSchema, response: { 201: botVerificationCodeSchema } },
      },
      async (request, reply) => reply.status(201).send(await service.issueCode(authOf(request), request.body.user)),
    );
  };
}
