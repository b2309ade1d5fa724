import { hydraCollectionSchema, idParamsSchema } from '@salespulse/contract/common';
import { providerUserListQuerySchema, providerUserPatchSchema, providerUserSchema } from '@salespulse/contract/provider-users';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf, type AuthGuard } from '../../lib/auth-guard';
import type { ProviderUsersService } from './provider-users.service';

export function providerUsersRoutes(service: ProviderUsersService, requireAuth: AuthGuard): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', requireAuth);
    const tags = ['Mapping'];

    app.get(
      '/projects/:id/provider_users',
      {
        schema: {
          tags,
          params: idParamsSchema,
          querystring: providerUserListQuerySchema,
          response: { 200: hydraCollectionSchema(providerUserSchema) },
        },
      },
      (request) => service.list(authOf(request), request.params.id, request.query),
    );

    app.patch(
      '/provider_users/:id',
      { schema: { tags, params: idParamsSchema, body: providerUserPatchSchema, response: { 200: providerUserSchema } } },
      (request) => service.patch(authOf(request), request.params.id, request.body),
    );
  };
}
