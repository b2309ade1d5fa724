import { idParamsSchema } from '@salespulse/contract/common';
import { WEBHOOK_SIGNATURE_HEADER } from '@salespulse/contract/data-providers';
import { ingestBatchSchema, ingestResultSchema } from '@salespulse/contract/ingestion';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { unauthorized } from '../../lib/errors';
import { registerSignedJsonBody } from '../../lib/json-body';
import type { DataProviderRow } from '../../db/schema/data-providers';
import type { DataProvidersService } from './data-providers.service';

declare module 'fastify' {
  interface FastifyRequest {
    webhookProvider?: DataProviderRow;
  }
}

/**
 * `POST /api/data_providers/{id}/events`: a batch of activity events signed with the provider's
 * secret (`X-Signature: sha256=<hex>` over the raw body). The signature is checked before anything
 * else, so unsigned input is refused (401) without being read further; a signed but invalid batch
 * is refused whole (422): nothing of it is stored.
 */
export function webhookRoutes(service: DataProvidersService, bodyLimit: number): FastifyPluginAsyncZod {
  return async (app) => {
    // Scoped to this plugin: keep the exact bytes the signature was computed over.
    registerSignedJsonBody(app, bodyLimit);

    app.post(
      '/data_providers/:id/events',
      {
        bodyLimit,
        preValidation: async (request) => {
          const { id } = request.params as { id: string };
          const header = request.headers[WEBHOOK_SIGNATURE_HEADER];
          const provider = await service.verifyWebhook(
            id,
            request.rawBody ?? Buffer.alloc(0),
            typeof header === 'string' ? header : undefined,
          );
          if (!provider) throw unauthorized('The signature does not match this data provider.');
          if (request.rawBodyProblem) throw request.rawBodyProblem;
          request.webhookProvider = provider;
        },
        schema: { tags: ['Data providers'], params: idParamsSchema, body: ingestBatchSchema, response: { 200: ingestResultSchema } },
      },
      async (request) => service.receive(request.webhookProvider!, request.body.events),
    );
  };
}
