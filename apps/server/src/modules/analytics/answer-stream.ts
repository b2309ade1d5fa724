import { Readable } from 'node:stream';
import type { SQL } from 'drizzle-orm';
import type { RowStream } from '../../db/row-stream';
import { ChunkWriter, freshChunks, type ChunkSource } from './answer-chunks';

// An answer written while its statement's rows are still arriving. A large team's call pulse is
// megabytes: sent only once every row was in, the whole of it crossed the server after PostgreSQL
// had finished; streamed, it leaves as PostgreSQL sends it (docs/decisions.md, "Pulse answers
// streamed").

/** How an answer is written from the rows of its statement, in their order. */
export type AnswerShape<T> = {
  /** The text before the first row's piece. */
  head: string;
  /**
   * One row's pieces of the answer, in order; `index` is its place (the first needs no separator).
   * Pieces, not one text: PostgreSQL's large texts are written out as they came (answer-chunks.ts).
   */
  pieces(row: T, index: number): string[];
  /**
   * The text after the last row's piece (totals the pieces added up); a promise when it waits for
   * something read beside the statement (the pulse's teams of the day).
   */
  tail(): string | Promise<string>;
};

/**
 * Whether the first row (undefined when there is none) makes the rows this request's answer: throws
 * the request's refusal, or returns false to drop them (the caller then takes another path).
 */
export type FirstRowJudge<T> = (first: T | undefined) => boolean;

/** Thrown from the row handler to stop taking rows that were judged not to be the answer. */
const DROPPED = Symbol('dropped');

/** An answer's bytes: whole (a short answer), or a stream that carries it as its rows arrive. */
export type Answer = Buffer | Readable;

/**
 * The answer of one statement. The first row is judged before anything is sent: resolves
 * undefined when `judge` dropped the rows, rejects with its refusal. The answer is written into
 * chunks as the rows arrive (answer-chunks.ts): once it passes a chunk (ANSWER_CHUNK_BYTES) it
 * resolves as a stream, which goes on to carry the rest (what the rows that arrive together wrote
 * is pushed together); a shorter answer resolves whole when the statement ends. Rejects with the
 * statement's error when it fails before the answer has been handed over; after that, the error
 * destroys the stream: the client sees a broken response, never a cut JSON text taken for whole.
 */
export function streamAnswer<T>(
  rows: RowStream,
  statement: SQL,
  shape: AnswerShape<T>,
  { judge, chunks = freshChunks() }: { judge?: FirstRowJudge<T>; chunks?: ChunkSource } = {},
): Promise<Answer | undefined> {
  let judged = false;
  let stream: Readable | undefined;
  let begin: (stream: Readable) => void = () => {};
  const begun = new Promise<Readable>((resolve) => (begin = resolve));
  const writer = new ChunkWriter(chunks);
  writer.write(shape.head);
  let flushQueued = false;
  let index = 0;

  /** Sends what was written (starting the stream the first time); the stream. */
  const flush = (): Readable => {
    flushQueued = false;
    if (!stream) {
      // Backpressure is not applied: an answer is bounded (one period's records) and was held whole before.
      stream = new Readable({ read() {} });
      begin(stream);
    }
    if (!stream.destroyed) for (const chunk of writer.take()) stream.push(chunk);
    return stream;
  };

  const done = rows<T>(statement, (row) => {
    if (!judged) {
      judged = true;
      if (judge && !judge(row)) throw DROPPED;
    }
    for (const piece of shape.pieces(row, index++)) writer.write(piece);
    // Once past a chunk, what the rows that arrived together wrote leaves together.
    if (writer.hasFilled && !flushQueued) {
      flushQueued = true;
      queueMicrotask(flush);
    }
  }).then(
    async (): Promise<Answer | undefined> => {
      if (!judged && judge && !judge(undefined)) return undefined;
      let tail: string;
      try {
        tail = await shape.tail();
      } catch (error) {
        if (!stream) throw error;
        stream.destroy(error instanceof Error ? error : new Error(String(error)));
        return stream;
      }
      writer.write(tail);
      if (!stream && !writer.hasFilled) return writer.take()[0] ?? Buffer.alloc(0);
      const sent = flush();
      if (!sent.destroyed) sent.push(null);
      return sent;
    },
    (error: unknown) => {
      if (error === DROPPED) return undefined;
      if (!stream) throw error;
      stream.destroy(error instanceof Error ? error : new Error(String(error)));
      return stream;
    },
  );
  void done.finally(() => writer.finish()).catch(() => undefined);
  return Promise.race([begun, done]);
}
