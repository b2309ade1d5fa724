import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FAKE_AUTH_CODE, FAKE_CLIENT_ID, FAKE_CLIENT_SECRET, startFakeHubSpot, type FakeHubSpot } from '../../../test/fake-hubspot';
import { HubSpotAuthError } from './hubspot-errors';
import { authorizationUrl, exchangeCode, refreshAccessToken } from './hubspot-oauth';

describe('HubSpot OAuth', () => {
  let fake: FakeHubSpot;
  beforeAll(async () => {
    fake = await startFakeHubSpot();
  });
  afterAll(() => fake.close());

  const now = () => Date.parse('2026-03-01T10:00:00Z');
  const endpoint = () => ({ clientId: FAKE_CLIENT_ID, clientSecret: FAKE_CLIENT_SECRET, apiBaseUrl: fake.url, now });

  it('builds the authorize URL with client id, redirect URI, space-separated scopes and state', () => {
    const url = new URL(
      authorizationUrl({
        clientId: 'client 1',
        redirectUri: 'https://app.example.com/hubspot/callback?x=1',
        scopes: ['oauth', 'crm.objects.deals.read'],
        state: 'csrf-state',
      }),
    );
    expect(url.origin + url.pathname).toBe('https://app.hubspot.com/oauth/authorize');
    expect(url.searchParams.get('client_id')).toBe('client 1');
    expect(url.searchParams.get('redirect_uri')).toBe('https://app.example.com/hubspot/callback?x=1');
    expect(url.searchParams.get('scope')).toBe('oauth crm.objects.deals.read');
    expect(url.search).toContain('scope=oauth%20crm.objects.deals.read');
    expect(url.searchParams.get('state')).toBe('csrf-state');
  });

  it('takes another authorize base URL', () => {
    const url = authorizationUrl({ clientId: 'c', redirectUri: 'https://r', scopes: ['oauth'], state: 's', authBaseUrl: 'http://fake' });
    expect(url.startsWith('http://fake/oauth/authorize?')).toBe(true);
  });

  it('exchanges a code for tokens with an absolute expiry, sending the documented form', async () => {
    const tokens = await exchangeCode({ ...endpoint(), code: FAKE_AUTH_CODE, redirectUri: 'https://app.example.com/cb' });
    expect(tokens.accessToken).toMatch(/^access-/);
    expect(tokens.refreshToken).toMatch(/^refresh-/);
    expect(tokens.expiresAt.toISOString()).toBe('2026-03-01T10:30:00.000Z');
    const sent = fake.state.requests.at(-1);
    expect(sent?.path).toBe('/oauth/v1/token');
    expect(sent?.body).toEqual({
      grant_type: 'authorization_code',
      code: FAKE_AUTH_CODE,
      redirect_uri: 'https://app.example.com/cb',
      client_id: FAKE_CLIENT_ID,
      client_secret: FAKE_CLIENT_SECRET,
    });
  });

  it('refreshes an access token and keeps the refresh token', async () => {
    const first = await exchangeCode({ ...endpoint(), code: FAKE_AUTH_CODE, redirectUri: 'https://r' });
    const next = await refreshAccessToken({ ...endpoint(), refreshToken: first.refreshToken });
    expect(next.accessToken).not.toBe(first.accessToken);
    expect(next.refreshToken).toBe(first.refreshToken);
    expect(fake.state.requests.at(-1)?.body).toMatchObject({ grant_type: 'refresh_token', refresh_token: first.refreshToken });
  });

  it('rejects a revoked refresh token with HubSpotAuthError carrying HubSpot status', async () => {
    const tokens = await exchangeCode({ ...endpoint(), code: FAKE_AUTH_CODE, redirectUri: 'https://r' });
    fake.revokeRefreshToken(tokens.refreshToken);
    const failure = refreshAccessToken({ ...endpoint(), refreshToken: tokens.refreshToken });
    await expect(failure).rejects.toBeInstanceOf(HubSpotAuthError);
    await expect(failure).rejects.toMatchObject({
      status: 400,
      category: 'BAD_REFRESH_TOKEN',
      message: expect.stringContaining('unknown refresh token'),
    });
  });

  it('rejects an unknown authorization code with HubSpotAuthError', async () => {
    await expect(exchangeCode({ ...endpoint(), code: 'nope', redirectUri: 'https://r' })).rejects.toMatchObject({
      name: 'HubSpotAuthError',
      category: 'BAD_AUTH_CODE',
    });
  });
});
