import { describe, expect, it } from 'vitest';
import { JsonText } from './json-text';

describe('JSON text answers', () => {
  it('is its pieces joined, nested with JsonText.of', () => {
    const inner = new JsonText(['[', '1,2', ']']);
    const text = JsonText.of('{"a":', inner, ',"b":"x"}');
    expect(String(text)).toBe('{"a":[1,2],"b":"x"}');
    expect(JSON.parse(String(text))).toEqual({ a: [1, 2], b: 'x' });
  });

  it('gives ASCII text as the same bytes, and any other text as UTF-8', () => {
    expect(new JsonText(['{"day":', '[{"createdAt":"2026-11-24T07:00:28.337Z"}]', '}']).toBytes().toString('utf8')).toBe(
      '{"day":[{"createdAt":"2026-11-24T07:00:28.337Z"}]}',
    );
    // A latin1 copy would mangle these; some (U+3400, an emoji's surrogates) would even come out as ASCII bytes.
    for (const name of ['café', 'Größe ✓ 東京', '😀', '\u3400']) {
      const bytes = JsonText.of('{"name":', JSON.stringify(name), '}').toBytes();
      expect(bytes.equals(Buffer.from(`{"name":"${name}"}`, 'utf8'))).toBe(true);
      expect(JSON.parse(bytes.toString('utf8'))).toEqual({ name });
    }
    expect(new JsonText([]).toBytes()).toHaveLength(0);
  });

  it('writes many small pieces and large ones alike, in order', () => {
    const large = `"${'x'.repeat(40_000)}é"`;
    const pieces = ['['];
    for (let i = 0; i < 3000; i++) pieces.push(i === 0 ? '' : ',', i % 1000 === 7 ? large : String(i), i === 2000 ? ',"東京"' : '');
    pieces.push(']');
    const text = pieces.join('');
    const bytes = new JsonText(pieces).toBytes();
    expect(bytes.equals(Buffer.from(text, 'utf8'))).toBe(true);
    expect((JSON.parse(bytes.toString('utf8')) as unknown[]).length).toBe(3001);
  });

  it('never cuts a character in the first, ASCII-sized pass', () => {
    // Runs whose first characters take as many bytes as the run has characters, so the ASCII-sized
    // buffer fills to the same length a whole ASCII text would.
    for (const pieces of [['"éa"'], ['"é', 'a"'], ['"éxé"'], ['"', 'é'.repeat(2000), 'a'.repeat(3000), '"'], ['"ab', '东', 'c"']]) {
      const text = pieces.join('');
      const bytes = new JsonText(pieces).toBytes();
      expect(bytes.equals(Buffer.from(text, 'utf8'))).toBe(true);
      expect(JSON.parse(bytes.toString('utf8'))).toBe(JSON.parse(text));
    }
  });

  it('asks for a second buffer only for a text that is not ASCII', () => {
    const sizes: number[] = [];
    const allocate = (size: number) => {
      sizes.push(size);
      return Buffer.alloc(size);
    };
    new JsonText(['{"a":', '"plain"}']).toBytes(allocate);
    expect(sizes).toEqual([13]);
    sizes.length = 0;
    expect(new JsonText(['{"a":', '"café"}']).toBytes(allocate).toString('utf8')).toBe('{"a":"café"}');
    expect(sizes).toEqual([12, 13]);
  });

  it('writes into the buffer it is given', () => {
    const backing = Buffer.alloc(64);
    const bytes = new JsonText(['{"a":', '1}']).toBytes((size) => backing.subarray(0, size));
    expect(bytes.buffer).toBe(backing.buffer);
    expect(bytes.toString()).toBe('{"a":1}');
  });
});
