import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/test-database';
import { until as poll } from '../../test/until';

const until = (check: () => boolean | Promise<boolean>, timeoutMs = 5000) => poll(check, timeoutMs, 25);

// Both engines deliver notifications; only PostgreSQL has a connection that can be lost.
describe('database listen', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.drop());

  const notify = (payload: string) => database.handle.db.execute(sql`select pg_notify('live_test', ${payload})`);

  it('delivers notifications committed on the channel, and stops after unlisten', async () => {
    const received: string[] = [];
    const unlisten = await database.handle.listen('live_test', (payload) => received.push(payload));
    await notify('one');
    await until(() => received.length === 1);
    expect(received).toEqual(['one']);
    await unlisten();
    await notify('two');
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(received).toEqual(['one']);
  });

  it.runIf(process.env.TEST_DB === 'postgres')('listens again after losing its connection, and says so', async () => {
    const received: string[] = [];
    let resumed = 0;
    const unlisten = await database.handle.listen(
      'live_test',
      (payload) => received.push(payload),
      () => (resumed += 1),
    );
    await database.handle.db.execute(
      sql`select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and query ilike 'LISTEN%'`,
    );
    await until(() => resumed === 1);
    await notify('after');
    await until(() => received.length === 1);
    expect(received).toEqual(['after']);
    await unlisten();
  });
});
