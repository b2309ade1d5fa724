import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../test/test-database';
import type { Database } from '../../db/database';
import { distributionLeads, distributionLogs } from '../../db/schema/distribution';
import { createDistributionRunner } from './distribution-runner';
import { ledgerOf, newLead, seedDistribution, seedTeam } from './engine-fixtures';
import { createLeadEngine } from './lead-engine';
import { createOwnerWriters, createWriteBack } from './write-back';

// Several workers (on PostgreSQL: separate connections of the pool, so really at once) on the same
// leads: every lead is decided once, the ledger counts each lead once, and retries change nothing.
describe('lead engine under concurrency', () => {
  let database: TestDatabase;
  let db: Database;
  const clock = () => new Date('2026-03-04T10:00:00Z');

  beforeAll(async () => {
    database = await createTestDatabase();
    db = database.handle.db;
  });
  afterAll(() => database.drop());

  const assignedLogs = async (projectId: string) =>
    (await db.select({ dealId: distributionLogs.dealId }).from(distributionLogs).where(eq(distributionLogs.projectId, projectId))).map(
      (r) => r.dealId,
    );

  it('lets exactly one of two workers racing on the same lead decide it', async () => {
    const team = await seedTeam(db, { people: { ann: {}, bob: {} } });
    const distributionId = await seedDistribution(db, team, [{ name: 'ann' }, { name: 'bob' }]);
    const first = createLeadEngine({ db, now: clock });
    const second = createLeadEngine({ db, now: clock });
    for (let round = 0; round < 10; round++) {
      const { leadId } = await newLead(db, first, team, clock());
      const outcomes = await Promise.all([first.processLead(leadId!), second.processLead(leadId!)]);
      expect(outcomes.filter((o) => o !== null)).toHaveLength(1);
      // A retry after the fact finds nothing to do.
      expect(await second.processLead(leadId!)).toBeNull();
    }
    const logs = await assignedLogs(team.projectId);
    expect(logs).toHaveLength(10);
    expect(new Set(logs).size).toBe(10);
    const ledger = await ledgerOf(db, distributionId);
    expect(ledger.reduce((sum, m) => sum + m.received, 0)).toBe(10);
    expect(ledger.reduce((sum, m) => sum + m.expected, 0)).toBeCloseTo(10, 9);
  });

  it('decides each of many leads once with two runners draining at the same time', async () => {
    const team = await seedTeam(db, { people: { a: {}, b: {}, c: {} } });
    const distributionId = await seedDistribution(db, team, [
      { name: 'a', weight: 1 },
      { name: 'b', weight: 2 },
      { name: 'c', weight: 3 },
    ]);
    const seeding = createLeadEngine({ db, now: clock });
    const leads: string[] = [];
    for (let i = 0; i < 30; i++) leads.push((await newLead(db, seeding, team, clock())).leadId!);

    const runners = [0, 1].map(() => {
      const engine = createLeadEngine({ db, now: clock });
      return createDistributionRunner({ engine, writeBack: createWriteBack({ db, writers: createOwnerWriters(db), now: clock }) });
    });
    await Promise.all(runners.map((r) => r.kick()));
    await Promise.all(runners.map((r) => r.stop()));

    const rows = await db.select().from(distributionLeads).where(eq(distributionLeads.projectId, team.projectId));
    expect(rows.every((r) => r.state === 'assigned' && r.writeBackState === 'done')).toBe(true);
    const logs = await assignedLogs(team.projectId);
    expect(logs.sort()).toEqual(rows.map((r) => r.dealId).sort());
    const ledger = await ledgerOf(db, distributionId);
    expect(ledger.map((m) => m.received).sort((x, y) => x - y)).toEqual([5, 10, 15]);
  });
});
