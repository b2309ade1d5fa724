import { hydraCollectionSchema, idParamsSchema } from '@salespulse/contract/common';
import {
  changePasswordRequestSchema,
  registrationRequestSchema,
  userListQuerySchema,
  userPatchSchema,
  userSchema,
} from '@salespulse/contract/users';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf, type AuthGuard } from '../../lib/auth-guard';
import { credentialRateLimit } from '../../lib/rate-limit';
import type { UsersService } from './users.service';

export function usersRoutes(service: UsersService, requireAuth: AuthGuard, rateLimitMax: number): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/users',
      {
        config: credentialRateLimit(rateLimitMax, 'email'),
        schema: { tags: ['Users'], body: registrationRequestSchema, response: { 201: userSchema } },
      },
      async (request, reply) => reply.status(201).send(await service.register(request.body)),
    );

    app.get(
      '/users',
      {
        onRequest: requireAuth,
        schema: { tags: ['Users'], querystring: userListQuerySchema, response: { 200: hydraCollectionSchema(userSchema) } },
      },
      (request) => service.list(authOf(request), request.query),
    );

    app.get(
      '/users/:id',
      { onRequest: requireAuth, schema: { tags: ['Users'], params: idParamsSchema, response: { 200: userSchema } } },
      (request) => service.get(authOf(request), request.params.id),
    );

    app.patch(
      '/users/:id',
      {
        onRequest: requireAuth,
        schema: { tags: ['Users'], params: idParamsSchema, body: userPatchSchema, response: { 200: userSchema } },
      },
      (request) => service.patch(authOf(request), request.params.id, request.body),
    );

    app.patch(
      '/users/:id/change-password',
      {
        onRequest: requireAuth,
        schema: { tags: ['Users'], params: idParamsSchema, body: changePasswordRequestSchema, response: { 204: z.null() } },
      },
      async (request, reply) => {
        await service.changePassword(authOf(request), request.params.id, request.body);
        return reply.status(204).send(null);
      },
    );
  };
}
