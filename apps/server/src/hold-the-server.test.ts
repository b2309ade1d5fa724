import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProject, signUp, type Actor } from '../test/fixtures';
import { createTestApp, type TestApp } from '../test/test-app';

// "No request can hold the server": a report that runs long is answered 503 when its budget runs
// out, its statement is cancelled in PostgreSQL, and the health check answers within a second the
// whole time. The report is made slow the way a real one is, by waiting on the database: a second
// session holds a lock on the tables the calls board reads.
//
// PostgreSQL only. The embedded PGlite runs each statement to its end inside this process, with no
// statement_timeout and no way to cancel (docs/decisions.md, "No request can hold the server"); there,
// every loop and every period is bounded by validated input instead, which the fuzzer checks.

const BUDGET_MS = 1500;
const onPostgres = process.env.TEST_DB === 'postgres';
const CALL_TABLES = 'calls, analytics_call_days, analytics_call_hours';

describe.skipIf(!onPostgres)('a slow report does not hold the server (PostgreSQL)', () => {
  let t: TestApp;
  let owner: Actor;
  let locker: pg.Client;

  beforeAll(async () => {
    t = await createTestApp({ reportTimeBudgetMs: BUDGET_MS });
    owner = await signUp(t, 'Olivia Owner');
    const { rows } = await t.database.pool!.query<{ name: string }>('select current_database() as name');
    const url = new URL(process.env.TEST_DATABASE_URL!);
    url.pathname = `/${rows[0]!.name}`;
    locker = new pg.Client({ connectionString: url.toString() });
    await locker.connect();
  });
  afterAll(async () => {
    await locker?.end();
    await t?.close();
  });

  const callsBoard = (project: { '@id': string }) =>
    t.app.inject({
      method: 'POST',
      url: '/api/analytics/calls',
      headers: owner.headers,
      payload: { project: project['@id'], date: { from: '2026-11-01', to: '2026-11-30' } },
    });

  /** The app's statements (not this test's) waiting on the lock now, whose text starts like `pattern`. */
  const waiting = async (pattern = '%') => {
    const { rows } = await t.database.pool!.query<{ count: number }>(
      `select count(*)::int as count from pg_stat_activity
       where datname = current_database() and state = 'active' and wait_event_type = 'Lock'
         and pid <> pg_backend_pid() and pid <> $1 and query ilike $2`,
      [(locker as pg.Client & { processID: number }).processID, pattern],
    );
    return rows[0]!.count;
  };

  const eventually = async (check: () => Promise<boolean>) => {
    const deadline = Date.now() + 3000;
    while (!(await check()) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
    return check();
  };

  /** Asks for the health check every 100 ms until `report` is answered; the times each took. */
  async function healthWhile(report: Promise<unknown>): Promise<number[]> {
    const times: number[] = [];
    let answered = false;
    void report.then(() => (answered = true));
    while (!answered) {
      const asked = Date.now();
      const health = await t.app.inject({ method: 'GET', url: '/api/health' });
      expect(health.statusCode).toBe(200);
      times.push(Date.now() - asked);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    return times;
  }

  it('answers 503 at the budget, cancels the statement and keeps the health check under a second', async () => {
    const project = await createProject(t, owner, 'Locked board');
    expect((await callsBoard(project)).statusCode).toBe(200);
    await locker.query('begin');
    await locker.query(`lock table ${CALL_TABLES} in access exclusive mode`);
    try {
      const started = Date.now();
      const report = callsBoard(project);
      expect(await eventually(async () => (await waiting()) === 1)).toBe(true);
      const healthTimes = await healthWhile(report);
      const response = await report;
      const took = Date.now() - started;
      expect(response.statusCode).toBe(503);
      expect(response.headers['retry-after']).toBe('30');
      expect(response.json()['hydra:description']).toMatch(/^This report took longer than 1.5 s and was stopped/);
      expect(took).toBeGreaterThanOrEqual(BUDGET_MS - 10);
      expect(took).toBeLessThan(BUDGET_MS + 1000);
      expect(healthTimes.length).toBeGreaterThan(5);
      expect(Math.max(...healthTimes)).toBeLessThan(1000);
      // The lock is still held, and yet the board's statement no longer waits on it.
      expect(await eventually(async () => (await waiting()) === 0)).toBe(true);
    } finally {
      await locker.query('rollback');
    }
    expect((await callsBoard(project)).statusCode).toBe(200);
  });

  it('lets a rollup rebuild that the report started finish after the 503', async () => {
    const project = await createProject(t, owner, 'First board');
    await locker.query('begin');
    await locker.query(`lock table ${CALL_TABLES} in access exclusive mode`);
    try {
      const response = await callsBoard(project);
      expect(response.statusCode).toBe(503);
      // Shared work other requests need: it waits on, off the report's budget.
      expect(await waiting('%analytics_rebuild%')).toBe(1);
    } finally {
      await locker.query('rollback');
    }
    expect(await eventually(async () => (await waiting('%analytics_rebuild%')) === 0)).toBe(true);
    expect((await callsBoard(project)).statusCode).toBe(200);
  });
});
