import { idParamsSchema } from '@salespulse/contract/common';
import { authorizeCodeSchema, authorizeResponseSchema, dataProviderSchema } from '@salespulse/contract/data-providers';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf, type AuthGuard } from '../../lib/auth-guard';
import type { HubSpotConnectionService } from './hubspot-connection.service';

/**
 * `POST /data_providers/{id}/authorize` answers HubSpot's consent page for a popup;
 * `POST /data_providers/{id}/authorize/code` {code, state} finishes the connection and queues a sync.
 */
export function hubspotRoutes(service: HubSpotConnectionService, requireAuth: AuthGuard): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', requireAuth);
    const tags = ['Data providers'];
    const params = idParamsSchema;
    app.post('/data_providers/:id/authorize', { schema: { tags, params, response: { 200: authorizeResponseSchema } } }, (request) =>
      service.authorize(authOf(request), request.params.id),
    );
    app.post(
      '/data_providers/:id/authorize/code',
      { schema: { tags, params, body: authorizeCodeSchema, response: { 200: dataProviderSchema } } },
      (request) => service.complete(authOf(request), request.params.id, request.body),
    );
  };
}
