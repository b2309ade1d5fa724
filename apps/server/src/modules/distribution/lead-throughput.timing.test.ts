import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../test/test-database';
import type { Database } from '../../db/database';
import { deals, dealStageChanges } from '../../db/schema/activity';
import { distributionLeads } from '../../db/schema/distribution';
import { createDistributionRunner } from './distribution-runner';
import { everyDay, seedDistribution, seedTeam, type Team } from './engine-fixtures';
import { createLeadEngine } from './lead-engine';
import { createOwnerWriters, createWriteBack } from './write-back';

// Issue #30's guard: how fast the engine drains a burst of 1,000 leads over 300 employees, and how
// many statements it sends for them. Round trips decided the regression (seven statements a lead,
// about half a millisecond each on this 2-core machine whatever the statement), and a count does not
// flake on a shared machine; the time bound is kept far from what was measured (stated below), so
// only a change of kind fails it. Run alone in the timing step, on PostgreSQL when it answers.

const EMPLOYEES = 300;
const LEADS = 1000;
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

describe('lead distribution throughput', () => {
  let database: TestDatabase;
  let db: Database;
  let team: Team;
  let statements = 0;
  const now = () => new Date('2026-03-04T10:00:00Z');

  beforeAll(async () => {
    database = await createTestDatabase({ kind: onPostgres ? 'postgres' : 'pglite' });
    db = database.handle.db;
    const people = Object.fromEntries(Array.from({ length: EMPLOYEES }, (_, i) => [`rep${i}`, { schedules: everyDay('00:00', '23:59') }]));
    team = await seedTeam(db, { people });
    await seedDistribution(
      db,
      team,
      Object.keys(people).map((name, i) => ({ name, weight: 1 + (i % 3) })),
    );
    // The leads, written the way ingestion writes them: deals, their first stage, the queue's rows.
    const ids = Array.from({ length: LEADS }, () => randomUUID());
    const at = now();
    for (let i = 0; i < LEADS; i += 250) {
      const chunk = ids.slice(i, i + 250);
      await db.insert(deals).values(
        chunk.map((id, j) => ({
          id,
          projectId: team.projectId,
          dataProviderId: team.providerId,
          externalId: `burst-${i + j}`,
          stage: 'new',
          createdAt: at,
          updatedAt: at,
          assignedAt: at,
        })),
      );
      await db.insert(dealStageChanges).values(chunk.map((id) => ({ projectId: team.projectId, dealId: id, stage: 'new', changedAt: at })));
      await createLeadEngine({ db, now }).recordNewLeads(db, team.projectId, chunk);
    }
    // Every statement the drain sends, counted where node-postgres sends it.
    const pool = database.handle.pool as (pg.Pool & { __counted?: boolean }) | undefined;
    if (pool && !pool.__counted) {
      pool.__counted = true;
      const count = (client: { query: (...args: never[]) => unknown }) => {
        const query = client.query.bind(client);
        client.query = ((...args: never[]) => {
          statements++;
          return query(...args);
        }) as typeof client.query;
      };
      count(pool as never);
      pool.on('connect', (client) => count(client as never));
    }
  }, 300_000);
  afterAll(() => database?.drop());

  it(`drains ${LEADS.toLocaleString('en')} leads over ${EMPLOYEES} employees in a few statements each, at hundreds a second`, async () => {
    const engine = createLeadEngine({ db, now });
    const runner = createDistributionRunner({ engine, writeBack: createWriteBack({ db, writers: createOwnerWriters(db), now }) });
    statements = 0;
    const cpu = process.cpuUsage();
    const started = performance.now();
    await runner.kick();
    const ms = performance.now() - started;
    const { user, system } = process.cpuUsage(cpu);
    await runner.stop();
    const [counts] = await db
      .select({
        assigned: sql<number>`count(*) filter (where ${distributionLeads.state} = 'assigned')::int`,
        done: sql<number>`count(*) filter (where ${distributionLeads.writeBackState} = 'done')::int`,
      })
      .from(distributionLeads)
      .where(eq(distributionLeads.projectId, team.projectId));
    const perSecond = Math.round((LEADS / ms) * 1000);
    const cpuMsPerLead = (user + system) / 1000 / LEADS;
    process.stdout.write(
      `lead distribution (${onPostgres ? 'PostgreSQL' : 'PGlite'}): ${LEADS} leads over ${EMPLOYEES} employees decided and written back in ${Math.round(ms)} ms ` +
        `= ${perSecond} leads/s; ${onPostgres ? `${(statements / LEADS).toFixed(2)} statements and ` : ''}${cpuMsPerLead.toFixed(2)} ms of this process's CPU a lead\n`,
    );
    expect(counts).toEqual({ assigned: LEADS, done: LEADS });
    if (onPostgres) {
      // Measured on this 2-core machine, 2026-12-02, load 2.2-3.0 (six runs each):
      //   after the fix  2.33-2.35 statements, 1.9-2.4 ms CPU, 339-410 leads/s
      //   7215561        9.54 statements,      5.6-6.0 ms CPU, 141-151 leads/s  (the regression)
      // Statements are counted, not timed, so that bound does not flake; it leaves room for one more
      // statement a burst, not one more a lead. CPU time varies less with neighbours than wall time;
      // the wall-time bound is a third of the slowest run, there to catch a change of kind.
      expect(statements / LEADS).toBeLessThan(3);
      expect(cpuMsPerLead).toBeLessThan(4.5);
      expect(perSecond).toBeGreaterThan(120);
    }
  }, 300_000);
});
