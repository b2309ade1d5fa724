import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startFakeHubSpot, type FakeHubSpot } from '../../../test/fake-hubspot';
import { connectedClient, NOW } from '../../../test/hubspot-sync-harness';
import { pages, updateDealOwner, type HubSpotClientOptions } from './hubspot-client';
import { HubSpotApiError, HubSpotAuthError, HubSpotRateLimitError } from './hubspot-errors';
import type { HubSpotTokens } from './hubspot-oauth';

describe('HubSpot client', () => {
  let fake: FakeHubSpot;
  let slept: number[];
  let persisted: HubSpotTokens[];

  beforeEach(async () => {
    fake = await startFakeHubSpot({
      owners: Array.from({ length: 5 }, (_, i) => ({
        id: String(i + 1),
        email: `o${i + 1}@acme.test`,
        firstName: 'O',
        lastName: String(i + 1),
      })),
    });
    slept = [];
    persisted = [];
  });
  afterEach(() => fake.close());

  const connect = (overrides: Partial<HubSpotClientOptions> = {}) => connectedClient(fake, { slept, persisted }, overrides);

  it('sends the bearer access token', async () => {
    const client = connect();
    await client.get('/crm/v3/owners', { limit: 1 });
    expect(fake.state.requests.at(-1)?.authorization).toBe(`Bearer ${client.currentTokens().accessToken}`);
  });

  it('follows paging.next.after until the last page', async () => {
    const client = connect();
    const seen: string[][] = [];
    for await (const page of pages(
      async (after) => (await client.get('/crm/v3/owners', { limit: 2, after })) as { results: { id: string }[] },
    )) {
      seen.push(page.map((owner) => owner.id));
    }
    expect(seen).toEqual([['1', '2'], ['3', '4'], ['5']]);
    expect(fake.state.requests.map((r) => r.query.get('after'))).toEqual([null, '2', '4']);
  });

  it('waits out a 429 for the Retry-After seconds, then succeeds', async () => {
    const client = connect();
    fake.rateLimitNext(2, 3);
    const answer = (await client.get('/crm/v3/owners')) as { results: unknown[] };
    expect(answer.results).toHaveLength(5);
    expect(slept).toEqual([3000, 3000]);
  });

  it('backs off without a Retry-After header', async () => {
    const client = connect();
    fake.rateLimitNext(2, null);
    await client.get('/crm/v3/owners');
    expect(slept).toEqual([500, 1000]);
  });

  it('gives up with HubSpotRateLimitError when the retries run out', async () => {
    const client = connect({ maxRateLimitRetries: 2 });
    fake.rateLimitNext(3, 1);
    const failure = client.get('/crm/v3/owners');
    await expect(failure).rejects.toBeInstanceOf(HubSpotRateLimitError);
    await expect(failure).rejects.toMatchObject({ status: 429, category: 'RATE_LIMITS', retryAfterSeconds: 1 });
    expect(slept).toHaveLength(2);
  });

  it('does not sit out the daily limit', async () => {
    const client = connect();
    fake.rateLimitNext(1, null, 'DAILY');
    await expect(client.get('/crm/v3/owners')).rejects.toBeInstanceOf(HubSpotRateLimitError);
    expect(slept).toEqual([]);
  });

  it('retries 5xx with backoff, bounded', async () => {
    const client = connect({ maxServerRetries: 2 });
    fake.failNext(2, 502);
    await expect(client.get('/crm/v3/owners')).resolves.toBeTruthy();
    expect(slept).toEqual([500, 1000]);

    fake.failNext(3, 503);
    const failure = client.get('/crm/v3/owners');
    await expect(failure).rejects.toBeInstanceOf(HubSpotApiError);
    await expect(failure).rejects.toMatchObject({ status: 503, category: 'INTERNAL_ERROR' });
  });

  it('raises HubSpotApiError with HubSpot message and category on a 4xx, without retrying', async () => {
    const client = connect();
    const failure = client.post('/crm/v3/objects/deals/search', { limit: 500 });
    await expect(failure).rejects.toMatchObject({
      name: 'HubSpotApiError',
      status: 400,
      category: 'VALIDATION_ERROR',
      message: 'limit must be at most 200',
    });
    expect(slept).toEqual([]);
  });

  it('refreshes on a 401, retries with the new token and hands the new pair to the callback', async () => {
    const client = connect();
    const before = client.currentTokens();
    fake.expireAccessTokens();
    await client.get('/crm/v3/owners');
    expect(persisted).toHaveLength(1);
    expect(persisted[0]?.accessToken).not.toBe(before.accessToken);
    expect(client.currentTokens()).toEqual(persisted[0]);
    const [rejected, refresh, retried] = fake.state.requests.slice(-3);
    expect(rejected?.authorization).toBe(`Bearer ${before.accessToken}`);
    expect(refresh?.path).toBe('/oauth/v1/token');
    expect(retried?.authorization).toBe(`Bearer ${persisted[0]?.accessToken}`);
  });

  it('refreshes before the request when the stored token has expired', async () => {
    const client = connect({ now: () => NOW + 1_800_000 });
    await client.get('/crm/v3/owners');
    expect(persisted).toHaveLength(1);
    expect(fake.state.requests.map((r) => r.path)).toEqual(['/oauth/v1/token', '/crm/v3/owners']);
  });

  it('shares one refresh between concurrent requests', async () => {
    const client = connect();
    fake.expireAccessTokens();
    await Promise.all([client.get('/crm/v3/owners'), client.get('/crm/v3/owners'), client.get('/crm/v3/owners')]);
    expect(persisted).toHaveLength(1);
  });

  it('raises HubSpotAuthError when the refresh token was revoked', async () => {
    const client = connect();
    fake.revokeRefreshToken(client.currentTokens().refreshToken);
    const failure = client.get('/crm/v3/owners');
    await expect(failure).rejects.toBeInstanceOf(HubSpotAuthError);
    await expect(failure).rejects.toMatchObject({ category: 'BAD_REFRESH_TOKEN' });
    expect(persisted).toEqual([]);
  });

  it('raises HubSpotAuthError when even a fresh token is refused, refreshing only once', async () => {
    const client = connect({ refreshTokens: async (current) => ({ ...current, accessToken: 'still-bad' }) });
    fake.expireAccessTokens();
    await expect(client.get('/crm/v3/owners')).rejects.toMatchObject({ name: 'HubSpotAuthError', status: 401 });
    expect(fake.state.requests).toHaveLength(2);
  });

  describe('deal owner update', () => {
    beforeEach(() => {
      fake.state.objects.deals = [
        {
          id: '501',
          properties: { dealname: 'Acme', hubspot_owner_id: null },
          createdAt: '2026-02-01T08:00:00.000Z',
          updatedAt: '2026-02-01T08:00:00.000Z',
        },
      ];
    });

    it('PATCHes hubspot_owner_id as JSON', async () => {
      const client = connect();
      await updateDealOwner(client, '501', '3');
      const [update] = fake.dealUpdates();
      expect(update).toMatchObject({ method: 'PATCH', path: '/crm/v3/objects/deals/501', body: { properties: { hubspot_owner_id: '3' } } });
      expect(fake.state.objects.deals?.[0]?.properties.hubspot_owner_id).toBe('3');
    });

    it('refreshes an expired token once and sends the PATCH again', async () => {
      const client = connect();
      fake.expireAccessTokens();
      await updateDealOwner(client, '501', '3');
      expect(persisted).toHaveLength(1);
      expect(fake.state.requests.map((r) => `${r.method} ${r.path}`)).toEqual([
        'PATCH /crm/v3/objects/deals/501',
        'POST /oauth/v1/token',
        'PATCH /crm/v3/objects/deals/501',
      ]);
    });

    it('says the deal is gone on a 404, without retrying', async () => {
      const client = connect();
      const failure = updateDealOwner(client, '999', '3');
      await expect(failure).rejects.toMatchObject({
        name: 'HubSpotApiError',
        status: 404,
        message: 'The deal 999 no longer exists in HubSpot',
        category: 'OBJECT_NOT_FOUND',
      });
      expect(fake.dealUpdates()).toHaveLength(1);
    });

    it('refuses an owner HubSpot does not know with a 400', async () => {
      const client = connect();
      await expect(updateDealOwner(client, '501', '77')).rejects.toMatchObject({ status: 400, category: 'VALIDATION_ERROR' });
    });
  });
});
