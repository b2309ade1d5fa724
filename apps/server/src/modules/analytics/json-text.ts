import { isAscii } from 'node:buffer';

/**
 * The JSON text of an answer, kept as the pieces it was assembled from (PostgreSQL's day records
 * as they arrived, our own small objects around them). A large team's pulse day is megabytes: it is
 * written once, straight into the bytes that go out, never joined into one string first.
 * `toString()` gives the text (tests parse it against the contract schemas).
 */
export class JsonText {
  constructor(readonly pieces: readonly string[]) {}

  /** This text inside others: `JsonText.of('{"a":', inner, '}')`. */
  static of(...parts: (string | JsonText)[]): JsonText {
    // A loop, not flatMap: an inner text can be thousands of pieces, and this runs on every answer.
    const pieces: string[] = [];
    for (const part of parts) {
      if (typeof part === 'string') pieces.push(part);
      else for (const piece of part.pieces) pieces.push(piece);
    }
    return new JsonText(pieces);
  }

  toString(): string {
    return this.pieces.join('');
  }

  /**
   * The UTF-8 bytes. Small pieces are joined into runs first: each write into a buffer has a fixed
   * cost, and a pulse of 300 employees is thousands of pieces of a few bytes (one write per piece
   * took 0.35 ms for a 106 KB answer, runs 0.1 ms). Large pieces (PostgreSQL's day records) are
   * written as they are, never copied into a joined string.
   *
   * The text is ASCII but for what a project names itself in (the calls answer echoes its filters),
   * and ASCII has one byte per character. So the runs are first written in one pass into a buffer
   * as long as the text: when that filled it exactly with ASCII bytes (`isAscii`, a vector scan),
   * every character was written whole and that is the answer. Otherwise (a character of more than
   * one byte, so some run did not fit) the runs are written again into a buffer of the exact UTF-8
   * length. Measured on a 2.3 MB pulse: 0.29 ms, against 0.40 ms to measure every run's UTF-8
   * length first. `allocate` gives a buffer of the size asked (answer-buffers.ts lends reusable
   * ones); it is called a second time only for a text that is not ASCII.
   */
  toBytes(allocate: (size: number) => Buffer = Buffer.allocUnsafe): Buffer {
    const runs = joinSmallPieces(this.pieces);
    let length = 0;
    for (const run of runs) length += run.length;
    const ascii = allocate(length);
    let offset = 0;
    for (const run of runs) offset += ascii.write(run, offset, 'utf8');
    if (offset === length && isAscii(ascii)) return ascii;
    const lengths = runs.map((run) => Buffer.byteLength(run, 'utf8'));
    const bytes = allocate(lengths.reduce((sum, n) => sum + n, 0));
    offset = 0;
    runs.forEach((run, i) => {
      offset += bytes.write(run, offset, lengths[i]!, 'utf8');
    });
    return bytes;
  }
}

/** Pieces shorter than this are joined with their neighbours before they are written. */
const LARGE_PIECE = 1024;

function joinSmallPieces(pieces: readonly string[]): string[] {
  const runs: string[] = [];
  let small: string[] = [];
  let smallLength = 0;
  const flush = () => {
    if (small.length) runs.push(small.join(''));
    small = [];
    smallLength = 0;
  };
  for (const piece of pieces) {
    if (piece.length >= LARGE_PIECE) {
      flush();
      runs.push(piece);
      continue;
    }
    small.push(piece);
    smallLength += piece.length;
    if (smallLength >= LARGE_PIECE) flush();
  }
  flush();
  return runs;
}
