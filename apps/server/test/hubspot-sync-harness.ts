import type { ActivityEvent } from '@salespulse/contract/ingestion';
import { createHubSpotClient, type HubSpotClientOptions } from '../src/modules/hubspot/hubspot-client';
import { refreshAccessToken, type HubSpotTokens } from '../src/modules/hubspot/hubspot-oauth';
import { syncHubSpot, type HubSpotCursors, type HubSpotSyncOptions } from '../src/modules/hubspot/hubspot-sync';
import {
  FAKE_CLIENT_ID,
  FAKE_CLIENT_SECRET,
  startFakeHubSpot,
  type FakeHubSpot,
  type FakeHubSpotFixtures,
  type FakeRecord,
} from './fake-hubspot';

// What the HubSpot sync tests share: records as HubSpot's search returns them, a small portal, and
// a client connected to the fake HubSpot whose sleeps and refreshed tokens are recorded.

export const NOW = Date.parse('2026-03-01T10:00:00Z');
const CONNECTED = 'f240bbac-87c9-4f6e-bf70-924b57d47db7';

export function record(id: string, modified: string, properties: Record<string, string | null>): FakeRecord {
  return {
    id,
    properties: { hs_lastmodifieddate: modified, ...properties },
    createdAt: '2026-01-05T08:00:00.000Z',
    updatedAt: modified,
  };
}

export function deal(id: string, modified: string, properties: Record<string, string | null> = {}): FakeRecord {
  return record(id, modified, {
    dealname: `Deal ${id}`,
    amount: '1000',
    dealstage: 'appointmentscheduled',
    hubspot_owner_id: '11',
    createdate: '2026-01-05T08:00:00.000Z',
    ...properties,
  });
}

export function fixtures(): FakeHubSpotFixtures {
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
          {
            id: 'appointmentscheduled',
            label: 'Appointment scheduled',
            displayOrder: 0,
            metadata: { isClosed: 'false', probability: '0.2' },
          },
          { id: 'closedwon', label: 'Closed won', displayOrder: 1, metadata: { isClosed: 'true', probability: '1.0' } },
          { id: 'closedlost', label: 'Closed lost', displayOrder: 2, metadata: { isClosed: 'true', probability: '0.0' } },
        ],
      },
    ],
    objects: {
      deals: [
        deal('101', '2026-02-01T09:00:00.000Z', {
          dealname: 'Acme renewal',
          amount: '12500.50',
          dealstage: 'closedwon',
          product_line: 'Pro',
        }),
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

export type HubSpotClient = ReturnType<typeof createHubSpotClient>;

/** The events of one type, typed. */
export const byType = <T extends ActivityEvent['type']>(events: ActivityEvent[], type: T) =>
  events.filter((event): event is Extract<ActivityEvent, { type: T }> => event.type === type);

/**
 * A client of `fake` with tokens it issued, HubSpot's clock at NOW, and waits and refreshed token
 * pairs recorded in `record` instead of slept or stored.
 */
export function connectedClient(
  fake: FakeHubSpot,
  record: { slept: number[]; persisted: HubSpotTokens[] },
  overrides: Partial<HubSpotClientOptions> = {},
): HubSpotClient {
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
      record.persisted.push(next);
      return next;
    },
    baseUrl: fake.url,
    sleep: async (ms) => {
      record.slept.push(ms);
    },
    now: () => NOW,
    ...overrides,
  });
}

/**
 * A fake HubSpot and a client of it (call `connect` first, `close` after each test): `slept` holds
 * the client's waits, `persisted` the token pairs it refreshed.
 */
export function createSyncHarness() {
  let fake: FakeHubSpot | undefined;
  const slept: number[] = [];
  const persisted: HubSpotTokens[] = [];
  const harness = {
    slept,
    persisted,
    get fake(): FakeHubSpot {
      if (!fake) throw new Error('connect() first');
      return fake;
    },
    async connect(data: FakeHubSpotFixtures = fixtures()): Promise<HubSpotClient> {
      slept.length = 0;
      persisted.length = 0;
      const started = await startFakeHubSpot(data);
      fake = started;
      return connectedClient(started, { slept, persisted });
    },
    /** Runs a sync, keeping every page as the caller would store it. */
    async run(client: HubSpotClient, options: Partial<HubSpotSyncOptions> = {}) {
      const pages: { events: ActivityEvent[]; cursors: HubSpotCursors }[] = [];
      const result = await syncHubSpot(client, {
        ...options,
        onPage: async (events, cursors) => {
          pages.push({ events, cursors });
          await options.onPage?.(events, cursors);
        },
      });
      return { result, pages, events: pages.flatMap((page) => page.events) };
    },
    async close(): Promise<void> {
      await fake?.close();
      fake = undefined;
    },
  };
  return harness;
}
