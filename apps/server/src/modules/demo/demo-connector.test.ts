import { and, asc, count, eq, isNotNull } from 'drizzle-orm';
import type { ActivityEvent } from '@salespulse/contract/ingestion';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, loginUser, bearer, type TestApp } from '../../../test/test-app';
import { calls, deals, dealStageChanges, providerUsers, tasks } from '../activity/activity.schema';
import { createIngestionService } from '../activity/ingestion.service';
import { dataProviders, type DataProviderRow } from '../data-providers/data-providers.schema';
import { definitions } from '../definitions/definitions.schema';
import { createDemoConnector } from './demo-connector';
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
    headers = bearer((await loginUser(t.app, credentials.email, credentials.password)).token);
    demo = (await t.db.select().from(dataProviders).where(eq(dataProviders.type, 'demo')))[0]!;
  }, 60_000);
  afterAll(() => t.close());

  const rowsOf = async (table: typeof deals | typeof calls | typeof tasks, providerId: string) =>
    (await t.db.select({ value: count() }).from(table).where(eq(table.dataProviderId, providerId)))[0]!.value;

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
    const owned = await t.db.select({ value: count() }).from(calls).where(and(eq(calls.dataProviderId, demo.id), isNotNull(calls.employeeId)));
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
    const managers = (board.json() as { employees: { participatedCount: number; participateTimeAvg: number | null; processTimeAvg: number | null }[] }).employees.filter(
      (row) => row.participatedCount > 0,
    );
    expect(managers.length).toBeGreaterThanOrEqual(10);
    expect(managers.filter((row) => (row.participateTimeAvg ?? 0) > 0).length).toBeGreaterThanOrEqual(managers.length / 2);
    expect(managers.every((row) => (row.processTimeAvg ?? 0) > 0)).toBe(true);
  });

  it('generates through the ingestion path the same rows whether it catches up once or in several runs', async () => {
    const ingestion = createIngestionService(t.db);
    const project = demo.projectId;
    const [a, b] = await t.db
      .insert(dataProviders)
      .values([
        { projectId: project, type: 'demo', name: 'Demo A', settings: { seed: 'same' } },
        { projectId: project, type: 'demo', name: 'Demo B', settings: { seed: 'same' } },
      ])
      .returning();
    const end = Date.parse('2026-11-20T16:00:00Z');
    const runTo = async (provider: DataProviderRow, cursor: Record<string, unknown>, now: number) => {
      let saved = cursor;
      const connector = createDemoConnector({ db: t.db, now: () => now, backfillDays: 3 });
      await connector.sync({
        provider,
        cursor,
        signal: new AbortController().signal,
        commit: async (events: ActivityEvent[], next) => {
          if (events.length > 0) await ingestion.ingest({ projectId: project, dataProviderId: provider.id }, events);
          saved = next;
        },
      });
      return saved;
    };
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
});
