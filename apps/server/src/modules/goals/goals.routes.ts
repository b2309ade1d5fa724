import { hydraCollectionSchema, idParamsSchema } from '@salespulse/contract/common';
import { goalCopySchema, goalCreateSchema, goalListQuerySchema, goalPatchSchema, goalSchema } from '@salespulse/contract/goals';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf, type AuthGuard } from '../../lib/auth-guard';
import type { GoalsService } from './goals.service';

export function goalsRoutes(service: GoalsService, requireAuth: AuthGuard): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', requireAuth);
    const tags = ['Goals'];
    const params = idParamsSchema;

    app.get(
      '/projects/:id/goals',
      { schema: { tags, params, querystring: goalListQuerySchema, response: { 200: hydraCollectionSchema(goalSchema) } } },
      (request) => service.list(authOf(request), request.params.id, request.query),
    );
    app.post('/goals', { schema: { tags, body: goalCreateSchema, response: { 201: goalSchema } } }, async (request, reply) =>
      reply.status(201).send(await service.create(authOf(request), request.body)),
    );
    app.get('/goals/:id', { schema: { tags, params, response: { 200: goalSchema } } }, (request) =>
      service.get(authOf(request), request.params.id),
    );
    app.patch('/goals/:id', { schema: { tags, params, body: goalPatchSchema, response: { 200: goalSchema } } }, (request) =>
      service.patch(authOf(request), request.params.id, request.body),
    );
    app.delete('/goals/:id', { schema: { tags, params, response: { 204: z.null() } } }, async (request, reply) => {
      await service.remove(authOf(request), request.params.id);
      return reply.status(204).send(null);
    });
    app.post(
      '/goals/:id/copy_next',
      { schema: { tags, params, body: goalCopySchema, response: { 201: goalSchema } } },
      async (request, reply) => reply.status(201).send(await service.copyNext(authOf(request), request.params.id)),
    );
  };
}
