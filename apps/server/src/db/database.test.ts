import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/test-database';
import { rowsOf } from './rows';

// PostgreSQL proper only: PGlite is one in-process session and has no JIT compiler to turn off.
describe.runIf(process.env.TEST_DB === 'postgres')('connections to PostgreSQL', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.drop());

  it('run with JIT compilation off, on every connection of the pool', async () => {
    // Held side by side, the statements need as many connections as the pool has (4 in tests).
    const sessions = await Promise.all(
      Array.from(
        { length: 4 },
        async () =>
          rowsOf<{ jit: string; pid: number }>(
            await database.handle.db.execute(sql`select current_setting('jit') as jit, pg_backend_pid() as pid from pg_sleep(0.1)`),
          )[0]!,
      ),
    );
    expect(new Set(sessions.map((s) => s.pid)).size).toBe(4);
    expect(sessions.map((s) => s.jit)).toEqual(['off', 'off', 'off', 'off']);
  });
});
