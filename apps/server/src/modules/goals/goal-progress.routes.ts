import { hydraCollectionSchema, idParamsSchema } from '@salespulse/contract/common';
import { goalProgressQuerySchema, goalProgressSchema } from '@salespulse/contract/goals';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf, type AuthGuard } from '../../lib/auth-guard';
import type { GoalProgressService } from './goal-progress.service';

export function goalProgressRoutes(service: GoalProgressService, requireAuth: AuthGuard): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', requireAuth);
    app.get(
      '/projects/:id/goal_progress',
      {
        schema: {
          tags: ['Goals'],
          params: idParamsSchema,
          querystring: goalProgressQuerySchema,
          response: { 200: hydraCollectionSchema(goalProgressSchema) },
        },
      },
      (request) => service.progress(authOf(request), request.params.id, request.query),
    );
  };
}
