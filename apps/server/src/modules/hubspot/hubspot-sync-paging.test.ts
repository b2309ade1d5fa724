import type { ActivityEvent } from '@salespulse/contract/ingestion';
import { afterEach, describe, expect, it } from 'vitest';
import { createSyncHarness, deal } from '../../../test/hubspot-sync-harness';
import { HubSpotAuthError } from './hubspot-errors';
import { syncHubSpot, type HubSpotCursors } from './hubspot-sync';

describe('HubSpot sync: paging, limits and resuming', () => {
  const h = createSyncHarness();
  afterEach(() => h.close());

  it('pages through many records, one onPage per page with a growing cursor', async () => {
    const deals = Array.from({ length: 7 }, (_, i) => deal(String(500 + i), new Date(Date.UTC(2026, 1, 1, 9, i)).toISOString()));
    const client = await h.connect({ objects: { deals } });
    const { pages, events } = await h.run(client, { objects: ['deals'], pageSize: 3 });
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
    expect(h.fake.searches('deals')).toHaveLength(3);
    expect(events).toHaveLength(7);
  });

  it('never sends more than 500 events in one batch, whatever the page size asked', async () => {
    const deals = Array.from({ length: 450 }, (_, i) => deal(String(1000 + i), new Date(Date.UTC(2026, 1, 1, 0, 0, i)).toISOString()));
    const client = await h.connect({ objects: { deals } });
    const { pages, events } = await h.run(client, { objects: ['deals'], pageSize: 1000 });
    expect(Math.max(...pages.map((page) => page.events.length))).toBe(200);
    expect(events).toHaveLength(450);
  });

  it('keeps records that share a millisecond across a page boundary, without repeating them', async () => {
    const same = '2026-02-01T09:00:00.000Z';
    const deals = [deal('1', same), deal('2', same), deal('3', same), deal('4', same), deal('5', '2026-02-01T09:00:00.001Z')];
    const client = await h.connect({ objects: { deals } });
    const { events, result } = await h.run(client, { objects: ['deals'], pageSize: 2 });
    expect(events.map((event) => event.externalId)).toEqual(['1', '2', '3', '4', '5']);
    expect(result.cursors.deals).toEqual({ modifiedAt: '2026-02-01T09:00:00.001Z', ids: ['5'] });
  });

  it('waits out a 429 mid-sync through the injected sleep and carries on', async () => {
    const client = await h.connect();
    h.fake.rateLimitNext(1, 2);
    const { result } = await h.run(client);
    expect(h.slept).toEqual([2000]);
    expect(result.counts).toEqual({ owners: 3, deals: 3, calls: 3, tasks: 3 });
  });

  it('refreshes an expired access token mid-sync and hands the new pair to the callback', async () => {
    const client = await h.connect();
    const before = client.currentTokens().accessToken;
    const { result } = await h.run(client, {
      objects: ['deals', 'calls'],
      onPage: async (events) => {
        if (events.some((event) => event.type === 'deal')) h.fake.expireAccessTokens();
      },
    });
    expect(result.counts.calls).toBe(3);
    expect(h.persisted).toHaveLength(1);
    expect(h.persisted[0]?.accessToken).not.toBe(before);
    expect(h.fake.searches('calls').at(-1)?.authorization).toBe(`Bearer ${h.persisted[0]?.accessToken}`);
  });

  it('stops with HubSpotAuthError when the refresh token was revoked', async () => {
    const client = await h.connect();
    h.fake.revokeRefreshToken(client.currentTokens().refreshToken);
    const pages: ActivityEvent[][] = [];
    await expect(syncHubSpot(client, { onPage: async (events) => void pages.push(events) })).rejects.toBeInstanceOf(HubSpotAuthError);
    expect(pages).toEqual([]);
  });

  it('with a cursor returns only records modified since, and nothing when nothing changed', async () => {
    const client = await h.connect();
    const first = await h.run(client, { objects: ['deals', 'calls', 'tasks'] });

    const unchanged = await h.run(client, { objects: ['deals', 'calls', 'tasks'], cursors: first.result.cursors });
    expect(unchanged.events).toEqual([]);
    expect(unchanged.result.cursors).toEqual(first.result.cursors);

    h.fake.state.objects.deals!.push(deal('104', '2026-02-20T09:00:00.000Z'));
    const updated = h.fake.state.objects.deals!.find((d) => d.id === '102')!;
    updated.properties = { ...updated.properties, dealstage: 'closedlost', hs_lastmodifieddate: '2026-02-21T09:00:00.000Z' };
    const later = await h.run(client, { objects: ['deals', 'calls', 'tasks'], cursors: first.result.cursors });
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
    const client = await h.connect({ objects: { deals } });

    const stored: ActivityEvent[] = [];
    let savedCursors: HubSpotCursors = {};
    const killed = h.run(client, {
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

    const resumed = await h.run(client, { objects: ['deals'], pageSize: 3, cursors: savedCursors });
    stored.push(...resumed.events);
    expect(stored.map((event) => event.externalId)).toEqual(['700', '701', '702', '703', '704', '705']);
  });

  it('restarts the search from the cursor rather than paging past 10,000 results', async () => {
    const deals = Array.from({ length: 9 }, (_, i) => deal(String(900 + i), new Date(Date.UTC(2026, 1, 3, 9, i)).toISOString()));
    const client = await h.connect({ objects: { deals } });
    h.fake.state.searchResultCap = 4;
    const { events } = await h.run(client, { objects: ['deals'], pageSize: 2 });
    expect(events.map((event) => event.externalId)).toEqual(deals.map((d) => d.id));
    expect(h.fake.searches('deals').every((request) => (request.body as { after?: string }).after === undefined)).toBe(true);
  });
});
