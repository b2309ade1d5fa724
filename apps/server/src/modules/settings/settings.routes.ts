import { idParamsSchema } from '@salespulse/contract/common';
import { settingCreateSchema, settingPatchSchema, settingSchema } from '@salespulse/contract/settings';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf, type AuthGuard } from '../../lib/auth-guard';
import type { SettingsService } from './settings.service';

export function settingsRoutes(service: SettingsService, requireAuth: AuthGuard): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', requireAuth);
    const tags = ['Settings'];

    app.post('/settings', { schema: { tags, body: settingCreateSchema, response: { 201: settingSchema } } }, async (request, reply) =>
      reply.status(201).send(await service.create(authOf(request), request.body)),
    );

    app.get('/settings/:id', { schema: { tags, params: idParamsSchema, response: { 200: settingSchema } } }, (request) =>
      service.get(authOf(request), request.params.id),
    );

    app.patch(
      '/settings/:id',
      { schema: { tags, params: idParamsSchema, body: settingPatchSchema, response: { 200: settingSchema } } },
      (request) => service.patch(authOf(request), request.params.id, request.body),
    );

    app.delete('/settings/:id', { schema: { tags, params: idParamsSchema, response: { 204: z.null() } } }, async (request, reply) => {
      await service.remove(authOf(request), request.params.id);
      return reply.status(204).send(null);
    });
  };
}
