import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../test/test-database';
import type { Database } from '../../db/database';
import { dealOwnerChanges, deals } from '../../db/schema/activity';
import { distributionLeads, distributionLogs } from '../../db/schema/distribution';
import { leadRow, newLead, seedDistribution, seedTeam } from './engine-fixtures';
import { createLeadEngine } from './lead-engine';
import {
  createLocalOwnerWriter,
  createOwnerWriters,
  createWriteBack,
  OwnerWriteError,
  WRITE_BACK_MAX_ATTEMPTS,
  type OwnerChange,
  type OwnerWriter,
} from './write-back';

describe('owner write-back', () => {
  let database: TestDatabase;
  let db: Database;
  let now: number;
  const clock = () => new Date(now);

  beforeAll(async () => {
    database = await createTestDatabase();
    db = database.handle.db;
  });
  afterAll(() => database.drop());
  beforeEach(() => {
    now = Date.parse('2026-03-04T10:00:00Z');
  });

  /** A CRM that is down for the first `failures` calls, then records like the local writer. */
  function flakyWriter(failures: number): OwnerWriter & { calls: OwnerChange[] } {
    const local = createLocalOwnerWriter(db);
    const calls: OwnerChange[] = [];
    return {
      calls,
      async assign(change) {
        calls.push(change);
        if (calls.length <= failures) throw new Error(`CRM unavailable (${calls.length})`);
        await local.assign(change);
      },
    };
  }

  async function assignedLead() {
    const team = await seedTeam(db, { people: { ann: {} } });
    await seedDistribution(db, team, [{ name: 'ann' }]);
    const engine = createLeadEngine({ db, now: clock });
    const { deal, leadId } = await newLead(db, engine, team, clock());
    await engine.processLead(leadId!);
    return { team, deal, leadId: leadId! };
  }

  it('retries a failed write-back with growing delays until the CRM takes it', async () => {
    const { team, deal, leadId } = await assignedLead();
    const writer = flakyWriter(2);
    const writeBack = createWriteBack({ db, writers: () => writer, now: clock });

    expect(await writeBack.run(leadId)).toBe('retry');
    let lead = await leadRow(db, leadId);
    expect(lead).toMatchObject({ writeBackState: 'pending', writeBackAttempts: 1, writeBackError: 'CRM unavailable (1)' });
    expect(lead.writeBackDueAt?.getTime()).toBe(now + 30_000);
    // Not due yet: nothing happens.
    now += 29_000;
    expect(await writeBack.run(leadId)).toBeNull();
    now += 1_000;
    expect(await writeBack.run(leadId)).toBe('retry');
    expect((await leadRow(db, leadId)).writeBackDueAt?.getTime()).toBe(now + 60_000);
    now += 60_000;
    expect(await writeBack.due(10)).toEqual([leadId]);
    expect(await writeBack.run(leadId)).toBe('done');
    lead = await leadRow(db, leadId);
    expect(lead).toMatchObject({ writeBackState: 'done', writeBackAttempts: 3, writeBackError: null, writeBackDueAt: null });
    expect(writer.calls).toHaveLength(3);
    expect(writer.calls[0]).toMatchObject({ dealId: deal.id, employeeId: team.employeeIds.ann, dealExternalId: deal.externalId });
    const [stored] = await db.select().from(deals).where(eq(deals.id, deal.id));
    expect(stored!.employeeId).toBe(team.employeeIds.ann);
  });

  it('gives up after the last attempt and logs it; the lead stays assigned', async () => {
    const { deal, leadId } = await assignedLead();
    const writeBack = createWriteBack({ db, writers: () => flakyWriter(Number.POSITIVE_INFINITY), now: clock });
    const outcomes = [];
    for (let attempt = 0; attempt < WRITE_BACK_MAX_ATTEMPTS; attempt++) {
      outcomes.push(await writeBack.run(leadId));
      now += 60 * 60_000;
    }
    expect(outcomes).toEqual([...Array(WRITE_BACK_MAX_ATTEMPTS - 1).fill('retry'), 'failed']);
    expect(await leadRow(db, leadId)).toMatchObject({ state: 'assigned', writeBackState: 'failed', writeBackDueAt: null });
    const logs = await db.select().from(distributionLogs).where(eq(distributionLogs.dealId, deal.id));
    const failed = logs.find((l) => l.decision === 'writeback_failed');
    expect(failed?.reason.summary).toMatch(/^The CRM was not told about the owner after 6 attempts: CRM unavailable/);
  });

  it('gives up at once when the writer says retrying cannot help', async () => {
    const { deal, leadId } = await assignedLead();
    const writeBack = createWriteBack({
      db,
      now: clock,
      writers: () => ({ assign: () => Promise.reject(new OwnerWriteError('the deal is gone', { permanent: true })) }),
    });
    expect(await writeBack.run(leadId)).toBe('failed');
    expect(await leadRow(db, leadId)).toMatchObject({
      state: 'assigned',
      writeBackState: 'failed',
      writeBackAttempts: 1,
      writeBackError: 'the deal is gone',
    });
    const logs = await db.select().from(distributionLogs).where(eq(distributionLogs.dealId, deal.id));
    expect(logs.find((l) => l.decision === 'writeback_failed')?.reason.summary).toBe(
      'The CRM was not told about the owner: the deal is gone',
    );
  });

  it('retries no sooner than the writer asks when that is later than the backoff', async () => {
    const { leadId } = await assignedLead();
    const writeBack = createWriteBack({
      db,
      now: clock,
      writers: () => ({ assign: () => Promise.reject(new OwnerWriteError('rate limited', { retryAfterMs: 5 * 60_000 })) }),
    });
    expect(await writeBack.run(leadId)).toBe('retry');
    expect((await leadRow(db, leadId)).writeBackDueAt?.getTime()).toBe(now + 5 * 60_000);
  });

  it('does not make up an owner for a HubSpot deal when no HubSpot writer is given', async () => {
    const writers = createOwnerWriters(db);
    await expect(writers('hubspot').assign({} as OwnerChange)).rejects.toMatchObject({ name: 'OwnerWriteError', permanent: true });
  });

  it('does not mark a newer assignment written when an older write finishes after it', async () => {
    const { leadId } = await assignedLead();
    const writeBack = createWriteBack({
      db,
      now: clock,
      writers: () => ({
        async assign() {
          // Meanwhile the lead is re-assigned (a new version to write).
          await db
            .update(distributionLeads)
            .set({ writeBackVersion: 99, writeBackState: 'pending', writeBackDueAt: clock() })
            .where(eq(distributionLeads.id, leadId));
        },
      }),
    });
    expect(await writeBack.run(leadId)).toBe('done');
    expect(await leadRow(db, leadId)).toMatchObject({ writeBackState: 'pending', writeBackVersion: 99 });
  });

  it('records a burst of local owner changes in one go, and falls back to one by one when the group fails', async () => {
    const team = await seedTeam(db, { people: { ann: {}, bob: {} } });
    await seedDistribution(db, team, [{ name: 'ann' }, { name: 'bob' }]);
    const engine = createLeadEngine({ db, now: clock });
    const leads: { deal: { id: string }; leadId: string }[] = [];
    for (let i = 0; i < 4; i++) {
      const { deal, leadId } = await newLead(db, engine, team, clock());
      await engine.processLead(leadId!);
      leads.push({ deal, leadId: leadId! });
    }
    const local = createLocalOwnerWriter(db);
    let groups = 0;
    const writer: OwnerWriter = { assign: (c) => local.assign(c), assignMany: (cs) => (groups++, local.assignMany!(cs)) };
    const writeBack = createWriteBack({ db, writers: () => writer, now: clock });
    const outcomes = await writeBack.runMany(leads.map((l) => l.leadId));
    expect([...outcomes.values()]).toEqual(['done', 'done', 'done', 'done']);
    expect(groups).toBe(1);
    for (const { deal, leadId } of leads) {
      const [stored] = await db.select().from(deals).where(eq(deals.id, deal.id));
      expect(stored!.employeeId).toBe((await leadRow(db, leadId)).employeeId);
      expect(await db.select().from(dealOwnerChanges).where(eq(dealOwnerChanges.dealId, deal.id))).toHaveLength(1);
    }
    // Written once: nothing is due any more.
    expect((await writeBack.runMany(leads.map((l) => l.leadId))).size).toBe(0);

    // A group that fails is written one by one, each with its own outcome.
    const more: string[] = [];
    for (let i = 0; i < 2; i++) {
      const { leadId } = await newLead(db, engine, team, clock());
      await engine.processLead(leadId!);
      more.push(leadId!);
    }
    const refusing: OwnerWriter = {
      assign: (c) => (c.dealId === leads[0]!.deal.id ? Promise.reject(new Error('no')) : local.assign(c)),
      assignMany: () => Promise.reject(new Error('group refused')),
    };
    const fallback = createWriteBack({ db, writers: () => refusing, now: clock });
    expect([...(await fallback.runMany(more)).values()]).toEqual(['done', 'done']);
  });
});
