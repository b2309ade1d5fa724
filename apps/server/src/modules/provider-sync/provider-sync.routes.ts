import { idParamsSchema } from '@salespulse/contract/common';
import { dataProviderSchema } from '@salespulse/contract/data-providers';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf, type AuthGuard } from '../../lib/auth-guard';
import type { ProviderSyncService } from './provider-sync.service';

/** `POST /data_providers/{id}/sync`: queues a sync (202 with the provider); 409 while one is queued or running. */
export function providerSyncRoutes(service: ProviderSyncService, requireAuth: AuthGuard): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', requireAuth);
    app.post(
      '/data_providers/:id/sync',
      { schema: { tags: ['Data providers'], params: idParamsSchema, response: { 202: dataProviderSchema } } },
      async (request, reply) => reply.status(202).send(await service.request(authOf(request), request.params.id)),
    );
  };
}
