import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/test-database';

// The rows of a statement handed over one at a time (row-stream.ts), on the engine of this run
// (PGlite, or PostgreSQL with TEST_DB=postgres).

describe('streamRows', () => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase();
  });
  afterAll(() => t.drop());

  const numbers = (count: number) =>
    sql`select n::int as n, repeat('x', 1000) || n as text, n::float8 / 4 as quarter from generate_series(1, ${count}::int) n order by n`;

  it("hands over every row in the statement's order, with plain values", async () => {
    const rows: { n: number; text: string; quarter: number }[] = [];
    await t.handle.streamRows(numbers(3000), (row: { n: number; text: string; quarter: number }) => rows.push(row));
    expect(rows).toHaveLength(3000);
    expect(rows.map((row) => row.n)).toEqual(Array.from({ length: 3000 }, (_, i) => i + 1));
    expect(rows[2]).toEqual({ n: 3, text: `${'x'.repeat(1000)}3`, quarter: 0.75 });
  });

  it('stops handing over rows when one handler throws, and rejects with that error once the statement is done', async () => {
    const seen: number[] = [];
    const refusal = new Error('refused');
    const streamed = t.handle.streamRows(numbers(500), (row: { n: number }) => {
      seen.push(row.n);
      if (row.n === 2) throw refusal;
    });
    await expect(streamed).rejects.toBe(refusal);
    expect(seen).toEqual([1, 2]);
    // The connection is back and usable.
    const after: number[] = [];
    await t.handle.streamRows(numbers(2), (row: { n: number }) => after.push(row.n));
    expect(after).toEqual([1, 2]);
  });

  it("rejects with the statement's error, and the next statement runs", async () => {
    const seen: unknown[] = [];
    await expect(t.handle.streamRows(sql`select 1 / (3 - n) as x from generate_series(1, 5) n`, (row) => seen.push(row))).rejects.toThrow(
      /division by zero/,
    );
    const after: number[] = [];
    await t.handle.streamRows(numbers(1), (row: { n: number }) => after.push(row.n));
    expect(after).toEqual([1]);
  });

  it('hands a row over before the statement has finished (PostgreSQL)', async () => {
    if (t.handle.kind !== 'postgres') return;
    // Two rows larger than PostgreSQL's 8 KB send buffer push the first one out; the third sleeps
    // (no ORDER BY: a sort would compute every row before sending the first).
    const slow = sql`select n::int as n, repeat('x', 20000) as text, case when n = 3 then pg_sleep(0.4) end as pause
      from generate_series(1, 3) n`;
    const handedAt: number[] = [];
    await t.handle.streamRows(slow, () => handedAt.push(performance.now()));
    const doneAt = performance.now();
    expect(handedAt).toHaveLength(3);
    expect(doneAt - handedAt[0]!).toBeGreaterThan(300);
  });

  it('gives every connection back to the pool (PostgreSQL)', async () => {
    const pool = t.handle.pool;
    if (!pool) return;
    const fail = new Error('stop');
    for (let i = 0; i < 20; i++) {
      await t.handle.streamRows(numbers(10), () => undefined);
      await expect(
        t.handle.streamRows(numbers(10), () => {
          throw fail;
        }),
      ).rejects.toBe(fail);
    }
    expect(pool.waitingCount).toBe(0);
    expect(pool.idleCount).toBe(pool.totalCount);
  });
});
