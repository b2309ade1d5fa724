import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/test-database';
import type { Database } from './database';
import { inOneSnapshot } from './one-snapshot';
import { rowsOf } from './rows';

describe('inOneSnapshot', () => {
  let database: TestDatabase;
  let db: Database;
  const page = async (q: Database) =>
    rowsOf<{ id: number }>(await q.execute(sql`select id from snapshot_probe order by id`)).map((r) => r.id);
  const total = async (q: Database) => rowsOf<{ n: number }>(await q.execute(sql`select count(*)::int as n from snapshot_probe`))[0]!.n;

  beforeAll(async () => {
    database = await createTestDatabase();
    db = database.handle.db;
    await db.execute(sql`create table snapshot_probe (id int primary key)`);
    await db.execute(sql`insert into snapshot_probe values (1), (2)`);
  });
  afterAll(() => database.drop());

  it('gives both reads, in order', async () => {
    expect(await inOneSnapshot(db, page, total)).toEqual([[1, 2], 2]);
  });

  // The embedded database runs the two reads without a transaction of its own (one-snapshot.ts).
  it.runIf(process.env.TEST_DB === 'postgres')('reads only: a write inside is refused', async () => {
    const refused = await inOneSnapshot(db, (q) => q.execute(sql`insert into snapshot_probe values (9)`), total).catch(
      (error: Error) => error,
    );
    // drizzle wraps the database's error: PostgreSQL's own words are its cause.
    expect(String((refused as Error).cause)).toMatch(/read-only transaction/);
    expect(await total(db)).toBe(2);
  });

  it('runs inside a caller’s transaction, seeing what it wrote', async () => {
    let inside: unknown;
    const undone = db.transaction(async (tx) => {
      await tx.execute(sql`insert into snapshot_probe values (3)`);
      inside = await inOneSnapshot(tx, page, total);
      tx.rollback(); // throws, undoing the insert
    });
    await expect(undone).rejects.toThrow(/rollback/i);
    expect(inside).toEqual([[1, 2, 3], 3]);
    expect(await total(db)).toBe(2);
  });

  // PostgreSQL only: PGlite is one session, and the reads run there without a snapshot of their own.
  it.runIf(process.env.TEST_DB === 'postgres')('does not see a row another connection commits between the two reads', async () => {
    const [rows, counted] = await inOneSnapshot(
      db,
      async (q) => {
        const ids = await page(q);
        // Another pool connection, outside the snapshot, commits a row before the count runs.
        await db.execute(sql`insert into snapshot_probe values (4)`);
        return ids;
      },
      total,
    );
    expect(rows).toEqual([1, 2]);
    expect(counted).toBe(2);
    expect(await total(db)).toBe(3);
  });
});
