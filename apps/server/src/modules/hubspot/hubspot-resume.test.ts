import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FAKE_CLIENT_ID, FAKE_CLIENT_SECRET, startFakeHubSpot, type FakeHubSpot } from '../../../test/fake-hubspot';
import { createProject, signUp, type Actor } from '../../../test/fixtures';
import { hubspotAccount } from '../../../test/hubspot-fixtures';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { createCryptoBox } from '../../lib/crypto-box';
import { bossDatabaseOf } from '../../lib/jobs/boss-database';
import { createJobQueue, type JobQueue } from '../../lib/jobs/job-queue';
import { calls, deals, dealStageChanges, providerUsers, tasks } from '../../db/schema/activity';
import { createIngestionService, type IngestionService } from '../activity';
import { dataProviders } from '../../db/schema/data-providers';
import { createProjectAccess } from '../../access/project-access';
import { createProviderSyncRepository } from '../provider-sync/provider-sync.repository';
import { createProviderSyncService, registerSyncJobs } from '../provider-sync';
import { createHubSpotConnector } from './hubspot-connector';
import { sealTokens } from './hubspot-credentials';
import { createHubSpotRepository } from './hubspot.repository';
import { until as poll } from '../../../test/until';

const TEST_SECRET = 'test-secret-test-secret-test-secret-42';
const silent = { info: () => undefined, warn: () => undefined, error: () => undefined };

const until = (check: () => boolean | Promise<boolean>, timeoutMs = 30_000) => poll(check, timeoutMs, 100);

describe('HubSpot sync killed mid-run', () => {
  let t: TestApp;
  let fake: FakeHubSpot;
  let owner: Actor;
  let project: { id: string; '@id': string };
  const queues: JobQueue[] = [];

  beforeAll(async () => {
    fake = await startFakeHubSpot(hubspotAccount({ owners: 3, deals: 230, calls: 90, tasks: 40 }));
    // The app itself has no HubSpot app configured, and runs no jobs: the workers below are the test's.
    t = await createTestApp();
    owner = await signUp(t, 'Olivia Owner');
    project = await createProject(t, owner);
  }, 60_000);
  afterAll(async () => {
    for (const queue of queues) await queue.stop();
    await t.close();
    await fake.close();
  });

  /** A process with sync workers, whose ingestion can be made to die. */
  async function process(ingestion: Pick<IngestionService, 'ingest'>) {
    const jobs = createJobQueue({
      database: bossDatabaseOf(t.database),
      log: silent,
      workers: true,
      pollingIntervalSeconds: 0.5,
      stopTimeoutMs: 1000,
    });
    queues.push(jobs);
    const hubspot = createHubSpotConnector({
      repository: createHubSpotRepository(t.db),
      box: createCryptoBox(TEST_SECRET),
      config: { clientId: FAKE_CLIENT_ID, clientSecret: FAKE_CLIENT_SECRET, apiBaseUrl: fake.url, authBaseUrl: fake.url },
      log: silent,
      sleep: async () => undefined,
    });
    const service = createProviderSyncService({
      repository: createProviderSyncRepository(t.db),
      access: createProjectAccess(t.db),
      ingestion,
      jobs,
      connectors: { hubspot },
      periodic: [],
      publicUrl: 'http://app.test',
      log: silent,
    });
    registerSyncJobs(jobs, service, { retryDelaySeconds: 0 });
    await jobs.start();
    return { jobs, service };
  }

  async function connectedProvider(name: string) {
    const created = (
      await t.app.inject({
        method: 'POST',
        url: '/api/data_providers',
        headers: owner.headers,
        payload: { project: project['@id'], type: 'hubspot', name },
      })
    ).json();
    const issued = fake.issueTokens();
    const credentials = sealTokens(createCryptoBox(TEST_SECRET), {
      accessToken: issued.access_token,
      refreshToken: issued.refresh_token,
      expiresAt: new Date(Date.now() + 1_800_000),
    });
    await t.db.update(dataProviders).set({ credentials, state: 'active' }).where(eq(dataProviders.id, created.id));
    return created as { id: string };
  }

  const read = async (id: string) => (await t.db.select().from(dataProviders).where(eq(dataProviders.id, id)))[0]!;

  /** What a provider holds, keyed by HubSpot's ids: comparable across providers. */
  async function snapshot(providerId: string) {
    const dealRows = await t.db.select().from(deals).where(eq(deals.dataProviderId, providerId)).orderBy(asc(deals.externalId));
    const history = await t.db
      .select({ externalId: deals.externalId, stage: dealStageChanges.stage, changedAt: dealStageChanges.changedAt })
      .from(dealStageChanges)
      .innerJoin(deals, eq(deals.id, dealStageChanges.dealId))
      .where(eq(deals.dataProviderId, providerId))
      .orderBy(asc(deals.externalId), asc(dealStageChanges.changedAt));
    const callRows = await t.db.select().from(calls).where(eq(calls.dataProviderId, providerId)).orderBy(asc(calls.externalId));
    const taskRows = await t.db.select().from(tasks).where(eq(tasks.dataProviderId, providerId)).orderBy(asc(tasks.externalId));
    const people = await t.db
      .select()
      .from(providerUsers)
      .where(eq(providerUsers.dataProviderId, providerId))
      .orderBy(asc(providerUsers.externalId));
    return {
      deals: dealRows.map((d) => [d.externalId, d.title, d.stage, d.amount, d.updatedAt.toISOString()]),
      history: history.map((h) => [h.externalId, h.stage, h.changedAt.toISOString()]),
      calls: callRows.map((c) => [c.externalId, c.dealExternalId, c.durationSeconds, c.answered, c.startedAt.toISOString()]),
      tasks: taskRows.map((c) => [c.externalId, c.dealExternalId, c.title, c.completedAt?.toISOString() ?? null]),
      people: people.map((p) => [p.externalId, p.name, p.email]),
    };
  }

  it('resumes from the stored cursor after the process dies between a batch and its cursor, ending as a clean run does', async () => {
    const clean = await connectedProvider('Clean run');
    const killed = await connectedProvider('Killed run');
    const real = createIngestionService(t.db);

    const first = await process(real);
    expect(await first.service.enqueue(clean.id)).toBe(true);
    await until(async () => (await read(clean.id)).syncStatus === 'idle');
    await first.jobs.stop();

    // The third batch is stored, then the process dies before the cursor after it is saved: the
    // job is left running and nothing more happens in that process.
    let batches = 0;
    let died = false;
    const dying: Pick<IngestionService, 'ingest'> = {
      async ingest(target, events) {
        const result = await real.ingest(target, events);
        if (++batches === 3) {
          died = true;
          await new Promise(() => undefined);
        }
        return result;
      },
    };
    const doomed = await process(dying);
    await doomed.service.enqueue(killed.id);
    await until(() => died);
    const cursorAtDeath = (await read(killed.id)).syncCursor;
    expect(cursorAtDeath).toMatchObject({ hubspot: { deals: { modifiedAt: '2026-02-01T08:01:39.000Z' } } });
    const dealsAtDeath = (await t.db.select().from(deals).where(eq(deals.dataProviderId, killed.id))).length;
    // Owners, then deals page one (100), then page two, a fresh search from the cursor (99 more).
    expect(dealsAtDeath).toBe(199);
    expect((await read(killed.id)).syncStatus).toBe('running');
    // Stopping gives the hung job up after a second; pg-boss puts it back for a retry.
    await doomed.jobs.stop();

    const searchesBefore = fake.searches('deals').length;
    const restarted = await process(real);
    await until(async () => (await read(killed.id)).syncStatus === 'idle');
    await restarted.jobs.stop();

    // It went on from the cursor saved after the second batch (re-reading the third), not from scratch.
    const resumedSearch = fake.searches('deals')[searchesBefore]!.body as { filterGroups: { filters: { value: string }[] }[] };
    expect(resumedSearch.filterGroups[0]!.filters[0]!.value).toBe(String(Date.parse('2026-02-01T08:01:39.000Z')));
    expect(await snapshot(killed.id)).toEqual(await snapshot(clean.id));
    const final = await snapshot(killed.id);
    expect(final.deals).toHaveLength(230);
    expect(final.history).toHaveLength(230);
    expect(final.calls).toHaveLength(90);
    expect(final.tasks).toHaveLength(40);
    expect(await read(killed.id)).toMatchObject({ syncStatus: 'idle', state: 'active', lastError: null });
  });

  it('answers a clear 503 when the server has no HubSpot app configured', async () => {
    const provider = await connectedProvider('Unconfigured');
    const authorize = await t.app.inject({ method: 'POST', url: `/api/data_providers/${provider.id}/authorize`, headers: owner.headers });
    expect(authorize.statusCode).toBe(503);
    expect(authorize.json()).toMatchObject({
      '@type': 'hydra:Error',
      'hydra:description': 'HubSpot is not configured on this server: set HUBSPOT_CLIENT_ID and HUBSPOT_CLIENT_SECRET.',
    });
    const code = await t.app.inject({
      method: 'POST',
      url: `/api/data_providers/${provider.id}/authorize/code`,
      headers: owner.headers,
      payload: { code: 'c', state: 's' },
    });
    expect(code.statusCode).toBe(503);
    // Without the app's credentials the tokens cannot be refreshed: the provider does not sync.
    expect(
      (await t.app.inject({ method: 'POST', url: `/api/data_providers/${provider.id}/sync`, headers: owner.headers })).statusCode,
    ).toBe(409);
  });
});
