import { hydraCollectionSchema, idParamsSchema } from '@salespulse/contract/common';
import {
  pointBalanceListQuerySchema,
  pointBalanceSchema,
  pointTransactionCreateSchema,
  pointTransactionListQuerySchema,
  pointTransactionSchema,
} from '@salespulse/contract/points';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf, type AuthGuard } from '../../lib/auth-guard';
import type { PointsService } from './points.service';

export function pointsRoutes(service: PointsService, requireAuth: AuthGuard): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', requireAuth);
    const tags = ['Points'];
    const params = idParamsSchema;

    app.post('/point_transactions', { schema: { tags, body: pointTransactionCreateSchema, response: { 201: pointTransactionSchema } } }, async (request, reply) =>
      reply.status(201).send(await service.create(authOf(request), request.body)),
    );
    app.get(
      '/projects/:id/point_transactions',
      { schema: { tags, params, querystring: pointTransactionListQuerySchema, response: { 200: hydraCollectionSchema(pointTransactionSchema) } } },
      (request) => service.list(authOf(request), request.params.id, request.query),
    );
    app.get(
      '/projects/:id/point_balances',
      { schema: { tags, params, querystring: pointBalanceListQuerySchema, response: { 200: hydraCollectionSchema(pointBalanceSchema) } } },
      (request) => service.balances(authOf(request), request.params.id, request.query),
    );
  };
}
