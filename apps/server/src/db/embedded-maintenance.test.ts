import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPglite, type DatabaseHandle } from './database';
import { startEmbeddedMaintenance } from './embedded-maintenance';
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

  const estimate = async () => rowsOf<{ reltuples: number }>(await handle.db.execute(sql`select reltuples::float8 as reltuples from pg_class where relname = 'leads'`))[0]!.reltuples;
  const deadRows = async () => {
    // Counters reach the statistics views when the session flushes them, not at each statement.
    await handle.db.execute(sql`select pg_stat_force_next_flush()`);
    await handle.db.execute(sql`select pg_stat_clear_snapshot()`);
    return rowsOf<{ dead: number }>(await handle.db.execute(sql`select n_dead_tup::int as dead from pg_stat_user_tables where relname = 'leads'`))[0]!.dead;
  };

  it('gives the planner statistics: none until the table is analysed, then its size', async () => {
    // Never analysed: PostgreSQL reports -1 (unknown) and the planner guesses.
    expect(await estimate()).toBe(-1);
    const maintenance = startEmbeddedMaintenance(handle.db, { firstAfterMs: 10, everyMs: 60_000, onError: (error) => expect.fail(String(error)) });
    try {
      await until(async () => (await estimate()) === 5000);
      await handle.db.execute(sql`insert into leads select g, g % 7 from generate_series(5001, 8000) g`);
      await maintenance.refresh();
      expect(await estimate()).toBe(8000);
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
    await maintenance.refresh();
    maintenance.stop();
    expect(errors).toHaveLength(1);
  });
});
