import { and, asc, count, eq, isNotNull } from 'drizzle-orm';
import type { ActivityEvent } from '@salespulse/contract/ingestion';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, loginUser, bearer, type TestApp } from '../../../test/test-app';
import { calls, deals, dealStageChanges, providerUsers, tasks } from '../../db/schema/activity';
import { createIngestionService } from '../activity';
import { dataProviders, type DataProviderRow } from '../../db/schema/data-providers';
import { definitions } from '../../db/schema/definitions';
import { distributions } from '../../db/schema/distribution';
import { createDemoConnector, spansAfter } from './demo-connector';
import { seedDemoWorkspace } from './demo-seed';
import { until as poll } from '../../../test/until';

const DAY = 86_400_000;

const until = (check: () => boolean | Promise<boolean>, timeoutMs = 240_000) => poll(check, timeoutMs, 200);

describe('demo data provider', () => {
  let t: TestApp;
  let headers: Record<string, string>;
  let demo: DataProviderRow;

  beforeAll(async () => {
    // Two weeks: a deal needs about seven working days from new to won, so a week's history may hold none.
    t = await createTestApp({ workers: true, jobPollIntervalSeconds: 0.5, demoBackfillDays: 14 });
    const credentials = (await seedDemoWorkspace(t.db))!;
    // These runs are of a project without distribution (the CRM hands leads out); the seeded one
    // waits, and the last test starts one of its own. The routed story: demo-story.test.ts.
    await t.db.update(distributions).set({ active: false });
    headers = bearer((await loginUser(t.app, credentials.email, credentials.password)).token);
    demo = (await t.db.select().from(dataProviders).where(eq(dataProviders.type, 'demo')))[0]!;
  }, 60_000);
  afterAll(() => t.close());

  const rowsOf = async (table: typeof deals | typeof calls | typeof tasks, providerId: string) =>
    (await t.db.select({ value: count() }).from(table).where(eq(table.dataProviderId, providerId)))[0]!.value;

  const end = Date.parse('2026-11-20T16:00:00Z');
  /** Runs a demo provider's sync as of `now` through ingestion; the cursor it saved last. */
  const runTo = async (provider: DataProviderRow, cursor: Record<string, unknown>, now: number) => {
    const ingestion = createIngestionService(t.db);
    let saved = cursor;
    const connector = createDemoConnector({ db: t.db, now: () => now, backfillDays: 3 });
    await connector.sync({
      provider,
      cursor,
      signal: new AbortController().signal,
      commit: async (events: ActivityEvent[], next) => {
        if (events.length > 0) await ingestion.ingest({ projectId: provider.projectId, dataProviderId: provider.id }, events);
        saved = next;
      },
    });
    return saved;
  };

  it('is seeded with the demo project, its stages mapped, and fills its history on its first sync', async () => {
    expect(demo).toMatchObject({ name: 'Demo CRM', state: 'active', syncStatus: 'idle' });
    const stages = await t.db.select().from(definitions).where(eq(definitions.dataProviderId, demo.id)).orderBy(asc(definitions.position));
    expect(stages.map((d) => [d.stage, d.kind])).toEqual([
      ['new', null],
      ['qualified', null],
      ['negotiation', 'negotiation'],
      ['invoice', 'bill'],
      ['won', 'won'],
      ['lost', 'lost'],
      ['refund', 'refund'],
    ]);

    const sync = await t.app.inject({ method: 'POST', url: `/api/data_providers/${demo.id}/sync`, headers });
    expect(sync.statusCode).toBe(202);
    await until(async () => (await t.db.select().from(dataProviders).where(eq(dataProviders.id, demo.id)))[0]!.syncStatus === 'idle');
    const [after] = await t.db.select().from(dataProviders).where(eq(dataProviders.id, demo.id));
    expect(after).toMatchObject({ lastError: null, state: 'active' });
    expect(after!.lastSuccessAt).toBeInstanceOf(Date);

    const [dealCount, callCount, taskCount] = [await rowsOf(deals, demo.id), await rowsOf(calls, demo.id), await rowsOf(tasks, demo.id)];
    // Two weeks of a team of twelve.
    expect(callCount).toBeGreaterThan(1500);
    expect(dealCount).toBeGreaterThan(100);
    expect(taskCount).toBeGreaterThan(250);
    // Every generated person is a project employee, matched by e-mail.
    const people = await t.db.select().from(providerUsers).where(eq(providerUsers.dataProviderId, demo.id));
    expect(people).toHaveLength(12);
    expect(people.every((p) => p.employeeId !== null)).toBe(true);
    const owned = await t.db
      .select({ value: count() })
      .from(calls)
      .where(and(eq(calls.dataProviderId, demo.id), isNotNull(calls.employeeId)));
    expect(owned[0]!.value).toBe(callCount);
    // Won deals reached won through negotiation and an invoice, and the history says when.
    const won = await t.db
      .select({ stage: dealStageChanges.stage })
      .from(dealStageChanges)
      .innerJoin(deals, eq(deals.id, dealStageChanges.dealId))
      .where(and(eq(deals.dataProviderId, demo.id), eq(deals.stage, 'won')))
      .orderBy(asc(deals.id), asc(dealStageChanges.changedAt));
    expect(won.length).toBeGreaterThan(0);
    expect(new Set(won.map((w) => w.stage))).toEqual(new Set(['new', 'qualified', 'negotiation', 'invoice', 'won']));

    // Leads that came in unassigned waited for their owner: Lead processing's "Bid incoming speed"
    // is not zero across the team, and every lead was processed some time after it arrived.
    const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);
    const board = await t.app.inject({
      method: 'POST',
      url: '/api/analytics/lead_processing',
      headers,
      payload: { project: `/api/projects/${demo.projectId}`, date: { from: day(Date.now() - 13 * DAY), to: day(Date.now()) } },
    });
    expect(board.statusCode).toBe(200);
    const managers = (
      board.json() as { employees: { participatedCount: number; participateTimeAvg: number | null; processTimeAvg: number | null }[] }
    ).employees.filter((row) => row.participatedCount > 0);
    expect(managers.length).toBeGreaterThanOrEqual(10);
    expect(managers.filter((row) => (row.participateTimeAvg ?? 0) > 0).length).toBeGreaterThanOrEqual(managers.length / 2);
    expect(managers.every((row) => (row.processTimeAvg ?? 0) > 0)).toBe(true);
    // The sync job of two weeks may take as long as `until` waits on a loaded machine (22 s when idle).
  }, 240_000);

  it('generates through the ingestion path the same rows whether it catches up once or in several runs', async () => {
    const project = demo.projectId;
    const [a, b] = await t.db
      .insert(dataProviders)
      .values([
        { projectId: project, type: 'demo', name: 'Demo A', settings: { seed: 'same' } },
        { projectId: project, type: 'demo', name: 'Demo B', settings: { seed: 'same' } },
      ])
      .returning();
    // A: one run from three days before `end`. B: its first run a day earlier (same origin), then catching up.
    await runTo(a!, {}, end);
    let cursor = await runTo(b!, { demo: { origin: end - 3 * DAY, until: end - 3 * DAY } }, end - 2 * DAY);
    cursor = await runTo(b!, cursor, end - 36 * 3_600_000);
    await runTo(b!, cursor, end);

    const snapshot = async (providerId: string) => ({
      deals: (await t.db.select().from(deals).where(eq(deals.dataProviderId, providerId)).orderBy(asc(deals.externalId))).map((d) => [
        d.externalId,
        d.stage,
        d.amount,
        d.employeeId,
        d.updatedAt.toISOString(),
      ]),
      history: (
        await t.db
          .select({ id: deals.externalId, stage: dealStageChanges.stage, at: dealStageChanges.changedAt })
          .from(dealStageChanges)
          .innerJoin(deals, eq(deals.id, dealStageChanges.dealId))
          .where(eq(deals.dataProviderId, providerId))
          .orderBy(asc(deals.externalId), asc(dealStageChanges.changedAt))
      ).map((h) => [h.id, h.stage, h.at.toISOString()]),
      calls: (await t.db.select().from(calls).where(eq(calls.dataProviderId, providerId)).orderBy(asc(calls.externalId))).map((c) => [
        c.externalId,
        c.startedAt.toISOString(),
        c.durationSeconds,
        c.answered,
      ]),
      tasks: (await t.db.select().from(tasks).where(eq(tasks.dataProviderId, providerId)).orderBy(asc(tasks.externalId))).map((x) => [
        x.externalId,
        x.completedAt?.toISOString() ?? null,
      ]),
    });
    const one = await snapshot(a!.id);
    expect(one.calls.length).toBeGreaterThan(100);
    expect(await snapshot(b!.id)).toEqual(one);
  });
  it('leaves the leads that come in unassigned to an active distribution, from the run that first sees it', async () => {
    const [a] = await t.db.select().from(dataProviders).where(eq(dataProviders.name, 'Demo A'));
    const [c] = await t.db
      .insert(dataProviders)
      .values({ projectId: demo.projectId, type: 'demo', name: 'Demo C', settings: { seed: 'same' } })
      .returning();
    // The same history as A's up to the evening before `end`; then the project starts distributing leads.
    const seen = end - 20 * 3_600_000;
    const cursor = await runTo(c!, { demo: { origin: end - 3 * DAY, until: end - 3 * DAY } }, seen);
    expect(cursor.demo).not.toHaveProperty('distributing');
    const [distribution] = await t.db.insert(distributions).values({ projectId: demo.projectId, name: 'Demo leads' }).returning();
    const last = await runTo(c!, cursor, end);
    expect(last.demo).toMatchObject({ distributing: [{ from: seen, to: null }] });

    const ownerOf = async (providerId: string) =>
      new Map(
        (await t.db.select().from(deals).where(eq(deals.dataProviderId, providerId))).map((d) => [
          d.externalId,
          { createdAt: d.createdAt.getTime(), owner: d.employeeId },
        ]),
      );
    const [withA, withC] = [await ownerOf(a!.id), await ownerOf(c!.id)];
    expect([...withC.keys()].sort()).toEqual([...withA.keys()].sort());
    const waiting = [...withC].filter(([, deal]) => deal.owner === null);
    // Only leads that came in after distribution was seen wait for it; A's copies were handed out.
    expect(waiting.length).toBeGreaterThan(0);
    for (const [externalId, deal] of waiting) {
      expect(deal.createdAt).toBeGreaterThan(seen);
      // A handed its copy out, unless it came in during the last minutes before `end` (a handout takes up to 12).
      if (withA.get(externalId)!.owner === null) expect(deal.createdAt).toBeGreaterThan(end - 12 * 60_000);
    }
    // Every other deal has the owner A's copy has.
    for (const [externalId, deal] of withC) if (deal.owner !== null) expect(deal.owner).toBe(withA.get(externalId)!.owner);

    // A first run that finds distribution on leaves it only the leads of the last day (it takes no older ones).
    const [d] = await t.db
      .insert(dataProviders)
      .values({ projectId: demo.projectId, type: 'demo', name: 'Demo D', settings: { seed: 'same' } })
      .returning();
    const first = await runTo(d!, {}, end);
    expect(first.demo).toMatchObject({ distributing: [{ from: end - DAY, to: null }] });
    const withD = await ownerOf(d!.id);
    const waitingD = [...withD.values()].filter((deal) => deal.owner === null);
    expect(waitingD.length).toBeGreaterThan(0);
    expect(waitingD.every((deal) => deal.createdAt > end - DAY)).toBe(true);
    await t.db.delete(distributions).where(eq(distributions.id, distribution!.id));
  });
});

describe('spans of distribution seen by demo runs', () => {
  const DAY_MS = 86_400_000;
  it('opens a span at the end of the run before the one that saw distribution on, and closes it likewise', () => {
    expect(spansAfter([], false, 100)).toEqual([]);
    expect(spansAfter([], true, 100)).toEqual([{ from: 100, to: null }]);
    expect(spansAfter([{ from: 100, to: null }], true, 200)).toEqual([{ from: 100, to: null }]);
    expect(spansAfter([{ from: 100, to: null }], false, 200)).toEqual([{ from: 100, to: 200 }]);
    expect(spansAfter([{ from: 100, to: 200 }], true, 300)).toEqual([
      { from: 100, to: 200 },
      { from: 300, to: null },
    ]);
  });

  it('forgets spans that ended before any deal still moving came in', () => {
    const now = 100 * DAY_MS;
    expect(
      spansAfter(
        [
          { from: 0, to: DAY_MS },
          { from: 60 * DAY_MS, to: 61 * DAY_MS },
        ],
        false,
        now,
      ),
    ).toEqual([{ from: 60 * DAY_MS, to: 61 * DAY_MS }]);
  });
});
