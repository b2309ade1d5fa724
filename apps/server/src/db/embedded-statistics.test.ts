import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPglite, type DatabaseHandle } from './database';
import { startEmbeddedStatistics } from './embedded-statistics';
import { rowsOf } from './rows';
import { until } from '../../test/until';

describe('planner statistics on the embedded database', () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await openPglite();
    await handle.db.execute(sql`create table leads (id int primary key, owner int)`);
    await handle.db.execute(sql`insert into leads select g, g % 7 from generate_series(1, 5000) g`);
  });
  afterAll(() => handle.close());

  const estimate = async () => rowsOf<{ reltuples: number }>(await handle.db.execute(sql`select reltuples::float8 as reltuples from pg_class where relname = 'leads'`))[0]!.reltuples;

  it('has none until the table is analysed, then the planner knows its size', async () => {
    // Never analysed: PostgreSQL reports -1 (unknown) and the planner guesses.
    expect(await estimate()).toBe(-1);
    const statistics = startEmbeddedStatistics(handle.db, { firstAfterMs: 10, everyMs: 60_000, onError: (error) => expect.fail(String(error)) });
    try {
      await until(async () => (await estimate()) === 5000);
      await handle.db.execute(sql`insert into leads select g, g % 7 from generate_series(5001, 8000) g`);
      await statistics.refresh();
      expect(await estimate()).toBe(8000);
    } finally {
      statistics.stop();
    }
  });

  it('reports a failed run instead of throwing', async () => {
    const failing = { execute: () => Promise.reject(new Error('closed')) } as unknown as typeof handle.db;
    const errors: unknown[] = [];
    const statistics = startEmbeddedStatistics(failing, { firstAfterMs: 60_000, onError: (error) => errors.push(error) });
    await statistics.refresh();
    statistics.stop();
    expect(errors).toHaveLength(1);
  });
});
