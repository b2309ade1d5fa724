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
    expect(new JsonText(['{"day":', '[{"timestamp":"2026-11-24T07:00:28.337Z"}]', '}']).toBytes().toString('utf8')).toBe(
      '{"day":[{"timestamp":"2026-11-24T07:00:28.337Z"}]}',
    );
    // A latin1 copy would mangle these; some (U+3400, an emoji's surrogates) would even come out as ASCII bytes.
    for (const name of ['café', 'Größe ✓ 東京', '😀', '\u3400']) {
      const bytes = JsonText.of('{"name":', JSON.stringify(name), '}').toBytes();
      expect(bytes.equals(Buffer.from(`{"name":"${name}"}`, 'utf8'))).toBe(true);
      expect(JSON.parse(bytes.toString('utf8'))).toEqual({ name });
    }
    expect(new JsonText([]).toBytes()).toHaveLength(0);
  });
});
