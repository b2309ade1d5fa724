import { hydraCollectionSchema, idParamsSchema } from '@salespulse/contract/common';
import { goalProgressQuerySchema, goalProgressSchema } from '@salespulse/contract/goals';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf, type AuthGuard } from '../../lib/auth-guard';
import { plainJson } from '../../lib/plain-json';
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
        // A project's page is about a thousand rows: validating them on the way out cost a third of the request.
        serializerCompiler: plainJson,
      },
      (request) => service.progress(authOf(request), request.params.id, request.query),
    );
  };
}
