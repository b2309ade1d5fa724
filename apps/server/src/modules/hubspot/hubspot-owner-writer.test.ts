import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { FAKE_CLIENT_ID, FAKE_CLIENT_SECRET, startFakeHubSpot, type FakeHubSpot, type FakeRecord } from '../../../test/fake-hubspot';
import { createTestDatabase, type TestDatabase } from '../../../test/test-database';
import type { Database } from '../../db/database';
import { createCryptoBox } from '../../lib/crypto-box';
import { dealOwnerChanges, deals, providerUsers } from '../../db/schema/activity';
import { createIngestionService } from '../activity';
import { dataProviders } from '../../db/schema/data-providers';
import { distributionLeads, distributionLogs } from '../../db/schema/distribution';
import { leadRow, seedDistribution, seedTeam, type Team } from '../distribution/engine-fixtures';
import {
  createDistributionRunner,
  createLeadEngine,
  createOwnerWriters,
  createWriteBack,
  localOwnerExternalId,
  type LeadEngine,
  type WriteBack,
} from '../distribution';
import { employees } from '../../db/schema/employees';
import { users } from '../../db/schema/users';
import { createHubSpotConnector } from './hubspot-connector';
import { openTokens, sealTokens, type HubSpotConfig } from './hubspot-credentials';
import { createHubSpotOwnerWriter, NO_HUBSPOT_OWNER } from './hubspot-owner-writer';
import { createHubSpotRepository } from './hubspot.repository';

// The owner write-back to HubSpot end to end: a deal synced from the fake HubSpot becomes a lead, the
// engine assigns it, the write-back PATCHes its owner in HubSpot and records it here, and the next
// sync reads it back unchanged.

const box = createCryptoBox('owner-writer-test-secret-0123456789');
const START = Date.parse('2026-03-04T10:00:00Z');
const iso = (ms: number) => new Date(ms).toISOString();

describe('HubSpot owner write-back', () => {
  let database: TestDatabase;
  let db: Database;
  let fake: FakeHubSpot;
  let now: number;
  let slept: number[];
  const clock = () => new Date(now);

  beforeAll(async () => {
    database = await createTestDatabase();
    db = database.handle.db;
  });
  afterAll(() => database.drop());
  beforeEach(async () => {
    now = START;
    slept = [];
    fake = await startFakeHubSpot({
      owners: [
        { id: '11', email: null, firstName: 'Ann', lastName: 'Owner' },
        { id: '12', email: 'someone.else@acme.test', firstName: 'Someone', lastName: 'Else' },
      ],
    });
  });
  afterEach(() => fake.close());

  const config = (): HubSpotConfig => ({
    clientId: FAKE_CLIENT_ID,
    clientSecret: FAKE_CLIENT_SECRET,
    apiBaseUrl: fake.url,
    authBaseUrl: fake.url,
  });
  const sleep = async (ms: number) => {
    slept.push(ms);
  };

  type Setup = { team: Team; engine: LeadEngine; writeBack: WriteBack; sync(): Promise<void> };

  /**
   * A project with a connected HubSpot provider and a distribution of `member`; owner 11 has ann's
   * e-mail, so the first sync maps it to her as it would any HubSpot owner.
   */
  async function connectedProject(member: 'ann' | 'bob' = 'ann'): Promise<Setup> {
    const team = await seedTeam(db, { people: { ann: {}, bob: {} }, providerType: 'hubspot' });
    await seedDistribution(db, team, [{ name: member }]);
    const issued = fake.issueTokens();
    const tokens = { accessToken: issued.access_token, refreshToken: issued.refresh_token, expiresAt: new Date(Date.now() + 1_800_000) };
    await db
      .update(dataProviders)
      .set({ credentials: sealTokens(box, tokens), state: 'active' })
      .where(eq(dataProviders.id, team.providerId));
    fake.state.owners[0]!.email = await emailOf(team.employeeIds.ann!);

    const engine = createLeadEngine({ db, now: clock });
    const ingestion = createIngestionService(db, {
      recordNewLeads: (tx, projectId, dealIds) => engine.recordNewLeads(tx, projectId, dealIds),
      heldOwners: (tx, dealIds) => engine.heldOwners(tx, dealIds),
      committed: () => undefined,
    });
    const repository = createHubSpotRepository(db);
    const connector = createHubSpotConnector({ repository, box, config: config(), log: { warn: () => undefined }, sleep });
    let cursor: Record<string, unknown> = {};
    const writers = createOwnerWriters(db, { hubspot: createHubSpotOwnerWriter({ db, repository, box, config: config(), sleep }) });
    return {
      team,
      engine,
      writeBack: createWriteBack({ db, writers, now: clock }),
      async sync() {
        const [provider] = await db.select().from(dataProviders).where(eq(dataProviders.id, team.providerId));
        await connector.sync({
          provider: provider!,
          cursor,
          signal: new AbortController().signal,
          async commit(events, next) {
            await ingestion.ingest({ projectId: team.projectId, dataProviderId: team.providerId }, events);
            cursor = next;
          },
        });
      },
    };
  }

  async function emailOf(employeeId: string): Promise<string> {
    const [row] = await db
      .select({ email: users.email })
      .from(employees)
      .innerJoin(users, eq(users.id, employees.userId))
      .where(eq(employees.id, employeeId));
    return row!.email;
  }

  /** A new unowned deal in HubSpot, synced in and assigned by the engine. */
  async function assignedLead(setup: Setup, dealId = '501') {
    const record: FakeRecord = {
      id: dealId,
      properties: {
        dealname: 'Inbound lead',
        dealstage: 'appointmentscheduled',
        amount: '900',
        hubspot_owner_id: null,
        createdate: iso(now - 60_000),
        hs_lastmodifieddate: iso(now - 60_000),
      },
      createdAt: iso(now - 60_000),
      updatedAt: iso(now - 60_000),
    };
    fake.state.objects.deals!.push(record);
    await setup.sync();
    const [deal] = await db
      .select()
      .from(deals)
      .where(and(eq(deals.dataProviderId, setup.team.providerId), eq(deals.externalId, dealId)));
    const [lead] = await db.select().from(distributionLeads).where(eq(distributionLeads.dealId, deal!.id));
    expect(await setup.engine.processLead(lead!.id)).toMatchObject({ decision: 'assigned' });
    return { deal: deal!, leadId: lead!.id, record };
  }

  async function dealRow(id: string) {
    const [row] = await db.select().from(deals).where(eq(deals.id, id));
    return row!;
  }

  async function failureLog(dealId: string) {
    const logs = await db
      .select()
      .from(distributionLogs)
      .where(and(eq(distributionLogs.dealId, dealId), eq(distributionLogs.decision, 'writeback_failed')));
    return logs;
  }

  it('PATCHes the HubSpot owner of the employee, records it here, and the next sync keeps it', async () => {
    const setup = await connectedProject();
    const { deal, leadId, record } = await assignedLead(setup);
    const [owner] = await db
      .select()
      .from(providerUsers)
      .where(and(eq(providerUsers.dataProviderId, setup.team.providerId), eq(providerUsers.externalId, '11')));
    expect(owner?.employeeId).toBe(setup.team.employeeIds.ann);

    expect(await setup.writeBack.run(leadId)).toBe('done');
    expect(fake.dealUpdates()).toHaveLength(1);
    expect(fake.dealUpdates()[0]).toMatchObject({ path: '/crm/v3/objects/deals/501', body: { properties: { hubspot_owner_id: '11' } } });
    expect(record.properties.hubspot_owner_id).toBe('11');
    expect(await dealRow(deal.id)).toMatchObject({
      ownerUserId: owner!.id,
      employeeId: setup.team.employeeIds.ann,
      assignedAt: new Date(START),
    });
    expect(await db.select().from(dealOwnerChanges).where(eq(dealOwnerChanges.dealId, deal.id))).toHaveLength(1);
    expect(await leadRow(db, leadId)).toMatchObject({ state: 'assigned', writeBackState: 'done', writeBackError: null });

    // HubSpot now reports the deal with its new owner (and a new name, to show it was read again): the owner stays.
    record.properties.dealname = 'Inbound lead, qualified';
    await setup.sync();
    expect(await dealRow(deal.id)).toMatchObject({
      title: 'Inbound lead, qualified',
      ownerUserId: owner!.id,
      employeeId: setup.team.employeeIds.ann,
    });
    expect(await db.select().from(dealOwnerChanges).where(eq(dealOwnerChanges.dealId, deal.id))).toHaveLength(1);
    // No user was made up for ann in HubSpot's provider.
    const made = await db
      .select()
      .from(providerUsers)
      .where(eq(providerUsers.externalId, localOwnerExternalId(setup.team.employeeIds.ann!)));
    expect(made).toEqual([]);
  });

  it('refreshes an expired access token, stores the new pair, and sends the PATCH again', async () => {
    const setup = await connectedProject();
    const { deal, leadId } = await assignedLead(setup);
    const [before] = await db.select().from(dataProviders).where(eq(dataProviders.id, setup.team.providerId));
    fake.expireAccessTokens();

    expect(await setup.writeBack.run(leadId)).toBe('done');
    const calls = fake.state.requests.slice(-3).map((r) => `${r.method} ${r.path}`);
    expect(calls).toEqual(['PATCH /crm/v3/objects/deals/501', 'POST /oauth/v1/token', 'PATCH /crm/v3/objects/deals/501']);
    const [after] = await db.select().from(dataProviders).where(eq(dataProviders.id, setup.team.providerId));
    expect(openTokens(box, after!.credentials!).accessToken).not.toBe(openTokens(box, before!.credentials!).accessToken);
    expect(fake.dealUpdates().at(-1)?.authorization).toBe(`Bearer ${openTokens(box, after!.credentials!).accessToken}`);
    expect((await dealRow(deal.id)).employeeId).toBe(setup.team.employeeIds.ann);
  });

  it('sits out a short 429 for its Retry-After, then succeeds', async () => {
    const setup = await connectedProject();
    const { deal, leadId } = await assignedLead(setup);
    fake.rateLimitNext(1, 2);

    expect(await setup.writeBack.run(leadId)).toBe('done');
    expect(slept).toEqual([2000]);
    expect(fake.dealUpdates()).toHaveLength(2);
    expect((await dealRow(deal.id)).employeeId).toBe(setup.team.employeeIds.ann);
  });

  it('comes back after a long Retry-After instead of waiting in line', async () => {
    const setup = await connectedProject();
    const { deal, leadId } = await assignedLead(setup);
    fake.rateLimitNext(1, 300);

    expect(await setup.writeBack.run(leadId)).toBe('retry');
    expect(slept).toEqual([]);
    const lead = await leadRow(db, leadId);
    expect(lead.writeBackDueAt?.getTime()).toBe(now + 300_000);
    expect(lead.writeBackError).toMatch(/^HubSpot's rate limit was reached/);
    expect((await dealRow(deal.id)).ownerUserId).toBeNull();
  });

  it('leaves a 500 to the sweep, which writes the owner once its backoff is over', async () => {
    const setup = await connectedProject();
    const { deal, leadId } = await assignedLead(setup);
    fake.failNext(1, 500);

    expect(await setup.writeBack.run(leadId)).toBe('retry');
    expect(await leadRow(db, leadId)).toMatchObject({
      writeBackState: 'pending',
      writeBackAttempts: 1,
      writeBackError: 'HubSpot answered 500: internal error',
    });
    expect((await dealRow(deal.id)).ownerUserId).toBeNull();

    const runner = createDistributionRunner({ engine: setup.engine, writeBack: setup.writeBack, now: clock });
    try {
      await runner.kick();
      expect(fake.dealUpdates()).toHaveLength(1);
      now += 30_000;
      await runner.kick();
    } finally {
      await runner.stop();
    }
    expect(fake.dealUpdates()).toHaveLength(2);
    expect(await leadRow(db, leadId)).toMatchObject({ writeBackState: 'done', writeBackAttempts: 2, writeBackError: null });
    expect((await dealRow(deal.id)).employeeId).toBe(setup.team.employeeIds.ann);
    expect(await failureLog(deal.id)).toEqual([]);
  });

  it('gives up at once on a deal deleted in HubSpot and logs why; the lead stays assigned', async () => {
    const setup = await connectedProject();
    const { deal, leadId } = await assignedLead(setup);
    fake.state.objects.deals = [];

    expect(await setup.writeBack.run(leadId)).toBe('failed');
    expect(fake.dealUpdates()).toHaveLength(1);
    expect(await leadRow(db, leadId)).toMatchObject({
      state: 'assigned',
      employeeId: setup.team.employeeIds.ann,
      writeBackState: 'failed',
      writeBackAttempts: 1,
      writeBackError: 'The deal 501 no longer exists in HubSpot',
    });
    const [log] = await failureLog(deal.id);
    expect(log?.reason.summary).toBe('The CRM was not told about the owner: The deal 501 no longer exists in HubSpot');
    expect((await dealRow(deal.id)).ownerUserId).toBeNull();
  });

  it('fails with "employee has no HubSpot owner" for someone without one, telling HubSpot nothing', async () => {
    const setup = await connectedProject('bob');
    // A user made up for bob before HubSpot was written to is no HubSpot owner.
    await db.insert(providerUsers).values({
      projectId: setup.team.projectId,
      dataProviderId: setup.team.providerId,
      externalId: localOwnerExternalId(setup.team.employeeIds.bob!),
      name: 'bob',
      employeeId: setup.team.employeeIds.bob,
      mappedManually: true,
    });
    const { deal, leadId } = await assignedLead(setup);

    expect(await setup.writeBack.run(leadId)).toBe('failed');
    expect(fake.dealUpdates()).toEqual([]);
    expect(await leadRow(db, leadId)).toMatchObject({
      state: 'assigned',
      employeeId: setup.team.employeeIds.bob,
      writeBackState: 'failed',
      writeBackError: NO_HUBSPOT_OWNER,
    });
    const [log] = await failureLog(deal.id);
    expect(log).toMatchObject({ employeeId: setup.team.employeeIds.bob });
    expect(log?.reason.summary).toBe(`The CRM was not told about the owner: ${NO_HUBSPOT_OWNER}`);
    expect(fake.state.objects.deals?.[0]?.properties.hubspot_owner_id).toBeNull();
    expect((await dealRow(deal.id)).ownerUserId).toBeNull();
  });
});
