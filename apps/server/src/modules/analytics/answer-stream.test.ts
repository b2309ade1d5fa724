import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { RowStream } from '../../db/row-stream';
import { createChunkPool } from './answer-chunks';
import { streamAnswer, type Answer, type AnswerShape } from './answer-stream';

// An answer streamed while its rows arrive (answer-stream.ts), over rows a test hands out itself.

type Row = { n: number; text?: string };

/** A shape that lists the rows' numbers and their sum. */
function numbersShape(): AnswerShape<Row> {
  let sum = 0;
  return {
    head: '{"numbers":[',
    pieces: (row, index) => {
      sum += row.n;
      return [index > 0 ? ',' : '', String(row.n)];
    },
    tail: () => `],"sum":${sum}}`,
  };
}

/**
 * A statement whose rows the test releases batch by batch (each batch as rows arriving together off
 * the wire), ending after the last batch or failing with `failure`.
 */
function scriptedRows(batches: Row[][], failure?: Error) {
  const releases: (() => void)[] = [];
  const gates = batches.map(() => new Promise<void>((resolve) => releases.push(resolve)));
  const rows: RowStream = async <T>(_statement: unknown, onRow: (row: T) => void) => {
    let failed: { error: unknown } | undefined;
    for (const [i, batch] of batches.entries()) {
      await gates[i];
      for (const row of batch) {
        if (failed) break;
        try {
          onRow(row as T);
        } catch (error) {
          failed = { error };
        }
      }
    }
    if (failed) throw failed.error;
    if (failure) throw failure;
  };
  return { rows, next: () => releases.shift()?.() };
}

const statement = sql`select 1`;
const textOf = async (answer: Answer | undefined) => (Buffer.isBuffer(answer) ? answer.toString('utf8') : text(answer!));
/** A row of 40 KB: two of them pass the length past which an answer is streamed. */
const big = (n: number) => ({ n, text: 'x'.repeat(40_000) });
const listShape: AnswerShape<Row> = { head: '[', pieces: (row, i) => [i ? ',' : '', JSON.stringify(row)], tail: () => ']' };

function asStream(answer: Answer | undefined): Readable {
  if (!(answer instanceof Readable)) throw new Error('expected a streamed answer');
  return answer;
}
const ticks = () => new Promise((resolve) => setImmediate(resolve));

/** The stream's chunks as they come, and whether it ended or failed. */
function watch(stream: Readable) {
  const chunks: string[] = [];
  const state: { ended: boolean; error?: Error } = { ended: false };
  stream.on('data', (chunk: Buffer) => chunks.push(chunk.toString('utf8')));
  stream.on('end', () => (state.ended = true));
  stream.on('error', (error) => (state.error = error));
  return { chunks, state };
}

describe('streamAnswer', () => {
  it('is the head, every row in order and the tail; a short answer whole, with its length', async () => {
    const script = scriptedRows([[{ n: 1 }, { n: 2 }], [{ n: 3 }]]);
    const answer = streamAnswer(script.rows, statement, numbersShape());
    script.next();
    script.next();
    const whole = await answer;
    expect(Buffer.isBuffer(whole)).toBe(true);
    expect(JSON.parse(await textOf(whole))).toEqual({ numbers: [1, 2, 3], sum: 6 });
  });

  it('streams a long answer: what has arrived is sent before the last row', async () => {
    const script = scriptedRows([[big(1), big(2)], [big(3)], [big(4)]]);
    const answer = streamAnswer(script.rows, statement, listShape);
    script.next();
    const stream = asStream(await answer);
    const { chunks, state } = watch(stream);
    await ticks();
    // 80 KB arrived together: sent before the statement has finished.
    expect(chunks.join('').length).toBeGreaterThan(80_000);
    expect(state.ended).toBe(false);
    script.next();
    script.next();
    await ticks();
    expect(state.ended).toBe(true);
    expect((JSON.parse(chunks.join('')) as Row[]).map((row) => row.n)).toEqual([1, 2, 3, 4]);
  });

  it('writes an answer without rows when the statement has none', async () => {
    const script = scriptedRows([[]]);
    const answer = streamAnswer(script.rows, statement, numbersShape());
    script.next();
    expect(JSON.parse(await textOf(await answer))).toEqual({ numbers: [], sum: 0 });
  });

  it('judges the first row before anything is sent: a refusal rejects, false drops the rows', async () => {
    const refusal = new Error('not a member');
    const refused = scriptedRows([[{ n: 1 }, { n: 2 }]]);
    const judged: (Row | undefined)[] = [];
    const first = streamAnswer(refused.rows, statement, numbersShape(), {
      judge: (row) => {
        judged.push(row);
        throw refusal;
      },
    });
    refused.next();
    await expect(first).rejects.toBe(refusal);
    expect(judged).toEqual([{ n: 1 }]);

    const dropped = scriptedRows([[{ n: 1 }, { n: 2 }]]);
    const second = streamAnswer(dropped.rows, statement, numbersShape(), { judge: () => false });
    dropped.next();
    expect(await second).toBeUndefined();
  });

  it('asks the judge about an empty statement too', async () => {
    const script = scriptedRows([[]]);
    const judged: (Row | undefined)[] = [];
    const answer = streamAnswer(script.rows, statement, numbersShape(), {
      judge: (row) => {
        judged.push(row);
        return false;
      },
    });
    script.next();
    expect(await answer).toBeUndefined();
    expect(judged).toEqual([undefined]);
  });

  it('rejects when the statement fails before the answer began', async () => {
    const failure = new Error('connection lost');
    const script = scriptedRows([[]], failure);
    const answer = streamAnswer(script.rows, statement, numbersShape());
    script.next();
    await expect(answer).rejects.toBe(failure);
  });

  it('breaks the stream when the statement fails after the answer began: never a cut text taken for whole', async () => {
    const failure = new Error('connection lost');
    const script = scriptedRows([[big(1), big(2)], [big(3)]], failure);
    const answer = streamAnswer(script.rows, statement, listShape);
    script.next();
    const stream = asStream(await answer);
    const { state } = watch(stream);
    script.next();
    await ticks();
    expect(state.error).toBe(failure);
    expect(state.ended).toBe(false);
  });

  it('gives its chunks back to their pool once the statement is done and the response closed', async () => {
    const pool = createChunkPool();
    const lease = pool.lease();
    const script = scriptedRows([[big(1), big(2)], [big(3)]]);
    const answer = streamAnswer(script.rows, statement, listShape, { chunks: lease.source() });
    script.next();
    const stream = asStream(await answer);
    const { chunks, state } = watch(stream);
    lease.closed();
    // The statement still runs: its chunks stay lent.
    expect(pool.held).toBe(0);
    script.next();
    await ticks();
    expect(state.ended).toBe(true);
    expect((JSON.parse(chunks.join('')) as Row[]).map((row) => row.n)).toEqual([1, 2, 3]);
    expect(pool.held).toBe(2);
  });
});
