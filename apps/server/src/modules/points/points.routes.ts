import { hydraCollectionSchema, idParamsSchema } from '@salespulse/contract/common';
import {
  pointBalanceListQuerySchema,
  pointContestCreateSchema,
  pointContestListQuerySchema,
  pointContestPatchSchema,
  pointContestSchema,
  pointBalanceSchema,
  pointTransactionCreateSchema,
  pointTransactionListQuerySchema,
  pointTransactionSchema,
} from '@salespulse/contract/points';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf, type AuthGuard } from '../../lib/auth-guard';
import type { PointContestsService } from './point-contests.service';
import type { PointsService } from './points.service';

export function pointsRoutes(
  { points: service, contests }: { points: PointsService; contests: PointContestsService },
  requireAuth: AuthGuard,
): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', requireAuth);
    const tags = ['Points'];
    const params = idParamsSchema;

    app.post(
      '/point_transactions',
      { schema: { tags, body: pointTransactionCreateSchema, response: { 201: pointTransactionSchema } } },
      async (request, reply) => reply.status(201).send(await service.create(authOf(request), request.body)),
    );
    app.get(
      '/projects/:id/point_transactions',
      {
        schema: {
          tags,
          params,
          querystring: pointTransactionListQuerySchema,
          response: { 200: hydraCollectionSchema(pointTransactionSchema) },
        },
      },
      (request) => service.list(authOf(request), request.params.id, request.query),
    );
    app.get(
      '/projects/:id/point_balances',
      { schema: { tags, params, querystring: pointBalanceListQuerySchema, response: { 200: hydraCollectionSchema(pointBalanceSchema) } } },
      (request) => service.balances(authOf(request), request.params.id, request.query),
    );

    app.get(
      '/projects/:id/point_contests',
      { schema: { tags, params, querystring: pointContestListQuerySchema, response: { 200: hydraCollectionSchema(pointContestSchema) } } },
      (request) => contests.list(authOf(request), request.params.id, request.query),
    );
    app.post(
      '/point_contests',
      { schema: { tags, body: pointContestCreateSchema, response: { 201: pointContestSchema } } },
      async (request, reply) => reply.status(201).send(await contests.create(authOf(request), request.body)),
    );
    app.patch(
      '/point_contests/:id',
      { schema: { tags, params, body: pointContestPatchSchema, response: { 200: pointContestSchema } } },
      (request) => contests.patch(authOf(request), request.params.id, request.body),
    );
  };
}
