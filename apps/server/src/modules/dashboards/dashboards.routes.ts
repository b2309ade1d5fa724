import { hydraCollectionSchema, idParamsSchema } from '@salespulse/contract/common';
import {
  dashboardCreateSchema,
  dashboardDataRequestSchema,
  dashboardDataSchema,
  dashboardListQuerySchema,
  dashboardPatchSchema,
  dashboardSchema,
} from '@salespulse/contract/dashboards';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf, type AuthGuard } from '../../lib/auth-guard';
import { withinTimeBudget } from '../../lib/time-budget';
import type { DashboardsService } from './dashboards.service';

/** A board's data runs on the reports' time budget (lib/time-budget.ts). */
export function dashboardsRoutes(service: DashboardsService, requireAuth: AuthGuard, budgetMs: number): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', requireAuth);
    const tags = ['Dashboards'];
    const params = idParamsSchema;

    app.get(
      '/projects/:id/dashboards',
      { schema: { tags, params, querystring: dashboardListQuerySchema, response: { 200: hydraCollectionSchema(dashboardSchema) } } },
      (request) => service.list(authOf(request), request.params.id, request.query),
    );
    app.post('/dashboards', { schema: { tags, body: dashboardCreateSchema, response: { 201: dashboardSchema } } }, async (request, reply) =>
      reply.status(201).send(await service.create(authOf(request), request.body)),
    );
    app.get('/dashboards/:id', { schema: { tags, params, response: { 200: dashboardSchema } } }, (request) =>
      service.get(authOf(request), request.params.id),
    );
    app.patch('/dashboards/:id', { schema: { tags, params, body: dashboardPatchSchema, response: { 200: dashboardSchema } } }, (request) =>
      service.patch(authOf(request), request.params.id, request.body),
    );
    app.delete('/dashboards/:id', { schema: { tags, params, response: { 204: z.null() } } }, async (request, reply) => {
      await service.remove(authOf(request), request.params.id);
      return reply.status(204).send(null);
    });
    app.post(
      '/dashboards/:id/data',
      { schema: { tags, params, body: dashboardDataRequestSchema, response: { 200: dashboardDataSchema } } },
      (request) => withinTimeBudget(budgetMs, () => service.data(authOf(request), request.params.id, request.body)),
    );
  };
}
