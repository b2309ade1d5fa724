import { hydraCollectionSchema, idParamsSchema } from '@salespulse/contract/common';
import {
  acceptedInvitationSchema,
  invitationCreateSchema,
  invitationListQuerySchema,
  invitationPatchSchema,
  invitationSchema,
} from '@salespulse/contract/invitations';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf, type AuthGuard } from '../../lib/auth-guard';
import type { InvitationsService } from './invitations.service';

export function invitationsRoutes(service: InvitationsService, requireAuth: AuthGuard): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', requireAuth);
    const tags = ['Invitations'];
    const params = idParamsSchema;

    app.post(
      '/invitations',
      { schema: { tags, body: invitationCreateSchema, response: { 201: invitationSchema } } },
      async (request, reply) => reply.status(201).send(await service.create(authOf(request), request.body)),
    );

    app.get(
      '/projects/:id/invitations',
      { schema: { tags, params, querystring: invitationListQuerySchema, response: { 200: hydraCollectionSchema(invitationSchema) } } },
      (request) => service.list(authOf(request), request.params.id, request.query),
    );

    app.get('/invitations/:id', { schema: { tags, params, response: { 200: invitationSchema } } }, (request) =>
      service.get(authOf(request), request.params.id),
    );

    app.patch(
      '/invitations/:id',
      { schema: { tags, params, body: invitationPatchSchema, response: { 200: invitationSchema } } },
      (request) => service.patchRole(authOf(request), request.params.id, request.body.role),
    );

    app.patch('/invitations/:id/accept', { schema: { tags, params, response: { 200: acceptedInvitationSchema } } }, (request) =>
      service.accept(authOf(request), request.params.id),
    );

    app.patch('/invitations/:id/resend', { schema: { tags, params, response: { 200: invitationSchema } } }, (request) =>
      service.resend(authOf(request), request.params.id),
    );

    app.delete('/invitations/:id', { schema: { tags, params, response: { 204: z.null() } } }, async (request, reply) => {
      await service.revoke(authOf(request), request.params.id);
      return reply.status(204).send(null);
    });
  };
}
