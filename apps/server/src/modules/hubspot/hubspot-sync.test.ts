import type { ActivityEvent } from '@salespulse/contract/ingestion';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  FAKE_CLIENT_ID,
  FAKE_CLIENT_SECRET,
  startFakeHubSpot,
  type FakeHubSpot,
  type FakeHubSpotFixtures,
  type FakeRecord,
} from '../../../test/fake-hubspot';
import { createHubSpotClient } from './hubspot-client';
import { HubSpotAuthError } from './hubspot-errors';
import { refreshAccessToken, type HubSpotTokens } from './hubspot-oauth';
import { syncHubSpot, type HubSpotCursors, type HubSpotSyncOptions } from './hubspot-sync';

const NOW = Date.parse('2026-03-01T10:00:00Z');
const CONNECTED = 'f240bbac-87c9-4f6e-bf70-924b57d47db7';

function record(id: string, modified: string, properties: Record<string, string | null>): FakeRecord {
  return {
    id,
    properties: { hs_lastmodifieddate: modified, ...properties },
    createdAt: '2026-01-05T08:00:00.000Z',
    updatedAt: modified,
  };
}

function deal(id: string, modified: string, properties: Record<string, string | null> = {}): FakeRecord {
  return record(id, modified, {
    dealname: `Deal ${id}`,
    amount: '1000',
    dealstage: 'appointmentscheduled',
    hubspot_owner_id: '11',
    createdate: '2026-01-05T08:00:00.000Z',
    ...properties,
  });
}

function fixtures(): FakeHubSpotFixtures {
  return {
    owners: [
      { id: '11', email: 'ada@acme.test', firstName: 'Ada', lastName: 'Lovelace' },
      { id: '12', email: 'nameless@acme.test', firstName: null, lastName: null },
      { id: '13', email: 'gone@acme.test', firstName: 'Gone', lastName: 'Away', archived: true },
    ],
    pipelines: [
      {
        id: 'default',
        label: 'Sales Pipeline',
        displayOrder: 0,
        stages: [
          { id: 'appointmentscheduled', label: 'Appointment scheduled', displayOrder: 0, metadata: { isClosed: 'false', probability: '0.2' } },
          { id: 'closedwon', label: 'Closed won', displayOrder: 1, metadata: { isClosed: 'true', probability: '1.0' } },
          { id: 'closedlost', label: 'Closed lost', displayOrder: 2, metadata: { isClosed: 'true', probability: '0.0' } },
        ],
      },
    ],
    objects: {
      deals: [
        deal('101', '2026-02-01T09:00:00.000Z', { dealname: 'Acme renewal', amount: '12500.50', dealstage: 'closedwon', product_line: 'Pro' }),
        deal('102', '2026-02-02T09:00:00.000Z', { amount: null, hubspot_owner_id: null }),
        deal('103', '2026-02-03T09:00:00.000Z'),
      ],
      calls: [
        record('201', '2026-02-10T10:05:00.000Z', {
          hs_timestamp: '2026-02-10T10:00:00.000Z',
          hs_call_duration: '125400',
          hs_call_status: 'COMPLETED',
          hs_call_disposition: CONNECTED,
          hs_call_direction: 'OUTBOUND',
          hubspot_owner_id: '11',
        }),
        record('202', '2026-02-10T11:05:00.000Z', {
          hs_timestamp: '2026-02-10T11:00:00.000Z',
          hs_call_duration: '0',
          hs_call_status: 'NO_ANSWER',
          hs_call_direction: 'INBOUND',
          hubspot_owner_id: '12',
        }),
        record('203', '2026-02-10T12:05:00.000Z', {
          hs_timestamp: '2026-02-10T12:00:00.000Z',
          hs_call_duration: null,
          hs_call_status: 'COMPLETED',
          hubspot_owner_id: '11',
        }),
      ],
      tasks: [
        record('301', '2026-02-11T09:00:00.000Z', {
          hs_task_subject: 'Send proposal',
          hs_task_status: 'COMPLETED',
          hs_task_completion_date: '2026-02-11T08:30:00.000Z',
          hs_timestamp: '2026-02-12T17:00:00.000Z',
          hs_createdate: '2026-02-09T09:00:00.000Z',
          hubspot_owner_id: '11',
        }),
        record('302', '2026-02-11T10:00:00.000Z', {
          hs_task_subject: 'Follow up',
          hs_task_status: 'NOT_STARTED',
          hs_timestamp: '2026-02-20T17:00:00.000Z',
          hs_createdate: '2026-02-09T09:00:00.000Z',
          hubspot_owner_id: '12',
        }),
        record('303', '2026-02-11T11:00:00.000Z', {
          hs_task_subject: 'Old task',
          hs_task_status: 'COMPLETED',
          hs_timestamp: null,
          hs_createdate: '2026-02-09T09:00:00.000Z',
          hubspot_owner_id: null,
        }),
      ],
    },
    dealAssociations: { calls: { '201': ['101'] }, tasks: { '301': ['103', '102'] } },
  };
}

describe('HubSpot sync', () => {
  let fake: FakeHubSpot;
  let slept: number[];
  let persisted: HubSpotTokens[];

  beforeEach(() => {
    slept = [];
    persisted = [];
  });
  afterEach(() => fake.close());

  async function connect(data: FakeHubSpotFixtures = fixtures()) {
    fake = await startFakeHubSpot(data);
    const issued = fake.issueTokens();
    return createHubSpotClient({
      tokens: { accessToken: issued.access_token, refreshToken: issued.refresh_token, expiresAt: new Date(NOW + 1_800_000) },
      refreshTokens: async (current) => {
        const next = await refreshAccessToken({
          clientId: FAKE_CLIENT_ID,
          clientSecret: FAKE_CLIENT_SECRET,
          refreshToken: current.refreshToken,
          apiBaseUrl: fake.url,
          now: () => NOW,
        });
        persisted.push(next);
        return next;
      },
      baseUrl: fake.url,
      sleep: async (ms) => {
        slept.push(ms);
      },
      now: () => NOW,
    });
  }

  /** Runs a sync, keeping every page as the caller would store it. */
  async function run(client: Awaited<ReturnType<typeof connect>>, options: Partial<HubSpotSyncOptions> = {}) {
    const pages: { events: ActivityEvent[]; cursors: HubSpotCursors }[] = [];
    const result = await syncHubSpot(client, {
      ...options,
      onPage: async (events, cursors) => {
        pages.push({ events, cursors });
        await options.onPage?.(events, cursors);
      },
    });
    return { result, pages, events: pages.flatMap((page) => page.events) };
  }

  const byType = <T extends ActivityEvent['type']>(events: ActivityEvent[], type: T) =>
    events.filter((event): event is Extract<ActivityEvent, { type: T }> => event.type === type);

  it('maps owners, deals, calls and tasks into activity events', async () => {
    const client = await connect();
    const { result, events } = await run(client, { portalId: 4242, customDealProperties: ['product_line'] });

    expect(byType(events, 'user')).toEqual([
      { type: 'user', externalId: '11', name: 'Ada Lovelace', email: 'ada@acme.test' },
      { type: 'user', externalId: '12', name: 'nameless@acme.test', email: 'nameless@acme.test' },
      { type: 'user', externalId: '13', name: 'Gone Away', email: 'gone@acme.test' },
    ]);

    const deals = byType(events, 'deal');
    expect(deals.map((d) => d.externalId)).toEqual(['101', '102', '103']);
    expect(deals[0]).toEqual({
      type: 'deal',
      externalId: '101',
      title: 'Acme renewal',
      ownerExternalId: '11',
      stage: 'closedwon',
      amount: 12500.5,
      link: 'https://app.hubspot.com/contacts/4242/record/0-3/101',
      properties: { product_line: 'Pro' },
      createdAt: '2026-01-05T08:00:00.000Z',
      updatedAt: '2026-02-01T09:00:00.000Z',
    });
    expect(deals[1]).toMatchObject({ ownerExternalId: null, amount: null, properties: { product_line: null } });

    expect(byType(events, 'call')).toEqual([
      {
        type: 'call',
        externalId: '201',
        ownerExternalId: '11',
        dealExternalId: '101',
        startedAt: '2026-02-10T10:00:00.000Z',
        durationSeconds: 125,
        answered: true,
        direction: 'outbound',
        updatedAt: '2026-02-10T10:05:00.000Z',
      },
      expect.objectContaining({ externalId: '202', durationSeconds: 0, answered: false, direction: 'inbound', dealExternalId: null }),
      // Completed without a duration: the dialer ended it before anyone spoke.
      expect.objectContaining({ externalId: '203', durationSeconds: 0, answered: false, direction: null }),
    ]);

    expect(byType(events, 'task')).toEqual([
      {
        type: 'task',
        externalId: '301',
        ownerExternalId: '11',
        dealExternalId: '103',
        title: 'Send proposal',
        dueAt: '2026-02-12T17:00:00.000Z',
        completedAt: '2026-02-11T08:30:00.000Z',
        createdAt: '2026-02-09T09:00:00.000Z',
        updatedAt: '2026-02-11T09:00:00.000Z',
      },
      expect.objectContaining({ externalId: '302', completedAt: null, dueAt: '2026-02-20T17:00:00.000Z', dealExternalId: null }),
      // No completion date recorded: the last change stands in for it.
      expect.objectContaining({ externalId: '303', completedAt: '2026-02-11T11:00:00.000Z', dueAt: null, ownerExternalId: null }),
    ]);

    expect(result.pipelines).toEqual([
      {
        id: 'default',
        label: 'Sales Pipeline',
        displayOrder: 0,
        archived: false,
        stages: [
          { id: 'appointmentscheduled', label: 'Appointment scheduled', displayOrder: 0, probability: 0.2, isClosed: false, archived: false },
          { id: 'closedwon', label: 'Closed won', displayOrder: 1, probability: 1, isClosed: true, archived: false },
          { id: 'closedlost', label: 'Closed lost', displayOrder: 2, probability: 0, isClosed: true, archived: false },
        ],
      },
    ]);
    expect(result.cursors).toEqual({
      deals: { modifiedAt: '2026-02-03T09:00:00.000Z', ids: ['103'] },
      calls: { modifiedAt: '2026-02-10T12:05:00.000Z', ids: ['203'] },
      tasks: { modifiedAt: '2026-02-11T11:00:00.000Z', ids: ['303'] },
    });
    expect(result.counts).toEqual({ owners: 3, deals: 3, calls: 3, tasks: 3 });
    expect(result.skipped).toEqual([]);
  });

  it('asks HubSpot with the documented search body', async () => {
    const client = await connect();
    await run(client, { customDealProperties: ['product_line'], objects: ['deals'], cursors: { deals: { modifiedAt: '2026-02-01T09:00:00.000Z', ids: ['101'] } } });
    expect(fake.searches('deals')[0]?.body).toEqual({
      filterGroups: [{ filters: [{ propertyName: 'hs_lastmodifieddate', operator: 'GTE', value: String(Date.parse('2026-02-01T09:00:00.000Z')) }] }],
      sorts: [{ propertyName: 'hs_lastmodifieddate', direction: 'ASCENDING' }],
      properties: ['dealname', 'amount', 'dealstage', 'hubspot_owner_id', 'createdate', 'hs_lastmodifieddate', 'product_line'],
      limit: 100,
    });
  });

  it('leaves the link out without a portal id', async () => {
    const client = await connect();
    const { events } = await run(client, { objects: ['deals'] });
    expect(byType(events, 'deal').every((event) => event.link === null)).toBe(true);
  });

  it('pages through many records, one onPage per page with a growing cursor', async () => {
    const deals = Array.from({ length: 7 }, (_, i) => deal(String(500 + i), new Date(Date.UTC(2026, 1, 1, 9, i)).toISOString()));
    const client = await connect({ objects: { deals } });
    const { pages, events } = await run(client, { objects: ['deals'], pageSize: 3 });
    // Each page is a new search from the cursor, which re-reads (and drops) the record at the cursor.
    expect(pages.map((page) => page.events.map((event) => event.externalId))).toEqual([
      ['500', '501', '502'],
      ['503', '504'],
      ['505', '506'],
    ]);
    expect(pages.map((page) => page.cursors.deals?.modifiedAt)).toEqual([
      '2026-02-01T09:02:00.000Z',
      '2026-02-01T09:04:00.000Z',
      '2026-02-01T09:06:00.000Z',
    ]);
    expect(fake.searches('deals')).toHaveLength(3);
    expect(events).toHaveLength(7);
  });

  it('never sends more than 500 events in one batch, whatever the page size asked', async () => {
    const deals = Array.from({ length: 450 }, (_, i) => deal(String(1000 + i), new Date(Date.UTC(2026, 1, 1, 0, 0, i)).toISOString()));
    const client = await connect({ objects: { deals } });
    const { pages, events } = await run(client, { objects: ['deals'], pageSize: 1000 });
    expect(Math.max(...pages.map((page) => page.events.length))).toBe(200);
    expect(events).toHaveLength(450);
  });

  it('keeps records that share a millisecond across a page boundary, without repeating them', async () => {
    const same = '2026-02-01T09:00:00.000Z';
    const deals = [deal('1', same), deal('2', same), deal('3', same), deal('4', same), deal('5', '2026-02-01T09:00:00.001Z')];
    const client = await connect({ objects: { deals } });
    const { events, result } = await run(client, { objects: ['deals'], pageSize: 2 });
    expect(events.map((event) => event.externalId)).toEqual(['1', '2', '3', '4', '5']);
    expect(result.cursors.deals).toEqual({ modifiedAt: '2026-02-01T09:00:00.001Z', ids: ['5'] });
  });

  it('waits out a 429 mid-sync through the injected sleep and carries on', async () => {
    const client = await connect();
    fake.rateLimitNext(1, 2);
    const { result } = await run(client);
    expect(slept).toEqual([2000]);
    expect(result.counts).toEqual({ owners: 3, deals: 3, calls: 3, tasks: 3 });
  });

  it('refreshes an expired access token mid-sync and hands the new pair to the callback', async () => {
    const client = await connect();
    const before = client.currentTokens().accessToken;
    const { result } = await run(client, {
      objects: ['deals', 'calls'],
      onPage: async (events) => {
        if (events.some((event) => event.type === 'deal')) fake.expireAccessTokens();
      },
    });
    expect(result.counts.calls).toBe(3);
    expect(persisted).toHaveLength(1);
    expect(persisted[0]?.accessToken).not.toBe(before);
    expect(fake.searches('calls').at(-1)?.authorization).toBe(`Bearer ${persisted[0]?.accessToken}`);
  });

  it('stops with HubSpotAuthError when the refresh token was revoked', async () => {
    const client = await connect();
    fake.revokeRefreshToken(client.currentTokens().refreshToken);
    const pages: ActivityEvent[][] = [];
    await expect(syncHubSpot(client, { onPage: async (events) => void pages.push(events) })).rejects.toBeInstanceOf(HubSpotAuthError);
    expect(pages).toEqual([]);
  });

  it('with a cursor returns only records modified since, and nothing when nothing changed', async () => {
    const client = await connect();
    const first = await run(client, { objects: ['deals', 'calls', 'tasks'] });

    const unchanged = await run(client, { objects: ['deals', 'calls', 'tasks'], cursors: first.result.cursors });
    expect(unchanged.events).toEqual([]);
    expect(unchanged.result.cursors).toEqual(first.result.cursors);

    fake.state.objects.deals!.push(deal('104', '2026-02-20T09:00:00.000Z'));
    const updated = fake.state.objects.deals!.find((d) => d.id === '102')!;
    updated.properties = { ...updated.properties, dealstage: 'closedlost', hs_lastmodifieddate: '2026-02-21T09:00:00.000Z' };
    const later = await run(client, { objects: ['deals', 'calls', 'tasks'], cursors: first.result.cursors });
    expect(later.events.map((event) => [event.externalId, event.type === 'deal' ? event.stage : null])).toEqual([
      ['104', 'appointmentscheduled'],
      ['102', 'closedlost'],
    ]);
    expect(later.result.cursors.deals).toEqual({ modifiedAt: '2026-02-21T09:00:00.000Z', ids: ['102'] });
    expect(later.result.cursors.calls).toEqual(first.result.cursors.calls);
  });

  it('resumes a sync killed after its first page from the stored cursor, without repeats', async () => {
    const deals = Array.from({ length: 6 }, (_, i) => deal(String(700 + i), new Date(Date.UTC(2026, 1, 2, 9, i)).toISOString()));
    // Two records in one millisecond straddle the page boundary, the hardest case for a cursor.
    deals[3]!.properties.hs_lastmodifieddate = deals[2]!.properties.hs_lastmodifieddate!;
    const client = await connect({ objects: { deals } });

    const stored: ActivityEvent[] = [];
    let savedCursors: HubSpotCursors = {};
    const killed = run(client, {
      objects: ['deals'],
      pageSize: 3,
      onPage: async (events, cursors) => {
        if (savedCursors.deals) throw new Error('process killed');
        stored.push(...events);
        savedCursors = cursors;
      },
    });
    await expect(killed).rejects.toThrow('process killed');
    expect(stored.map((event) => event.externalId)).toEqual(['700', '701', '702']);

    const resumed = await run(client, { objects: ['deals'], pageSize: 3, cursors: savedCursors });
    stored.push(...resumed.events);
    expect(stored.map((event) => event.externalId)).toEqual(['700', '701', '702', '703', '704', '705']);
  });

  it('restarts the search from the cursor rather than paging past 10,000 results', async () => {
    const deals = Array.from({ length: 9 }, (_, i) => deal(String(900 + i), new Date(Date.UTC(2026, 1, 3, 9, i)).toISOString()));
    const client = await connect({ objects: { deals } });
    fake.state.searchResultCap = 4;
    const { events } = await run(client, { objects: ['deals'], pageSize: 2 });
    expect(events.map((event) => event.externalId)).toEqual(deals.map((d) => d.id));
    expect(fake.searches('deals').every((request) => (request.body as { after?: string }).after === undefined)).toBe(true);
  });

  it('skips a deal without a stage and reports it, delivering the rest', async () => {
    const client = await connect({ objects: { deals: [deal('1', '2026-02-01T09:00:00.000Z', { dealstage: null }), deal('2', '2026-02-02T09:00:00.000Z')] } });
    const { events, result } = await run(client, { objects: ['deals'] });
    expect(events.map((event) => event.externalId)).toEqual(['2']);
    expect(result.skipped).toEqual([{ object: 'deals', id: '1', reason: 'deal without a stage' }]);
    expect(result.cursors.deals?.modifiedAt).toBe('2026-02-02T09:00:00.000Z');
  });

  it('drops U+0000 from HubSpot texts (PostgreSQL text cannot hold it) and keeps the record', async () => {
    const client = await connect({ objects: { deals: [deal('1', '2026-02-01T09:00:00.000Z', { dealname: 'Acme\u0000 renewal', product_line: 'P\u0000ro' })] } });
    const { events, result } = await run(client, { objects: ['deals'], customDealProperties: ['product_line'] });
    expect(result.skipped).toEqual([]);
    expect(byType(events, 'deal')[0]).toMatchObject({ title: 'Acme renewal', properties: { product_line: 'Pro' } });
  });
});
