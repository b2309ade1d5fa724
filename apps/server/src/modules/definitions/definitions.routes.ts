import { hydraCollectionSchema, idParamsSchema } from '@salespulse/contract/common';
import {
  definitionCreateSchema,
  definitionListQuerySchema,
  definitionPatchSchema,
  definitionSchema,
} from '@salespulse/contract/definitions';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf, type AuthGuard } from '../../lib/auth-guard';
import type { DefinitionsService } from './definitions.service';

export function definitionsRoutes(service: DefinitionsService, requireAuth: AuthGuard): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', requireAuth);
    const tags = ['Definitions'];
    const params = idParamsSchema;

    app.get(
      '/projects/:id/definitions',
      { schema: { tags, params, querystring: definitionListQuerySchema, response: { 200: hydraCollectionSchema(definitionSchema) } } },
      (request) => service.list(authOf(request), request.params.id, request.query),
    );

    app.post(
      '/definitions',
      { schema: { tags, body: definitionCreateSchema, response: { 201: definitionSchema } } },
      async (request, reply) => reply.status(201).send(await service.create(authOf(request), request.body)),
    );

    app.patch(
      '/definitions/:id',
      { schema: { tags, params, body: definitionPatchSchema, response: { 200: definitionSchema } } },
      (request) => service.patch(authOf(request), request.params.id, request.body),
    );
  };
}
