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
    return new JsonText(parts.flatMap((part) => (typeof part === 'string' ? [part] : part.pieces)));
  }

  toString(): string {
    return this.pieces.join('');
  }

  /**
   * The UTF-8 bytes, written piece by piece into one buffer. The text is ASCII but for what a project
   * names itself in (the calls answer echoes its filters); a piece whose UTF-8 length is its length
   * is ASCII and is copied as latin1 (a plain copy, faster than encoding), any other is encoded.
   */
  toBytes(): Buffer {
    const lengths = this.pieces.map((piece) => Buffer.byteLength(piece, 'utf8'));
    const bytes = Buffer.allocUnsafe(lengths.reduce((sum, n) => sum + n, 0));
    let offset = 0;
    this.pieces.forEach((piece, i) => {
      offset += bytes.write(piece, offset, lengths[i] === piece.length ? 'latin1' : 'utf8');
    });
    return bytes;
  }
}
