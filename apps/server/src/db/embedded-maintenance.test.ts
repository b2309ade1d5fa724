import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPglite, type DatabaseHandle } from './database';
import { choresDue, startEmbeddedMaintenance, type TableActivity } from './embedded-maintenance';
import { rowsOf } from './rows';
import { until } from '../../test/until';

describe('maintenance of the embedded database', () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await openPglite();
    await handle.db.execute(sql`create table leads (id int primary key, owner int)`);
    await handle.db.execute(sql`insert into leads select g, g % 7 from generate_series(1, 5000) g`);
  });
  afterAll(() => handle.close());

  const estimate = async () =>
    rowsOf<{ reltuples: number }>(
      await handle.db.execute(sql`select reltuples::float8 as reltuples from pg_class where relname = 'leads'`),
    )[0]!.reltuples;
  const deadRows = async () => {
    // Counters reach the statistics views when the session flushes them, not at each statement.
    await handle.db.execute(sql`select pg_stat_force_next_flush()`);
    await handle.db.execute(sql`select pg_stat_clear_snapshot()`);
    return rowsOf<{ dead: number }>(
      await handle.db.execute(sql`select n_dead_tup::int as dead from pg_stat_user_tables where relname = 'leads'`),
    )[0]!.dead;
  };

  it('gives the planner statistics: none until the table is analysed, then its size', async () => {
    // Never analysed: PostgreSQL reports -1 (unknown) and the planner guesses.
    expect(await estimate()).toBe(-1);
    const maintenance = startEmbeddedMaintenance(handle.db, {
      firstAfterMs: 10,
      checkEveryMs: 60_000,
      onError: (error) => expect.fail(String(error)),
    });
    try {
      await until(async () => (await estimate()) === 5000);
    } finally {
      maintenance.stop();
    }
  });

  it("every check analyses (and vacuums) the tables changed past autovacuum's thresholds, and only those", async () => {
    await handle.db.execute(sql`create table quiet (id int primary key)`);
    await handle.db.execute(sql`insert into quiet select g from generate_series(1, 5000) g`);
    const maintenance = startEmbeddedMaintenance(handle.db, { firstAfterMs: 60_000, onError: (error) => expect.fail(String(error)) });
    try {
      await maintenance.refresh();
      // 3,000 new leads pass both thresholds of a 5,000-row table (analyse 550, vacuum after inserts
      // 2,000); 40 new quiet rows pass none.
      await handle.db.execute(sql`insert into leads select g, g % 7 from generate_series(5001, 8000) g`);
      await handle.db.execute(sql`insert into quiet select g from generate_series(5001, 5040) g`);
      const chores = await maintenance.check();
      expect(chores).toEqual([{ schema: 'public', table: 'leads', vacuum: true, analyze: true }]);
      expect(await estimate()).toBe(8000);
      // Nothing is left to do until the tables change again.
      expect(await maintenance.check()).toEqual([]);
    } finally {
      maintenance.stop();
    }
  });

  it('reclaims the dead rows that updates leave behind', async () => {
    await handle.db.execute(sql`update leads set owner = owner + 1`);
    expect(await deadRows()).toBe(8000);
    const maintenance = startEmbeddedMaintenance(handle.db, { firstAfterMs: 60_000, onError: (error) => expect.fail(String(error)) });
    await maintenance.refresh();
    maintenance.stop();
    expect(await deadRows()).toBe(0);
  });

  it('reports a failed run instead of throwing', async () => {
    const failing = { execute: () => Promise.reject(new Error('closed')) } as unknown as typeof handle.db;
    const errors: unknown[] = [];
    const maintenance = startEmbeddedMaintenance(failing, { firstAfterMs: 60_000, onError: (error) => errors.push(error) });
    expect(await maintenance.check()).toEqual([]);
    await maintenance.refresh();
    maintenance.stop();
    expect(errors).toHaveLength(2);
  });
});

describe("choresDue: autovacuum's default thresholds", () => {
  const table = (overrides: Partial<TableActivity>): TableActivity => ({
    schema: 'public',
    table: 't',
    reltuples: 10_000,
    deadRows: 0,
    changedSinceAnalyze: 0,
    insertedSinceVacuum: 0,
    ...overrides,
  });

  it.each([
    ['a quiet table', table({}), []],
    ['changes just under 50 + 10 %', table({ changedSinceAnalyze: 1050 }), []],
    ['changes past 50 + 10 %', table({ changedSinceAnalyze: 1051 }), [{ vacuum: false, analyze: true }]],
    ['dead rows past 50 + 20 %', table({ deadRows: 2051 }), [{ vacuum: true, analyze: false }]],
    ['inserts past 1,000 + 20 %', table({ insertedSinceVacuum: 3001 }), [{ vacuum: true, analyze: false }]],
    [
      'a never analysed table (reltuples -1) with 51 rows',
      table({ reltuples: -1, changedSinceAnalyze: 51 }),
      [{ vacuum: false, analyze: true }],
    ],
  ])('%s', (_, activity, expected) => {
    expect(choresDue([activity])).toEqual(expected.map((chores) => ({ schema: 'public', table: 't', ...chores })));
  });
});
