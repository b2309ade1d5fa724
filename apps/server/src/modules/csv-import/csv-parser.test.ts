import { describe, expect, it } from 'vitest';
import { createCsvParser, CsvSyntaxError, detectDelimiter, parseCsv, type CsvChunk, type CsvRow } from './csv-parser';

async function rowsOf(chunks: CsvChunk[], delimiter?: ',' | ';' | '\t'): Promise<CsvRow[]> {
  const rows: CsvRow[] = [];
  for await (const row of parseCsv(chunks, { delimiter })) rows.push(row);
  return rows;
}

const fieldsOf = async (text: string) => (await rowsOf([text])).map((row) => row.fields);

const TRICKY =
  '\uFEFFid,name,"note, with comma"\r\n' +
  '1,"Ann ""the boss""","line one\r\nline two"\r\n' +
  '\r\n' +
  '2,Bob,"a\nb\rc"\n' +
  '3,"",\r' +
  '4,Zoë 😀,"""quoted"""';

const TRICKY_ROWS: CsvRow[] = [
  { line: 1, fields: ['id', 'name', 'note, with comma'] },
  { line: 2, fields: ['1', 'Ann "the boss"', 'line one\r\nline two'] },
  { line: 5, fields: ['2', 'Bob', 'a\nb\rc'] },
  { line: 8, fields: ['3', '', ''] },
  { line: 9, fields: ['4', 'Zoë 😀', '"quoted"'] },
];

describe('csv parser', () => {
  it('reads quotes, escaped quotes, delimiters and line breaks inside quotes, and every kind of line end', async () => {
    expect(await rowsOf([TRICKY])).toEqual(TRICKY_ROWS);
  });

  it('gives the same rows however the text is cut into chunks', async () => {
    for (let at = 0; at <= TRICKY.length; at++) {
      expect(await rowsOf([TRICKY.slice(0, at), TRICKY.slice(at)])).toEqual(TRICKY_ROWS);
    }
    expect(await rowsOf([...TRICKY])).toEqual(TRICKY_ROWS);
  });

  it('decodes UTF-8 bytes split anywhere, including inside a character, and drops the BOM', async () => {
    const bytes = Buffer.from(TRICKY, 'utf8');
    for (let at = 0; at <= bytes.length; at++) {
      expect(await rowsOf([bytes.subarray(0, at), bytes.subarray(at)])).toEqual(TRICKY_ROWS);
    }
    expect(await rowsOf([...bytes].map((byte) => Uint8Array.of(byte)))).toEqual(TRICKY_ROWS);
  });

  it('decodes a UTF-16 file with a byte order mark (Excel "Unicode text")', async () => {
    const bytes = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from('a\tb\r\n1\tÄ\r\n', 'utf16le')]);
    expect(await rowsOf([bytes.subarray(0, 5), bytes.subarray(5)])).toEqual([
      { line: 1, fields: ['a', 'b'] },
      { line: 2, fields: ['1', 'Ä'] },
    ]);
  });

  it('skips blank lines, adds no row for a final line break, and keeps a last row without one', async () => {
    expect(await fieldsOf('a,b\n\n1,2\n\n')).toEqual([
      ['a', 'b'],
      ['1', '2'],
    ]);
    expect(await fieldsOf('a,b\n1,2')).toEqual([
      ['a', 'b'],
      ['1', '2'],
    ]);
    expect(await fieldsOf('')).toEqual([]);
    expect(await fieldsOf('a\n""\n')).toEqual([['a'], ['']]);
  });

  it('keeps rows of uneven length and stray quotes inside unquoted values as they are', async () => {
    expect(await fieldsOf('a,b,c\n1\n1,2,3,4\nsay "hi",x\n"ab"c,d\n')).toEqual([
      ['a', 'b', 'c'],
      ['1'],
      ['1', '2', '3', '4'],
      ['say "hi"', 'x'],
      ['abc', 'd'],
    ]);
  });

  it('refuses an unclosed quote with the line it starts on', async () => {
    const error = await rowsOf(['a,b\n1,2\n3,"never closed\n4,5\n']).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(CsvSyntaxError);
    expect(error).toMatchObject({ line: 3 });
  });

  it('refuses a row longer than the limit instead of buffering the rest of the file', () => {
    const parser = createCsvParser({ delimiter: ',', maxRowChars: 100 });
    parser.push('a,b\n1,"');
    expect(() => parser.push('x'.repeat(200))).toThrow(CsvSyntaxError);
  });

  describe('delimiter detection', () => {
    it.each([
      ['id,name,stage', ','],
      ['id;name;stage', ';'],
      ['id\tname\tstage', '\t'],
      ['"a;b";"c,d";e', ';'],
      ['"one, two, three"\tb', '\t'],
      ['single', ','],
      ['a,b;c', ','],
    ] as const)('reads %j as %j', (header, expected) => {
      expect(detectDelimiter(header)).toBe(expected);
    });

    it('detects from the header line once it is complete and applies it to every row', async () => {
      const parser = createCsvParser();
      expect(parser.push('id;na')).toEqual([]);
      expect(parser.delimiter).toBeUndefined();
      expect(parser.push('me\n1;Ann,Lee\n')).toEqual([
        { line: 1, fields: ['id', 'name'] },
        { line: 2, fields: ['1', 'Ann,Lee'] },
      ]);
      expect(parser.delimiter).toBe(';');
    });

    it('follows a given delimiter over the detected one', async () => {
      expect((await rowsOf(['a;b,c\n1;2,3\n'], ',')).map((row) => row.fields)).toEqual([
        ['a;b', 'c'],
        ['1;2', '3'],
      ]);
    });
  });
});
