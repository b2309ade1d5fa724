import { describe, expect, it } from 'vitest';
import { ChunkWriter, createChunkPool, freshChunks } from './answer-chunks';

// Text written into chunks of bytes (answer-chunks.ts): the bytes are the text's UTF-8, whatever
// the pieces, and what was handed over is never written again.

const decodeWhole = (chunks: Buffer[]) => Buffer.concat(chunks).toString('utf8');
/** A chunk that ends inside a character would not decode on its own. */
const strict = new TextDecoder('utf-8', { fatal: true });

describe('ChunkWriter', () => {
  it('keeps short text in one chunk until taken', () => {
    const writer = new ChunkWriter(freshChunks(64));
    writer.write('{"a":');
    writer.write('1}');
    expect(writer.hasFilled).toBe(false);
    expect(decodeWhole(writer.take())).toBe('{"a":1}');
    expect(writer.take()).toEqual([]);
  });

  it('fills each chunk before the next, a long piece across several', () => {
    const writer = new ChunkWriter(freshChunks(16));
    writer.write('0123456789');
    writer.write('abcdefghij'.repeat(5));
    expect(writer.hasFilled).toBe(true);
    const chunks = writer.take();
    expect(chunks.slice(0, -1).map((chunk) => chunk.length)).toEqual([16, 16, 16]);
    expect(decodeWhole(chunks)).toBe(`0123456789${'abcdefghij'.repeat(5)}`);
  });

  it('writes characters of several bytes whole, never split between chunks', () => {
    const text = 'Zoë Łukasiewicz — 東京 🚀 '.repeat(20);
    const writer = new ChunkWriter(freshChunks(32));
    for (const piece of text.match(/.{1,7}/gsu)!) writer.write(piece);
    writer.write(text);
    const chunks = writer.take();
    for (const chunk of chunks) expect(() => strict.decode(chunk)).not.toThrow();
    expect(decodeWhole(chunks)).toBe(text + text);
  });

  it('hands over only what is new, and never writes over bytes handed over', () => {
    const writer = new ChunkWriter(freshChunks(32));
    writer.write('first,');
    const first = writer.take();
    writer.write('second,');
    writer.write('x'.repeat(40));
    const second = writer.take();
    expect(decodeWhole(first)).toBe('first,');
    expect(decodeWhole(second)).toBe(`second,${'x'.repeat(40)}`);
  });
});

describe('createChunkPool', () => {
  it('takes chunks back only once the response is closed and every writer has finished', () => {
    const pool = createChunkPool({ chunkBytes: 16 });
    const lease = pool.lease();
    const first = new ChunkWriter(lease.source());
    const second = new ChunkWriter(lease.source());
    first.write('x'.repeat(40));
    second.write('y');
    first.finish();
    lease.closed();
    // The second writer could still write into its chunk: nothing is lent again yet.
    expect(pool.held).toBe(0);
    second.finish();
    expect(pool.held).toBe(4);
  });

  it('lends a chunk it took back to the next answer, and takes back after an early close too', () => {
    const pool = createChunkPool({ chunkBytes: 16, keep: 2 });
    const early = pool.lease();
    early.closed();
    const writer = new ChunkWriter(early.source());
    writer.write('z'.repeat(40));
    const sent = Buffer.concat(writer.take()).toString();
    expect(pool.held).toBe(0);
    writer.finish();
    // Three chunks went back; two are kept.
    expect(pool.held).toBe(2);
    expect(sent).toBe('z'.repeat(40));

    const next = pool.lease();
    const again = new ChunkWriter(next.source());
    again.write('a');
    expect(pool.held).toBe(1);
    expect(Buffer.concat(again.take()).toString()).toBe('a');
  });
});
