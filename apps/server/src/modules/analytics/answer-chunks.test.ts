import { describe, expect, it } from 'vitest';
import { ChunkWriter } from './answer-chunks';

// Text written into chunks of bytes (answer-chunks.ts): the bytes are the text's UTF-8, whatever
// the pieces, and what was handed over is never written again.

const decodeWhole = (chunks: Buffer[]) => Buffer.concat(chunks).toString('utf8');
/** A chunk that ends inside a character would not decode on its own. */
const strict = new TextDecoder('utf-8', { fatal: true });

describe('ChunkWriter', () => {
  it('keeps short text in one chunk until taken', () => {
    const writer = new ChunkWriter(64);
    writer.write('{"a":');
    writer.write('1}');
    expect(writer.hasFilled).toBe(false);
    expect(decodeWhole(writer.take())).toBe('{"a":1}');
    expect(writer.take()).toEqual([]);
  });

  it('fills each chunk before the next, a long piece across several', () => {
    const writer = new ChunkWriter(16);
    writer.write('0123456789');
    writer.write('abcdefghij'.repeat(5));
    expect(writer.hasFilled).toBe(true);
    const chunks = writer.take();
    expect(chunks.slice(0, -1).map((chunk) => chunk.length)).toEqual([16, 16, 16]);
    expect(decodeWhole(chunks)).toBe(`0123456789${'abcdefghij'.repeat(5)}`);
  });

  it('writes characters of several bytes whole, never split between chunks', () => {
    const text = 'Zoë Łukasiewicz — 東京 🚀 '.repeat(20);
    const writer = new ChunkWriter(32);
    for (const piece of text.match(/.{1,7}/gsu)!) writer.write(piece);
    writer.write(text);
    const chunks = writer.take();
    for (const chunk of chunks) expect(() => strict.decode(chunk)).not.toThrow();
    expect(decodeWhole(chunks)).toBe(text + text);
  });

  it('hands over only what is new, and never writes over bytes handed over', () => {
    const writer = new ChunkWriter(32);
    writer.write('first,');
    const first = writer.take();
    writer.write('second,');
    writer.write('x'.repeat(40));
    const second = writer.take();
    expect(decodeWhole(first)).toBe('first,');
    expect(decodeWhole(second)).toBe(`second,${'x'.repeat(40)}`);
  });
});
