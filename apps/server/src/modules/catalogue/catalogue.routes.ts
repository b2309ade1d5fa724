import {
  dataProviderDataSchema,
  productListQuerySchema,
  productMergeSchema,
  productPatchSchema,
  productSchema,
  productSourceCreateSchema,
  productSourceListQuerySchema,
  productSourcePatchSchema,
  productSourceSchema,
  propertyCreateSchema,
  propertyListQuerySchema,
  propertyPatchSchema,
  propertySchema,
  providerPropertyParamsSchema,
} from '@salespulse/contract/catalogue';
import { hydraCollectionSchema, idParamsSchema } from '@salespulse/contract/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import { authOf, type AuthGuard } from '../../lib/auth-guard';
import type { ProductSourcesService } from './product-sources.service';
import type { ProductsService } from './products.service';
import type { PropertiesService } from './properties.service';

type Services = { products: ProductsService; sources: ProductSourcesService; properties: PropertiesService };

export function catalogueRoutes({ products, sources, properties }: Services, requireAuth: AuthGuard): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', requireAuth);
    const params = idParamsSchema;
    const noContent = { 204: z.null() };

    {
      const tags = ['Products'];
      app.get(
        '/projects/:id/products',
        { schema: { tags, params, querystring: productListQuerySchema, response: { 200: hydraCollectionSchema(productSchema) } } },
        (request) => products.list(authOf(request), request.params.id, request.query),
      );
      app.get('/products/:id', { schema: { tags, params, response: { 200: productSchema } } }, (request) =>
        products.get(authOf(request), request.params.id),
      );
      app.patch('/products/:id', { schema: { tags, params, body: productPatchSchema, response: { 200: productSchema } } }, (request) =>
        products.patch(authOf(request), request.params.id, request.body),
      );
      app.post('/products/merge', { schema: { tags, body: productMergeSchema, response: { 200: productSchema } } }, (request) =>
        products.merge(authOf(request), request.body),
      );
    }

    {
      const tags = ['Product sources'];
      app.get(
        '/projects/:id/product_sources',
        {
          schema: {
            tags,
            params,
            querystring: productSourceListQuerySchema,
            response: { 200: hydraCollectionSchema(productSourceSchema) },
          },
        },
        (request) => sources.list(authOf(request), request.params.id, request.query),
      );
      app.post(
        '/product_sources',
        { schema: { tags, body: productSourceCreateSchema, response: { 201: productSourceSchema } } },
        async (request, reply) => reply.status(201).send(await sources.create(authOf(request), request.body)),
      );
      app.patch(
        '/product_sources/:id',
        { schema: { tags, params, body: productSourcePatchSchema, response: { 200: productSourceSchema } } },
        (request) => sources.patch(authOf(request), request.params.id, request.body),
      );
      app.delete('/product_sources/:id', { schema: { tags, params, response: noContent } }, async (request, reply) => {
        await sources.remove(authOf(request), request.params.id);
        return reply.status(204).send(null);
      });
    }

    {
      const tags = ['Properties'];
      app.get(
        '/projects/:id/properties',
        { schema: { tags, params, querystring: propertyListQuerySchema, response: { 200: hydraCollectionSchema(propertySchema) } } },
        (request) => properties.list(authOf(request), request.params.id, request.query),
      );
      app.get('/properties/:id', { schema: { tags, params, response: { 200: propertySchema } } }, (request) =>
        properties.get(authOf(request), request.params.id),
      );
      app.post('/properties', { schema: { tags, body: propertyCreateSchema, response: { 201: propertySchema } } }, async (request, reply) =>
        reply.status(201).send(await properties.create(authOf(request), request.body)),
      );
      app.patch('/properties/:id', { schema: { tags, params, body: propertyPatchSchema, response: { 200: propertySchema } } }, (request) =>
        properties.patch(authOf(request), request.params.id, request.body),
      );
      app.get(
        '/data_providers/:id/data',
        { schema: { tags: ['Data providers'], params, response: { 200: dataProviderDataSchema } } },
        (request) => properties.providerData(authOf(request), request.params.id),
      );
      app.delete(
        '/data_providers/:id/properties/:propertyId',
        { schema: { tags: ['Data providers'], params: providerPropertyParamsSchema, response: noContent } },
        async (request, reply) => {
          await properties.removeFromProvider(authOf(request), request.params.id, request.params.propertyId);
          return reply.status(204).send(null);
        },
      );
    }
  };
}
