import { and, asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../test/test-database';
import type { Database } from '../../db/database';
import { dealOwnerChanges, deals, providerUsers } from '../../db/schema/activity';
import { employees } from '../../db/schema/employees';
import { distributionLeads, distributionLogs, distributions } from '../../db/schema/distribution';
import { callOn, everyDay, leadRow, ledgerOf, newLead, seedDistribution, seedTeam, weekdays } from './engine-fixtures';
import { createLeadEngine, type LeadEngine } from './lead-engine';
import { createOwnerWriters, createWriteBack, localOwnerExternalId } from './write-back';

// The engine against a real database with a fake clock. 2026-03-04 is a Wednesday; Berlin is UTC+1.
const MINUTE = 60_000;

describe('lead engine', () => {
  let database: TestDatabase;
  let db: Database;
  let now: number;
  const clock = () => new Date(now);
  let engine: LeadEngine;

  beforeAll(async () => {
    database = await createTestDatabase();
    db = database.handle.db;
    engine = createLeadEngine({ db, now: clock });
  });
  afterAll(() => database.drop());
  beforeEach(() => {
    now = Date.parse('2026-03-04T10:00:00Z');
  });

  const logsOf = (dealId: string) =>
    db.select().from(distributionLogs).where(eq(distributionLogs.dealId, dealId)).orderBy(asc(distributionLogs.at));
  const members = (distributionId: string) => ledgerOf(db, distributionId);
  async function drain() {
    for (const id of await engine.dueLeads(100)) await engine.processLead(id);
  }

  it('records only new unowned leads of a project that distributes, once', async () => {
    const team = await seedTeam(db, { people: { ann: {} } });
    // No active distribution yet: nothing to record.
    expect((await newLead(db, engine, team, clock())).leadId).toBeUndefined();
    await seedDistribution(db, team, [{ name: 'ann' }]);
    const { deal, leadId } = await newLead(db, engine, team, clock());
    expect(leadId).toBeDefined();
    expect(await engine.recordNewLeads(db, team.projectId, [deal.id])).toBe(0);
    // A deal older than a day is history (an import), not a lead.
    const old = await newLead(db, engine, team, new Date(now - 25 * 60 * MINUTE));
    expect(old.leadId).toBeUndefined();
  });

  it('assigns a lead to the fairest eligible member, explains why, and writes the owner back locally', async () => {
    const team = await seedTeam(db, {
      people: { ann: {}, bob: {}, off: { schedules: weekdays('20:00', '22:00') }, gone: { status: 'inactive' } },
    });
    const distributionId = await seedDistribution(db, team, [
      { name: 'ann', weight: 1 },
      { name: 'bob', weight: 3 },
      { name: 'off' },
      { name: 'gone' },
    ]);
    const { deal, leadId } = await newLead(db, engine, team, clock());
    const outcome = await engine.processLead(leadId!);
    expect(outcome).toEqual({ state: 'assigned', decision: 'assigned', employeeId: team.employeeIds.bob });

    const [log] = await logsOf(deal.id);
    expect(log).toMatchObject({ decision: 'assigned', employeeId: team.employeeIds.bob, distributionId, previousEmployeeId: null });
    expect(log!.reason.summary).toBe('Largest deficit (expected − received) among 2 eligible employees');
    expect(log!.reason.skipped).toEqual(
      expect.arrayContaining([
        { employee: team.employeeIds.off, reason: 'off_schedule' },
        { employee: team.employeeIds.gone, reason: 'inactive' },
      ]),
    );
    const ledger = await members(distributionId);
    const bob = ledger.find((m) => m.employeeId === team.employeeIds.bob)!;
    const ann = ledger.find((m) => m.employeeId === team.employeeIds.ann)!;
    expect(bob).toMatchObject({ received: 1, expected: 0.75, day: '2026-03-04', dayCount: 1 });
    expect(ann).toMatchObject({ received: 0, expected: 0.25 });

    // The owner reaches the deal through the write-back.
    const writeBack = createWriteBack({ db, writers: createOwnerWriters(db), now: clock });
    expect(await writeBack.due(10)).toContain(leadId);
    expect(await writeBack.run(leadId!)).toBe('done');
    const [stored] = await db.select().from(deals).where(eq(deals.id, deal.id));
    expect(stored!.employeeId).toBe(team.employeeIds.bob);
    const [owner] = await db.select().from(providerUsers).where(eq(providerUsers.id, stored!.ownerUserId!));
    expect(owner).toMatchObject({
      externalId: localOwnerExternalId(team.employeeIds.bob!),
      employeeId: team.employeeIds.bob,
      mappedManually: true,
    });
    expect(await db.select().from(dealOwnerChanges).where(eq(dealOwnerChanges.dealId, deal.id))).toHaveLength(1);
    // Idempotent: writing again changes nothing.
    expect(await writeBack.run(leadId!)).toBeNull();
    expect((await leadRow(db, leadId!)).writeBackState).toBe('done');
  });

  it('logs a lead no distribution takes as unmatched', async () => {
    const team = await seedTeam(db, { people: { ann: {} } });
    await seedDistribution(db, team, [{ name: 'ann' }], { dataProviderIds: ['00000000-0000-4000-8000-000000000000'] });
    const { deal, leadId } = await newLead(db, engine, team, clock());
    expect(await engine.processLead(leadId!)).toEqual({ state: 'unmatched', decision: 'unmatched' });
    expect((await logsOf(deal.id)).map((l) => l.decision)).toEqual(['unmatched']);
    expect((await leadRow(db, leadId!)).dueAt).toBeNull();
  });

  it('postpones a lead at night and distributes it when the first employee starts work', async () => {
    const team = await seedTeam(db, {
      people: { early: { schedules: weekdays('08:00', '16:00') }, late: { schedules: weekdays('10:00', '18:00') } },
    });
    await seedDistribution(db, team, [{ name: 'early' }, { name: 'late' }]);
    now = Date.parse('2026-03-04T21:00:00Z'); // Wed 22:00 Berlin
    const { deal, leadId } = await newLead(db, engine, team, clock());
    expect(await engine.processLead(leadId!)).toEqual({ state: 'waiting', decision: 'postponed' });
    expect((await leadRow(db, leadId!)).dueAt?.toISOString()).toBe('2026-03-05T07:00:00.000Z'); // Thu 08:00 Berlin
    now = Date.parse('2026-03-05T06:59:00Z');
    expect(await engine.dueLeads(10)).not.toContain(leadId);
    expect(await engine.processLead(leadId!)).toBeNull();
    now = Date.parse('2026-03-05T07:00:00Z');
    expect(await engine.processLead(leadId!)).toEqual({ state: 'assigned', decision: 'assigned', employeeId: team.employeeIds.early });
    const logs = await logsOf(deal.id);
    expect(logs.map((l) => l.decision)).toEqual(['postponed', 'assigned']);
    expect(logs[0]!.reason.waitUntil).toBe('2026-03-05T07:00:00.000Z');
  });

  it('gives the lead to the fallback owner beyond the postpone time, and raises one alert without one', async () => {
    const team = await seedTeam(db, {
      settings: { distribution_postpone: '60' },
      people: { day: { schedules: weekdays('09:00', '17:00') }, boss: {} },
    });
    const withFallback = await seedDistribution(db, team, [{ name: 'day' }], { fallback: 'boss' });
    now = Date.parse('2026-03-04T21:00:00Z');
    const first = await newLead(db, engine, team, clock());
    expect(await engine.processLead(first.leadId!)).toEqual({ state: 'assigned', decision: 'fallback', employeeId: team.employeeIds.boss });
    expect((await leadRow(db, first.leadId!)).viaFallback).toBe(true);

    await db.update(distributions).set({ fallbackEmployeeId: null }).where(eq(distributions.id, withFallback));
    const second = await newLead(db, engine, team, clock());
    expect(await engine.processLead(second.leadId!)).toEqual({ state: 'alert', decision: 'alert' });
    // Looked at again every 30 minutes: still an alert, but logged once.
    now += 30 * MINUTE;
    expect(await engine.processLead(second.leadId!)).toEqual({ state: 'alert', decision: undefined });
    expect((await logsOf(second.deal.id)).map((l) => l.decision)).toEqual(['alert']);
    // The morning brings someone: assigned.
    now = Date.parse('2026-03-05T08:00:00Z');
    await drain();
    expect((await leadRow(db, second.leadId!)).employeeId).toBe(team.employeeIds.day);
    expect((await logsOf(second.deal.id)).map((l) => l.decision)).toEqual(['alert', 'assigned']);
  });

  it('re-assigns a lead not processed within the delay, and leaves a processed one alone', async () => {
    const team = await seedTeam(db, { settings: { distribution_delay: '10' }, people: { ann: {}, bob: {} } });
    await seedDistribution(db, team, [
      { name: 'ann', weight: 2 },
      { name: 'bob', weight: 1 },
    ]);
    const missed = await newLead(db, engine, team, clock());
    await engine.processLead(missed.leadId!);
    expect((await leadRow(db, missed.leadId!)).employeeId).toBe(team.employeeIds.ann);
    const done = await newLead(db, engine, team, clock());
    await engine.processLead(done.leadId!);
    expect((await leadRow(db, done.leadId!)).employeeId).toBe(team.employeeIds.bob);
    // Bob calls within the delay; Ann does nothing. (A call before the assignment would not count.)
    await callOn(db, team, done.deal, new Date(now + 5 * MINUTE), team.employeeIds.bob);
    await callOn(db, team, missed.deal, new Date(now - MINUTE));

    now += 9 * MINUTE;
    expect(await engine.processLead(missed.leadId!)).toBeNull(); // not due yet
    now += MINUTE;
    expect(await engine.processLead(missed.leadId!)).toEqual({
      state: 'assigned',
      decision: 'reassigned',
      employeeId: team.employeeIds.bob,
    });
    expect(await engine.processLead(done.leadId!)).toEqual({ state: 'processed', employeeId: team.employeeIds.bob });

    const [, reassigned] = await logsOf(missed.deal.id);
    expect(reassigned).toMatchObject({
      decision: 'reassigned',
      employeeId: team.employeeIds.bob,
      previousEmployeeId: team.employeeIds.ann,
    });
    expect(reassigned!.reason.summary).toBe(
      'Not processed within 10 minutes; largest deficit (expected − received) among 1 eligible employee',
    );
    expect(reassigned!.reason.skipped).toEqual([{ employee: team.employeeIds.ann, reason: 'missed_this_lead' }]);
    const lead = await leadRow(db, missed.leadId!);
    expect(lead).toMatchObject({ missedBy: [team.employeeIds.ann], writeBackState: 'pending', writeBackVersion: 2 });
    expect(lead.dueAt?.getTime()).toBe(now + 10 * MINUTE);
    // Bob misses it too: nobody else is left, it stays with him.
    now += 10 * MINUTE;
    expect(await engine.processLead(missed.leadId!)).toEqual({ state: 'assigned', decision: 'kept', employeeId: team.employeeIds.bob });
    expect((await leadRow(db, missed.leadId!)).dueAt).toBeNull();
  });

  it('marks an employee away after the limit of misses in a row, and back when they process a lead', async () => {
    const team = await seedTeam(db, { settings: { distribution_delay: '5', away_count_limit: '2' }, people: { ann: {}, bob: {} } });
    const distributionId = await seedDistribution(db, team, [
      { name: 'ann', weight: 100 },
      { name: 'bob', weight: 1 },
    ]);
    const ann = team.employeeIds.ann!;
    // Ann (by weight) gets two leads and lets both expire.
    const leads = [await newLead(db, engine, team, clock()), await newLead(db, engine, team, clock())];
    for (const l of leads) expect((await engine.processLead(l.leadId!))?.employeeId).toBe(ann);
    now += 5 * MINUTE;
    expect((await engine.processLead(leads[0]!.leadId!))?.decision).toBe('reassigned');
    let annRow = (await members(distributionId)).find((m) => m.employeeId === ann)!;
    expect(annRow).toMatchObject({ consecutiveMisses: 1, away: false });
    expect((await engine.processLead(leads[1]!.leadId!))?.decision).toBe('reassigned');
    annRow = (await members(distributionId)).find((m) => m.employeeId === ann)!;
    expect(annRow).toMatchObject({ consecutiveMisses: 2, away: true });
    expect((await logsOf(leads[1]!.deal.id)).map((l) => l.decision)).toEqual(['assigned', 'away', 'reassigned']);

    // Away: despite her weight, new leads go to Bob, and say why.
    const next = await newLead(db, engine, team, clock());
    expect((await engine.processLead(next.leadId!))?.employeeId).toBe(team.employeeIds.bob);
    expect((await logsOf(next.deal.id))[0]!.reason.skipped).toEqual([{ employee: ann, reason: 'away' }]);

    // She calls someone: on the next decision she is back, and gets leads again.
    now += MINUTE;
    await callOn(db, team, leads[0]!.deal, clock(), ann);
    const after = await newLead(db, engine, team, clock());
    expect((await engine.processLead(after.leadId!))?.employeeId).toBe(ann);
    expect((await logsOf(after.deal.id)).map((l) => l.decision)).toEqual(['back', 'assigned']);
    annRow = (await members(distributionId)).find((m) => m.employeeId === ann)!;
    expect(annRow).toMatchObject({ consecutiveMisses: 0, away: false, awaySince: null });
  });

  it('stops at the daily cap and starts again on the next local day', async () => {
    const team = await seedTeam(db, {
      settings: { distribution_postpone: '1440' },
      people: { ann: { schedules: everyDay('00:00', '23:59') } },
    });
    await seedDistribution(db, team, [{ name: 'ann', dailyCap: 2 }]);
    now = Date.parse('2026-03-04T20:00:00Z'); // 21:00 Berlin
    const results = [];
    for (let i = 0; i < 3; i++) {
      const { leadId } = await newLead(db, engine, team, clock());
      results.push(await engine.processLead(leadId!));
    }
    expect(results.map((r) => r?.decision)).toEqual(['assigned', 'assigned', 'postponed']);
    const waiting = (
      await db
        .select()
        .from(distributionLeads)
        .where(and(eq(distributionLeads.projectId, team.projectId), eq(distributionLeads.state, 'waiting')))
    )[0]!;
    expect(waiting.dueAt?.toISOString()).toBe('2026-03-04T23:00:00.000Z'); // local midnight
    now = Date.parse('2026-03-04T23:00:00Z');
    expect((await engine.processLead(waiting.id))?.decision).toBe('assigned');
  });

  it('leaves a deal that got an owner in the CRM before the decision', async () => {
    const team = await seedTeam(db, { people: { ann: {} } });
    await seedDistribution(db, team, [{ name: 'ann' }]);
    const { deal, leadId } = await newLead(db, engine, team, clock());
    const [crmUser] = await db
      .insert(providerUsers)
      .values({ projectId: team.projectId, dataProviderId: team.providerId, externalId: 'crm-1', name: 'CRM' })
      .returning();
    await db.update(deals).set({ ownerUserId: crmUser!.id }).where(eq(deals.id, deal.id));
    expect(await engine.processLead(leadId!)).toEqual({ state: 'skipped', decision: 'skipped' });
  });

  it('stays fair through the database: the ledger matches the pure simulation over 120 leads across a restart', async () => {
    const team = await seedTeam(db, { people: { a: {}, b: {}, c: {} } });
    const distributionId = await seedDistribution(db, team, [
      { name: 'a', weight: 1 },
      { name: 'b', weight: 2 },
      { name: 'c', weight: 3 },
    ]);
    for (let i = 0; i < 120; i++) {
      // A new engine (a restart) halfway through.
      const worker = i < 60 ? engine : createLeadEngine({ db, now: clock });
      const { leadId } = await newLead(db, worker, team, clock());
      await worker.processLead(leadId!);
    }
    const ledger = await members(distributionId);
    expect(ledger.map((m) => m.received)).toEqual([20, 40, 60]);
    for (const m of ledger) expect(m.expected).toBeCloseTo(m.received, 6);
  });

  it('writes the owner of a deleted employee as nothing and a gone deal as done', async () => {
    const team = await seedTeam(db, { people: { ann: {} } });
    await seedDistribution(db, team, [{ name: 'ann' }]);
    const { leadId } = await newLead(db, engine, team, clock());
    await engine.processLead(leadId!);
    await db.delete(employees).where(eq(employees.id, team.employeeIds.ann!));
    const writeBack = createWriteBack({ db, writers: createOwnerWriters(db), now: clock });
    expect(await writeBack.run(leadId!)).toBe('done');
  });

  it('decides a burst in one transaction exactly as one by one: same picks, caps and ledger', async () => {
    const people = {
      a: { schedules: everyDay('00:00', '23:59') },
      b: { schedules: everyDay('00:00', '23:59') },
      c: { schedules: everyDay('00:00', '23:59') },
    };
    const spec = [
      { name: 'a', weight: 1 },
      { name: 'b', weight: 2, dailyCap: 5 },
      { name: 'c', weight: 3 },
    ];
    const single = await seedTeam(db, { settings: { distribution_postpone: '0' }, people });
    const batched = await seedTeam(db, { settings: { distribution_postpone: '0' }, people });
    const singleId = await seedDistribution(db, single, spec);
    const batchedId = await seedDistribution(db, batched, spec);
    const names = (team: typeof single, id: string | null | undefined) =>
      Object.entries(team.employeeIds).find(([, e]) => e === id)?.[0] ?? String(id);

    const one: string[] = [];
    const burst: string[] = [];
    const leads: string[] = [];
    for (let i = 0; i < 30; i++) {
      const { leadId } = await newLead(db, engine, single, clock());
      one.push(names(single, (await engine.processLead(leadId!))?.employeeId));
      leads.push((await newLead(db, engine, batched, clock())).leadId!);
    }
    for (let i = 0; i < leads.length; i += 7) {
      for (const { outcome, error } of await engine.processLeads(leads.slice(i, i + 7))) {
        expect(error).toBeUndefined();
        burst.push(names(batched, outcome?.employeeId));
      }
    }
    expect(burst).toEqual(one);
    const shape = (rows: Awaited<ReturnType<typeof members>>) =>
      rows.map((m) => [m.weight, m.received, m.dayCount, m.eligible, +m.expected.toFixed(9)]);
    expect(shape(await members(batchedId))).toEqual(shape(await members(singleId)));
    expect(one.filter((n) => n === 'b')).toHaveLength(5);
  });

  it('rolls back only the lead whose decision failed in a burst; the others commit on a ledger without it', async () => {
    const team = await seedTeam(db, { people: { a: {}, b: {} } });
    const distributionId = await seedDistribution(db, team, [{ name: 'a' }, { name: 'b' }]);
    const first = await newLead(db, engine, team, clock());
    const broken = await newLead(db, engine, team, clock());
    const last = await newLead(db, engine, team, clock());
    // The failure comes at the very end of the decision, after its ledger was written.
    await db.execute(
      sql.raw(`
      create or replace function test_fail_log() returns trigger language plpgsql as $$
      begin if new.deal_id = '${broken.deal.id}' then raise exception 'log refused'; end if; return new; end $$`),
    );
    await db.execute(
      sql.raw('create trigger test_fail_log before insert on distribution_logs for each row execute function test_fail_log()'),
    );
    try {
      const results = await engine.processLeads([first.leadId!, broken.leadId!, last.leadId!]);
      expect(results.map((r) => [r.outcome?.decision ?? null, r.error ? 'error' : null])).toEqual([
        ['assigned', null],
        [null, 'error'],
        ['assigned', null],
      ]);
      // Both members got one lead each: the failed decision's pick was not counted.
      expect((await members(distributionId)).map((m) => m.received)).toEqual([1, 1]);
      expect((await leadRow(db, broken.leadId!)).state).toBe('pending');
    } finally {
      await db.execute(sql.raw('drop trigger test_fail_log on distribution_logs'));
      await db.execute(sql.raw('drop function test_fail_log()'));
    }
    expect((await engine.processLead(broken.leadId!))?.decision).toBe('assigned');
  });
});
