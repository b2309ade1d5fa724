import type { FastifyInstance } from 'fastify';
import { signBody } from '../src/modules/data-providers/webhook-signature';

/** Sends a batch the way a CRM integration would: raw JSON, signed with the provider's secret. */
export function postEvents(app: FastifyInstance, providerId: string, secret: string, body: unknown, options: { signature?: string } = {}) {
  const raw = typeof body === 'string' ? body : JSON.stringify(body);
  return app.inject({
    method: 'POST',
    url: `/api/data_providers/${providerId}/events`,
    headers: { 'content-type': 'application/json', 'x-signature': options.signature ?? signBody(secret, raw) },
    payload: raw,
  });
}
