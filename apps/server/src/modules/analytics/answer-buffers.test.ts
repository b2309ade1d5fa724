import { describe, expect, it } from 'vitest';
import { createBufferPool } from './answer-buffers';

describe('answer buffers', () => {
  it('lends a released buffer again, and never one still lent', () => {
    const pool = createBufferPool({ minBytes: 1024, keep: 2 });
    const first = pool.lease(300_000);
    const second = pool.lease(200_000);
    expect(first.bytes).toHaveLength(300_000);
    expect(second.bytes.buffer).not.toBe(first.bytes.buffer);
    first.release();
    first.release(); // a second close of the same response changes nothing
    expect(pool.held).toBe(1);
    const third = pool.lease(250_000);
    expect(third.bytes.buffer).toBe(first.bytes.buffer);
    expect(pool.held).toBe(0);
  });

  it('gives plain buffers outside its range and keeps at most `keep`', () => {
    const pool = createBufferPool({ minBytes: 1024, maxBytes: 4 * 1024 * 1024, keep: 1 });
    const small = pool.lease(100);
    const huge = pool.lease(5 * 1024 * 1024);
    small.release();
    huge.release();
    expect(pool.held).toBe(0);
    const a = pool.lease(2000);
    const b = pool.lease(2000);
    a.release();
    b.release();
    expect(pool.held).toBe(1);
  });
});
