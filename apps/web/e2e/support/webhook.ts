import { createHmac } from 'node:crypto';
import { expect, type APIRequestContext } from '@playwright/test';

export type WebhookProvider = { id: string; secret: string };

export async function createWebhookProvider(
  request: APIRequestContext,
  token: string,
  projectId: string,
  name = 'Office CRM',
): Promise<WebhookProvider> {
  const created = await request.post('/api/data_providers', {
    headers: { Authorization: `Bearer ${token}` },
    data: { project: `/api/projects/${projectId}`, type: 'webhook', name },
  });
  expect(created.status()).toBe(201);
  return (await created.json()) as WebhookProvider;
}

/** Says what the provider's stages mean, so deals in them count as bills and payments. */
export async function defineStages(
  request: APIRequestContext,
  token: string,
  provider: WebhookProvider,
  stages: Record<string, 'negotiation' | 'bill' | 'won' | 'lost' | 'refund'>,
) {
  for (const [stage, kind] of Object.entries(stages)) {
    const response = await request.post('/api/definitions', {
      headers: { Authorization: `Bearer ${token}` },
      data: { dataProvider: `/api/data_providers/${provider.id}`, stage, kind },
    });
    expect(response.status()).toBe(201);
  }
}

/** Sends a batch the way a CRM integration would: the raw body, signed with the provider's secret. */
export async function sendEvents(request: APIRequestContext, provider: WebhookProvider, events: unknown[]) {
  const body = JSON.stringify({ events });
  const signature = createHmac('sha256', provider.secret).update(body).digest('hex');
  const response = await request.post(`/api/data_providers/${provider.id}/events`, {
    headers: { 'content-type': 'application/json', 'x-signature': `sha256=${signature}` },
    data: body,
  });
  expect(response.status(), await response.text()).toBe(200);
}
