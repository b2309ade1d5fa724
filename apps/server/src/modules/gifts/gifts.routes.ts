import { hydraCollectionSchema, idParamsSchema } from '@salespulse/contract/common';
import {
  giftProductCreateSchema,
  giftProductListQuerySchema,
  giftProductPatchSchema,
  giftProductSchema,
  giftRequestCreateSchema,
  giftRequestListQuerySchema,
  giftRequestPatchSchema,
  giftRequestSchema,
} from '@salespulse/contract/gifts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf, type AuthGuard } from '../../lib/auth-guard';
import type { GiftsService } from './gifts.service';

export function giftsRoutes(service: GiftsService, requireAuth: AuthGuard): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', requireAuth);
    const params = idParamsSchema;

    {
      const tags = ['Gift products'];
      app.get(
        '/projects/:id/gift_products',
        { schema: { tags, params, querystring: giftProductListQuerySchema, response: { 200: hydraCollectionSchema(giftProductSchema) } } },
        (request) => service.listProducts(authOf(request), request.params.id, request.query),
      );
      app.post(
        '/gift_products',
        { schema: { tags, body: giftProductCreateSchema, response: { 201: giftProductSchema } } },
        async (request, reply) => reply.status(201).send(await service.createProduct(authOf(request), request.body)),
      );
      app.patch(
        '/gift_products/:id',
        { schema: { tags, params, body: giftProductPatchSchema, response: { 200: giftProductSchema } } },
        (request) => service.patchProduct(authOf(request), request.params.id, request.body),
      );
    }

    {
      const tags = ['Gift requests'];
      app.get(
        '/projects/:id/gift_requests',
        { schema: { tags, params, querystring: giftRequestListQuerySchema, response: { 200: hydraCollectionSchema(giftRequestSchema) } } },
        (request) => service.listRequests(authOf(request), request.params.id, request.query),
      );
      app.post(
        '/gift_requests',
        { schema: { tags, body: giftRequestCreateSchema, response: { 201: giftRequestSchema } } },
        async (request, reply) => reply.status(201).send(await service.createRequest(authOf(request), request.body)),
      );
      app.patch(
        '/gift_requests/:id',
        { schema: { tags, params, body: giftRequestPatchSchema, response: { 200: giftRequestSchema } } },
        (request) => service.decide(authOf(request), request.params.id, request.body),
      );
    }
  };
}
