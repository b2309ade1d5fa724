import type { ActivityEvent, IngestResult } from '@salespulse/contract/ingestion';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProject, signUp, type Actor } from '../../../test/fixtures';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { postEvents } from '../../../test/webhook-client';
import { deals, dealStageChanges } from '../../db/schema/activity';
import { createIngestionQueue } from './ingestion-queue';

const target = { projectId: 'p', dataProviderId: 'provider-1' };
const call = (externalId: string): ActivityEvent => ({ type: 'call', externalId, startedAt: '2026-11-02T09:00:00Z', durationSeconds: 10 });

/** An ingestion whose transactions finish when the test says so; it records what each one stored. */
function controlledIngestion(failWhen: (events: ActivityEvent[]) => boolean = () => false) {
  const groups: ActivityEvent[][][] = [];
  const finishers: (() => void)[] = [];
  return {
    groups,
    finishNext: () => finishers.shift()?.(),
    async ingestBatches(_: unknown, batches: ActivityEvent[][]): Promise<IngestResult[]> {
      groups.push(batches);
      await new Promise<void>((resolve) => finishers.push(resolve));
      if (failWhen(batches.flat())) throw new Error('bad batch');
      return batches.map((events) => ({ accepted: events.length, unchanged: 0 }));
    },
  };
}

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('ingestion queue', () => {
  it('starts a lone batch at once and merges the batches that arrive while it runs', async () => {
    const ingestion = controlledIngestion();
    const stored: string[] = [];
    const queue = createIngestionQueue({ ingestion, stored: async (t) => void stored.push(t.dataProviderId) });

    const first = queue.ingest(target, [call('a')]);
    await tick();
    expect(ingestion.groups).toEqual([[[call('a')]]]);
    const second = queue.ingest(target, [call('b'), call('c')]);
    const third = queue.ingest(target, [call('d')]);
    // Another provider is not held up by this one.
    const other = queue.ingest({ ...target, dataProviderId: 'provider-2' }, [call('x')]);
    await tick();
    expect(ingestion.groups).toHaveLength(2);

    ingestion.finishNext();
    await expect(first).resolves.toEqual({ accepted: 1, unchanged: 0 });
    await tick();
    // The two waiting batches went in together, each answered with its own result.
    expect(ingestion.groups[2]).toEqual([[call('b'), call('c')], [call('d')]]);
    ingestion.finishNext();
    ingestion.finishNext();
    await expect(other).resolves.toEqual({ accepted: 1, unchanged: 0 });
    await expect(second).resolves.toEqual({ accepted: 2, unchanged: 0 });
    await expect(third).resolves.toEqual({ accepted: 1, unchanged: 0 });
    expect(stored.sort()).toEqual(['provider-1', 'provider-1', 'provider-2']);
  });

  it('stores the batches of a failed merge one by one, so only the bad one fails', async () => {
    const ingestion = controlledIngestion((events) => events.some((e) => e.externalId === 'bad'));
    const queue = createIngestionQueue({ ingestion });
    const busy = queue.ingest(target, [call('a')]);
    await tick();
    const good = queue.ingest(target, [call('b')]);
    const bad = queue.ingest(target, [call('bad')]);
    const settled = Promise.allSettled([busy, good, bad]);
    for (let i = 0; i < 10; i++) {
      ingestion.finishNext();
      await tick();
    }
    const [busyResult, goodResult, badResult] = await settled;
    expect(busyResult).toEqual({ status: 'fulfilled', value: { accepted: 1, unchanged: 0 } });
    expect(goodResult).toEqual({ status: 'fulfilled', value: { accepted: 1, unchanged: 0 } });
    expect(badResult).toMatchObject({ status: 'rejected', reason: new Error('bad batch') });
    // The merge of good and bad, then each alone.
    expect(ingestion.groups.slice(1).map((g) => g.map((b) => b[0]!.externalId))).toEqual([['b', 'bad'], ['b'], ['bad']]);
  });

  it('takes no more waiting events into one transaction than its limit', async () => {
    const ingestion = controlledIngestion();
    const queue = createIngestionQueue({ ingestion, maxEvents: 3 });
    const all = [queue.ingest(target, [call('a')])];
    await tick();
    all.push(queue.ingest(target, [call('b'), call('c')]), queue.ingest(target, [call('d')]), queue.ingest(target, [call('e')]));
    for (let i = 0; i < 5; i++) {
      ingestion.finishNext();
      await tick();
    }
    await Promise.all(all);
    expect(ingestion.groups.map((g) => g.flat().map((e) => e.externalId))).toEqual([['a'], ['b', 'c', 'd'], ['e']]);
  });
});

describe('concurrent webhook requests of one provider', () => {
  let t: TestApp;
  let owner: Actor;
  let provider: { id: string; secret: string };

  beforeAll(async () => {
    t = await createTestApp();
    owner = await signUp(t, 'Olivia Owner');
    const project = await createProject(t, owner);
    provider = (
      await t.app.inject({
        method: 'POST',
        url: '/api/data_providers',
        headers: owner.headers,
        payload: { project: project['@id'], type: 'webhook', name: 'CRM' },
      })
    ).json();
  });
  afterAll(() => t.close());

  const deal = (externalId: string, stage: string, updatedAt: string) => ({
    type: 'deal',
    externalId,
    stage,
    createdAt: '2026-11-02T08:00:00Z',
    updatedAt,
  });

  it('answers each request with its own result and stores every object once, the newest version kept', async () => {
    const bodies = [
      ...Array.from({ length: 12 }, (_, i) => ({ events: [deal(`lead-${i}`, 'new', '2026-11-02T08:00:00Z')] })),
      // The same deal in two requests at once: the newer version is what is stored.
      { events: [deal('shared', 'won', '2026-11-02T10:00:00Z')] },
      { events: [deal('shared', 'new', '2026-11-02T09:00:00Z')] },
    ];
    const responses = await Promise.all(bodies.map((body) => postEvents(t.app, provider.id, provider.secret, body)));
    expect(responses.map((r) => r.statusCode)).toEqual(bodies.map(() => 200));
    const results = responses.map((r) => r.json() as IngestResult);
    expect(results.slice(0, 12)).toEqual(Array.from({ length: 12 }, () => ({ accepted: 1, unchanged: 0 })));
    // Together 'shared' was written once or twice (merged or not), never lost, never both as "unchanged".
    expect(results[12]).toEqual({ accepted: 1, unchanged: 0 });
    expect(results[13]!.accepted + results[13]!.unchanged).toBe(1);

    const stored = await t.db
      .select({ externalId: deals.externalId, stage: deals.stage })
      .from(deals)
      .where(eq(deals.dataProviderId, provider.id));
    expect(stored).toHaveLength(13);
    expect(stored.find((d) => d.externalId === 'shared')?.stage).toBe('won');
    const changes = await t.db
      .select({ dealId: dealStageChanges.dealId })
      .from(dealStageChanges)
      .innerJoin(deals, eq(deals.id, dealStageChanges.dealId))
      .where(eq(deals.dataProviderId, provider.id));
    expect(changes.length).toBeGreaterThanOrEqual(13);

    // Sent again, all of it changes nothing.
    const again = await Promise.all(bodies.map((body) => postEvents(t.app, provider.id, provider.secret, body)));
    expect(again.map((r) => (r.json() as IngestResult).accepted)).toEqual(bodies.map(() => 0));
  });
});
