import type { FakeHubSpotFixtures, FakeRecord } from './fake-hubspot';

// A HubSpot account of some size for the connector's integration tests and its throughput bench:
// owners, one pipeline, and deals, calls and tasks modified one second apart, calls and tasks
// associated with deals.

const BASE = Date.parse('2026-02-01T08:00:00.000Z');
const at = (seconds: number) => new Date(BASE + seconds * 1000).toISOString();

export const CONNECTED = 'f240bbac-87c9-4f6e-bf70-924b57d47db7';

export function hubspotAccount(size: { owners?: number; deals: number; calls: number; tasks: number }): FakeHubSpotFixtures {
  const owners = Array.from({ length: size.owners ?? 5 }, (_, i) => ({
    id: String(11 + i),
    email: `owner${i}@acme.test`,
    firstName: `Owner`,
    lastName: String(i),
  }));
  const stages = ['appointmentscheduled', 'qualifiedtobuy', 'contractsent', 'closedwon', 'closedlost'];
  const record = (id: string, seconds: number, properties: Record<string, string | null>): FakeRecord => ({
    id,
    properties: { hs_lastmodifieddate: at(seconds), ...properties },
    createdAt: at(0),
    updatedAt: at(seconds),
  });
  const deals = Array.from({ length: size.deals }, (_, i) =>
    record(String(100_000 + i), i, {
      dealname: `Deal ${i}`,
      amount: String(1000 + i),
      dealstage: stages[i % stages.length]!,
      hubspot_owner_id: owners[i % owners.length]!.id,
      createdate: at(i - 86_400),
    }),
  );
  const calls = Array.from({ length: size.calls }, (_, i) =>
    record(String(200_000 + i), i, {
      hs_timestamp: at(i - 60),
      hs_call_duration: String((i % 7) * 30_000),
      hs_call_status: 'COMPLETED',
      hs_call_disposition: i % 3 === 0 ? CONNECTED : null,
      hs_call_direction: 'OUTBOUND',
      hubspot_owner_id: owners[i % owners.length]!.id,
    }),
  );
  const tasks = Array.from({ length: size.tasks }, (_, i) =>
    record(String(300_000 + i), i, {
      hs_task_subject: `Task ${i}`,
      hs_task_status: i % 2 === 0 ? 'COMPLETED' : 'NOT_STARTED',
      hs_task_completion_date: i % 2 === 0 ? at(i) : null,
      hs_timestamp: at(i + 86_400),
      hs_createdate: at(i - 3600),
      hubspot_owner_id: owners[i % owners.length]!.id,
    }),
  );
  const link = (from: FakeRecord[]) =>
    Object.fromEntries(from.filter((_, i) => i % 2 === 0).map((r, i) => [r.id, [deals[i % Math.max(deals.length, 1)]?.id ?? '100000']]));
  return {
    owners,
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
          { id: 'qualifiedtobuy', label: 'Qualified to buy', displayOrder: 1, metadata: { isClosed: 'false', probability: '0.4' } },
          { id: 'contractsent', label: 'Contract sent', displayOrder: 2, metadata: { isClosed: 'false', probability: '0.9' } },
          { id: 'closedwon', label: 'Closed won', displayOrder: 3, metadata: { isClosed: 'true', probability: '1.0' } },
          { id: 'closedlost', label: 'Closed lost', displayOrder: 4, metadata: { isClosed: 'true', probability: '0.0' } },
        ],
      },
    ],
    objects: { deals, calls, tasks },
    dealAssociations: { calls: link(calls), tasks: link(tasks) },
  };
}
