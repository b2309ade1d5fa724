import { hydraCollectionSchema, idParamsSchema } from '@salespulse/contract/common';
import {
  teamCreateSchema,
  teamListQuerySchema,
  teamMembershipListQuerySchema,
  teamMembershipSchema,
  teamPatchSchema,
  teamSchema,
} from '@salespulse/contract/teams';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf, type AuthGuard } from '../../lib/auth-guard';
import type { TeamsService } from './teams.service';

export function teamsRoutes(service: TeamsService, requireAuth: AuthGuard): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', requireAuth);
    const tags = ['Teams'];
    const params = idParamsSchema;

    app.get(
      '/projects/:id/teams',
      { schema: { tags, params, querystring: teamListQuerySchema, response: { 200: hydraCollectionSchema(teamSchema) } } },
      (request) => service.list(authOf(request), request.params.id, request.query),
    );
    app.post('/teams', { schema: { tags, body: teamCreateSchema, response: { 201: teamSchema } } }, async (request, reply) =>
      reply.status(201).send(await service.create(authOf(request), request.body)),
    );
    app.get('/teams/:id', { schema: { tags, params, response: { 200: teamSchema } } }, (request) =>
      service.get(authOf(request), request.params.id),
    );
    app.patch('/teams/:id', { schema: { tags, params, body: teamPatchSchema, response: { 200: teamSchema } } }, (request) =>
      service.patch(authOf(request), request.params.id, request.body),
    );
    app.delete('/teams/:id', { schema: { tags, params, response: { 204: z.null() } } }, async (request, reply) => {
      await service.remove(authOf(request), request.params.id);
      return reply.status(204).send(null);
    });
    app.get(
      '/teams/:id/memberships',
      {
        schema: {
          tags,
          params,
          querystring: teamMembershipListQuerySchema,
          response: { 200: hydraCollectionSchema(teamMembershipSchema) },
        },
      },
      (request) => service.memberships(authOf(request), request.params.id, request.query),
    );
  };
}
