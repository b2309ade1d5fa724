import { hydraCollectionSchema, idParamsSchema, pageQuery } from '@salespulse/contract/common';
import {
  createdDataProviderSchema,
  dataProviderCreateSchema,
  dataProviderPatchSchema,
  dataProviderSchema,
} from '@salespulse/contract/data-providers';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import { authOf, type AuthGuard } from '../../lib/auth-guard';
import type { DataProvidersService } from './data-providers.service';

const listQuerySchema = z.object(pageQuery(30));

export function dataProvidersRoutes(service: DataProvidersService, requireAuth: AuthGuard): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', requireAuth);
    const tags = ['Data providers'];
    const params = idParamsSchema;

    app.post(
      '/data_providers',
      { schema: { tags, body: dataProviderCreateSchema, response: { 201: createdDataProviderSchema } } },
      async (request, reply) => reply.status(201).send(await service.create(authOf(request), request.body)),
    );

    app.get(
      '/projects/:id/data_providers',
      { schema: { tags, params, querystring: listQuerySchema, response: { 200: hydraCollectionSchema(dataProviderSchema) } } },
      (request) => service.list(authOf(request), request.params.id, request.query),
    );

    app.get('/data_providers/:id', { schema: { tags, params, response: { 200: dataProviderSchema } } }, (request) =>
      service.get(authOf(request), request.params.id),
    );

    app.patch(
      '/data_providers/:id',
      { schema: { tags, params, body: dataProviderPatchSchema, response: { 200: dataProviderSchema } } },
      (request) => service.patch(authOf(request), request.params.id, request.body),
    );

    app.delete('/data_providers/:id', { schema: { tags, params, response: { 204: z.null() } } }, async (request, reply) => {
      await service.remove(authOf(request), request.params.id);
      return reply.status(204).send(null);
    });
  };
}
