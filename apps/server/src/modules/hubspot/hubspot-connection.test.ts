import { and, count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FAKE_CLIENT_ID, FAKE_CLIENT_SECRET, FAKE_PORTAL_ID, startFakeHubSpot, type FakeHubSpot } from '../../../test/fake-hubspot';
import { addMember, createProject, signUp, type Actor } from '../../../test/fixtures';
import { hubspotAccount } from '../../../test/hubspot-fixtures';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { createCryptoBox } from '../../lib/crypto-box';
import { calls, deals, dealStageChanges, tasks } from '../../db/schema/activity';
import { dataProviders } from '../../db/schema/data-providers';
import { definitions } from '../../db/schema/definitions';
import { openTokens } from './hubspot-credentials';
import { until as poll } from '../../../test/until';

const TEST_SECRET = 'test-secret-test-secret-test-secret-42';

const until = (check: () => boolean | Promise<boolean>, timeoutMs = 30_000) => poll(check, timeoutMs, 100);

describe('HubSpot data provider (through the API, against a fake HubSpot)', () => {
  let t: TestApp;
  let fake: FakeHubSpot;
  let owner: Actor;
  let project: { id: string; '@id': string };

  beforeAll(async () => {
    fake = await startFakeHubSpot(hubspotAccount({ owners: 5, deals: 250, calls: 120, tasks: 60 }));
    t = await createTestApp({
      workers: true,
      jobPollIntervalSeconds: 0.5,
      syncRetryDelaySeconds: 0,
      hubspot: { clientId: FAKE_CLIENT_ID, clientSecret: FAKE_CLIENT_SECRET, apiBaseUrl: fake.url, authBaseUrl: fake.url, syncMinutes: 5 },
    });
    owner = await signUp(t, 'Olivia Owner');
    project = await createProject(t, owner);
  }, 60_000);
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  const post = (actor: Actor, url: string, payload?: object) =>
    t.app.inject({ method: 'POST', url, headers: actor.headers, ...(payload === undefined ? {} : { payload }) });
  const read = async (id: string) => (await t.db.select().from(dataProviders).where(eq(dataProviders.id, id)))[0]!;
  const settled = (id: string) => until(async () => ['idle', 'failed'].includes((await read(id)).syncStatus));
  const rows = async (table: typeof deals | typeof calls | typeof tasks, providerId: string) =>
    (await t.db.select({ value: count() }).from(table).where(eq(table.dataProviderId, providerId)))[0]!.value;

  async function createHubSpot(name = 'HubSpot') {
    const response = await post(owner, '/api/data_providers', { project: project['@id'], type: 'hubspot', name });
    expect(response.statusCode).toBe(201);
    return response.json() as { id: string; '@id': string; state: string; syncStatus: string };
  }

  /** The popup's round trip: the consent page redirects to the callback with a code and the state. */
  async function consent(authorizationUri: string): Promise<{ code: string; state: string; redirect: URL }> {
    const answer = await fetch(authorizationUri, { redirect: 'manual' });
    expect(answer.status).toBe(302);
    const redirect = new URL(answer.headers.get('location')!);
    return { code: redirect.searchParams.get('code')!, state: redirect.searchParams.get('state')!, redirect };
  }

  async function connect(providerId: string, actor = owner) {
    const authorize = await post(actor, `/api/data_providers/${providerId}/authorize`);
    expect(authorize.statusCode).toBe(200);
    const { code, state } = await consent(authorize.json().authorizationUri);
    return post(actor, `/api/data_providers/${providerId}/authorize/code`, { code, state });
  }

  it('connects through OAuth and imports owners, deals with their stages, calls and tasks, page by page', async () => {
    const rep = await addMember(t, project.id, 'REPRESENTATIVE', 'Owner Zero');
    await t.db.execute(sql`update users set email = 'owner0@acme.test' where id = ${rep.id}`);
    const provider = await createHubSpot();
    expect(provider).toMatchObject({ state: 'pending', syncStatus: 'idle' });
    // Not connected yet: nothing to sync.
    expect((await post(owner, `/api/data_providers/${provider.id}/sync`)).statusCode).toBe(409);

    const authorize = await post(owner, `/api/data_providers/${provider.id}/authorize`);
    const uri = new URL(authorize.json().authorizationUri);
    expect(uri.origin + uri.pathname).toBe(`${fake.url}/oauth/authorize`);
    expect(uri.searchParams.get('client_id')).toBe(FAKE_CLIENT_ID);
    expect(uri.searchParams.get('redirect_uri')).toBe('http://app.test/data-providers/oauth/callback');
    expect(uri.searchParams.get('scope')).toContain('crm.objects.deals.read');
    expect(uri.searchParams.get('scope')).toContain('crm.objects.deals.write');
    const { code, state, redirect } = await consent(uri.toString());
    expect(redirect.pathname).toBe('/data-providers/oauth/callback');

    const connected = await post(owner, `/api/data_providers/${provider.id}/authorize/code`, { code, state });
    expect(connected.statusCode).toBe(200);
    expect(connected.json()).toMatchObject({ id: provider.id, state: 'active', lastError: null });
    expect(['queued', 'running', 'idle']).toContain(connected.json().syncStatus);
    await settled(provider.id);

    const row = await read(provider.id);
    expect(row).toMatchObject({ syncStatus: 'idle', state: 'active', lastError: null, settings: { portalId: FAKE_PORTAL_ID } });
    expect(row.lastSuccessAt).toBeInstanceOf(Date);
    expect(row.settings).not.toHaveProperty('oauth');
    // Tokens are sealed: usable by the server, unreadable in the row.
    const tokens = openTokens(createCryptoBox(TEST_SECRET), row.credentials!);
    expect(row.credentials).not.toContain(tokens.accessToken);
    expect(JSON.stringify(connected.json())).not.toContain(tokens.accessToken);

    expect(await rows(deals, provider.id)).toBe(250);
    expect(await rows(calls, provider.id)).toBe(120);
    expect(await rows(tasks, provider.id)).toBe(60);
    // 250 deals arrive over three search pages of 100, each a fresh search from the cursor.
    expect(fake.searches('deals')).toHaveLength(3);
    expect(row.syncCursor).toMatchObject({ hubspot: { deals: { modifiedAt: '2026-02-01T08:04:09.000Z', ids: ['100249'] } } });

    const [first] = await t.db
      .select()
      .from(deals)
      .where(and(eq(deals.dataProviderId, provider.id), eq(deals.externalId, '100000')));
    expect(first).toMatchObject({ title: 'Deal 0', stage: 'appointmentscheduled', amount: 1000, employeeId: rep.employeeId });
    expect(first?.link).toBe(`${fake.url}/contacts/${FAKE_PORTAL_ID}/record/0-3/100000`);
    // The pipeline's stages with HubSpot's labels; closed won and closed lost already mean won and lost.
    const stages = await t.db.select().from(definitions).where(eq(definitions.dataProviderId, provider.id)).orderBy(definitions.position);
    expect(stages.map((d) => [d.stage, d.label, d.kind])).toEqual([
      ['appointmentscheduled', 'Appointment scheduled', null],
      ['qualifiedtobuy', 'Qualified to buy', null],
      ['contractsent', 'Contract sent', null],
      ['closedwon', 'Closed won', 'won'],
      ['closedlost', 'Closed lost', 'lost'],
    ]);
  });

  it('syncs again on request, reading only what changed since the cursor', async () => {
    const provider = await createHubSpot('Incremental');
    expect((await connect(provider.id)).statusCode).toBe(200);
    await settled(provider.id);
    const searchesBefore = fake.searches('deals').length;
    const changed = fake.state.objects.deals!.find((d) => d.id === '100002')!;
    const previousModified = changed.properties.hs_lastmodifieddate;
    changed.properties = { ...changed.properties, dealstage: 'closedwon', hs_lastmodifieddate: '2026-02-10T10:00:00.000Z' };
    try {
      const sync = await post(owner, `/api/data_providers/${provider.id}/sync`);
      expect(sync.statusCode).toBe(202);
      expect(sync.json()).toMatchObject({ syncStatus: 'queued' });
      await settled(provider.id);
      const searches = fake.searches('deals').slice(searchesBefore);
      expect(searches).toHaveLength(1);
      expect(JSON.stringify(searches[0]!.body)).toContain(String(Date.parse('2026-02-01T08:04:09.000Z')));
      const [deal] = await t.db
        .select()
        .from(deals)
        .where(and(eq(deals.dataProviderId, provider.id), eq(deals.externalId, '100002')));
      expect(deal?.stage).toBe('closedwon');
      const history = await t.db
        .select()
        .from(dealStageChanges)
        .where(eq(dealStageChanges.dealId, deal!.id))
        .orderBy(dealStageChanges.changedAt);
      expect(history.map((h) => h.stage)).toEqual(['contractsent', 'closedwon']);
    } finally {
      changed.properties = { ...changed.properties, dealstage: 'contractsent', hs_lastmodifieddate: previousModified! };
    }
  });

  it('sits out a short Retry-After and, past its retries, comes back when the rate limit ends', async () => {
    const provider = await createHubSpot('Rate limited');
    fake.rateLimitNext(1, 1);
    expect((await connect(provider.id)).statusCode).toBe(200);
    await settled(provider.id);
    expect(await read(provider.id)).toMatchObject({ syncStatus: 'idle', lastError: null });

    // Six 429s in a row: the client gives up after five, the job is queued again for after the wait.
    const limitedBefore = fake.state.requests.length;
    fake.rateLimitNext(6, 1);
    expect((await post(owner, `/api/data_providers/${provider.id}/sync`)).statusCode).toBe(202);
    await until(async () => (await read(provider.id)).lastError?.includes('rate limit') ?? false);
    expect((await read(provider.id)).syncStatus).toBe('queued');
    await until(async () => (await read(provider.id)).syncStatus === 'idle' && (await read(provider.id)).lastError === null);
    expect(fake.state.requests.length - limitedBefore).toBeGreaterThanOrEqual(7);
    expect(await rows(deals, provider.id)).toBe(250);
  });

  it('refreshes an expired access token during a sync and keeps the new pair sealed', async () => {
    const provider = await createHubSpot('Expiring');
    expect((await connect(provider.id)).statusCode).toBe(200);
    await settled(provider.id);
    const box = createCryptoBox(TEST_SECRET);
    const before = openTokens(box, (await read(provider.id)).credentials!);
    fake.expireAccessTokens();
    expect((await post(owner, `/api/data_providers/${provider.id}/sync`)).statusCode).toBe(202);
    await settled(provider.id);
    const row = await read(provider.id);
    expect(row).toMatchObject({ syncStatus: 'idle', lastError: null, state: 'active' });
    const after = openTokens(box, row.credentials!);
    expect(after.accessToken).not.toBe(before.accessToken);
    expect(after.refreshToken).toBe(before.refreshToken);
    expect(fake.state.requests.at(-1)?.authorization).toBe(`Bearer ${after.accessToken}`);
  });

  it('stops without retrying when the connection is revoked, and connects again', async () => {
    const provider = await createHubSpot('Revoked');
    expect((await connect(provider.id)).statusCode).toBe(200);
    await settled(provider.id);
    const tokens = openTokens(createCryptoBox(TEST_SECRET), (await read(provider.id)).credentials!);
    const dealsBefore = await rows(deals, provider.id);
    fake.revokeRefreshToken(tokens.refreshToken);
    const tokenCalls = () => fake.state.requests.filter((r) => r.path === '/oauth/v1/token').length;
    const refreshesBefore = tokenCalls();
    expect((await post(owner, `/api/data_providers/${provider.id}/sync`)).statusCode).toBe(202);
    await settled(provider.id);
    const row = await read(provider.id);
    expect(row).toMatchObject({ syncStatus: 'failed', state: 'error', credentials: null });
    expect(row.lastError).toContain('Connect HubSpot again');
    expect(tokenCalls() - refreshesBefore).toBe(1);
    // What was imported stays; a sync now needs a new connection.
    expect(await rows(deals, provider.id)).toBe(dealsBefore);
    const refused = await post(owner, `/api/data_providers/${provider.id}/sync`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()['hydra:description']).toBe('Connect the data provider first.');

    expect((await connect(provider.id)).statusCode).toBe(200);
    await settled(provider.id);
    expect(await read(provider.id)).toMatchObject({ syncStatus: 'idle', state: 'active', lastError: null });
  });

  it('accepts a code only with the state issued to this user for this provider, unexpired', async () => {
    const provider = await createHubSpot('Guarded');
    const other = await createHubSpot('Other');
    const admin = await addMember(t, project.id, 'ADMIN', 'Adam Admin');
    const authorize = await post(owner, `/api/data_providers/${provider.id}/authorize`);
    const { code, state } = await consent(authorize.json().authorizationUri);
    const codeFor = (actor: Actor, id: string, body: object) => post(actor, `/api/data_providers/${id}/authorize/code`, body);

    const wrong = await codeFor(owner, provider.id, { code, state: 'forged-state' });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().violations).toEqual([{ propertyPath: 'state', message: expect.stringContaining('connect again') }]);
    expect((await codeFor(admin, provider.id, { code, state })).statusCode).toBe(422);
    expect((await codeFor(owner, other.id, { code, state })).statusCode).toBe(422);
    expect((await codeFor(owner, provider.id, { state })).statusCode).toBe(422);
    const refusedCode = await codeFor(owner, provider.id, { code: 'not-the-code', state });
    expect(refusedCode.statusCode).toBe(422);
    expect(refusedCode.json().violations[0].propertyPath).toBe('code');

    await t.db
      .update(dataProviders)
      .set({ settings: sql`jsonb_set(${dataProviders.settings}, '{oauth,expiresAt}', '"2000-01-01T00:00:00.000Z"')` })
      .where(eq(dataProviders.id, provider.id));
    expect((await codeFor(owner, provider.id, { code, state })).statusCode).toBe(422);
    expect((await read(provider.id)).credentials).toBeNull();

    const again = await post(owner, `/api/data_providers/${provider.id}/authorize`);
    const fresh = await consent(again.json().authorizationUri);
    expect((await codeFor(owner, provider.id, fresh)).statusCode).toBe(200);
    // Used once: the same state does not connect twice.
    expect((await codeFor(owner, provider.id, fresh)).statusCode).toBe(422);
    await settled(provider.id);

    const webhook = (await post(owner, '/api/data_providers', { project: project['@id'], type: 'webhook', name: 'Hook' })).json();
    expect((await post(owner, `/api/data_providers/${webhook.id}/authorize`)).statusCode).toBe(422);
  });

  it('keeps another project out and representatives away', async () => {
    const provider = await createHubSpot('Private');
    const rep = await addMember(t, project.id, 'REPRESENTATIVE');
    const outsider = await signUp(t);
    await createProject(t, outsider, 'Theirs');
    for (const url of [`/api/data_providers/${provider.id}/authorize`, `/api/data_providers/${provider.id}/authorize/code`]) {
      const body = url.endsWith('code') ? { code: 'c', state: 's' } : undefined;
      expect((await post(rep, url, body)).statusCode).toBe(403);
      expect((await post(outsider, url, body)).statusCode).toBe(404);
    }
    expect((await read(provider.id)).settings).toEqual({});
  });
});
