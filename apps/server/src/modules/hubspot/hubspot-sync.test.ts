import { afterEach, describe, expect, it } from 'vitest';
import { byType, createSyncHarness, deal } from '../../../test/hubspot-sync-harness';

describe('HubSpot sync: mapping', () => {
  const h = createSyncHarness();
  afterEach(() => h.close());

  it('maps owners, deals, calls and tasks into activity events', async () => {
    const client = await h.connect();
    const { result, events } = await h.run(client, { portalId: 4242, customDealProperties: ['product_line'] });

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
          {
            id: 'appointmentscheduled',
            label: 'Appointment scheduled',
            displayOrder: 0,
            probability: 0.2,
            isClosed: false,
            archived: false,
          },
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
    const client = await h.connect();
    await h.run(client, {
      customDealProperties: ['product_line'],
      objects: ['deals'],
      cursors: { deals: { modifiedAt: '2026-02-01T09:00:00.000Z', ids: ['101'] } },
    });
    expect(h.fake.searches('deals')[0]?.body).toEqual({
      filterGroups: [
        { filters: [{ propertyName: 'hs_lastmodifieddate', operator: 'GTE', value: String(Date.parse('2026-02-01T09:00:00.000Z')) }] },
      ],
      sorts: [{ propertyName: 'hs_lastmodifieddate', direction: 'ASCENDING' }],
      properties: ['dealname', 'amount', 'dealstage', 'hubspot_owner_id', 'createdate', 'hs_lastmodifieddate', 'product_line'],
      limit: 100,
    });
  });

  it('leaves the link out without a portal id', async () => {
    const client = await h.connect();
    const { events } = await h.run(client, { objects: ['deals'] });
    expect(byType(events, 'deal').every((event) => event.link === null)).toBe(true);
  });

  it('skips a deal without a stage and reports it, delivering the rest', async () => {
    const client = await h.connect({
      objects: { deals: [deal('1', '2026-02-01T09:00:00.000Z', { dealstage: null }), deal('2', '2026-02-02T09:00:00.000Z')] },
    });
    const { events, result } = await h.run(client, { objects: ['deals'] });
    expect(events.map((event) => event.externalId)).toEqual(['2']);
    expect(result.skipped).toEqual([{ object: 'deals', id: '1', reason: 'deal without a stage' }]);
    expect(result.cursors.deals?.modifiedAt).toBe('2026-02-02T09:00:00.000Z');
  });

  it('drops U+0000 from HubSpot texts (PostgreSQL text cannot hold it) and keeps the record', async () => {
    const client = await h.connect({
      objects: { deals: [deal('1', '2026-02-01T09:00:00.000Z', { dealname: 'Acme\u0000 renewal', product_line: 'P\u0000ro' })] },
    });
    const { events, result } = await h.run(client, { objects: ['deals'], customDealProperties: ['product_line'] });
    expect(result.skipped).toEqual([]);
    expect(byType(events, 'deal')[0]).toMatchObject({ title: 'Acme renewal', properties: { product_line: 'Pro' } });
  });
});
