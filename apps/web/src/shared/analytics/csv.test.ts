import { describe, expect, it } from 'vitest';
import { csvFilename, toCsv } from './csv';

type Row = { name: string; won: number | null };
const columns = [
  { header: 'Manager', value: (row: Row) => row.name },
  { header: 'Won', value: (row: Row) => row.won },
];

describe('CSV export', () => {
  it('writes a header and every row, with RFC 4180 quoting', () => {
    const rows = Array.from({ length: 1500 }, (_, i) => ({ name: `M${i}`, won: i }));
    const text = toCsv(columns, rows);
    expect(text.split('\r\n')).toHaveLength(1502);
    expect(
      toCsv(columns, [
        { name: 'Smith, "Jo"', won: 2 },
        { name: 'Two\nlines', won: null },
      ]),
    ).toBe('Manager,Won\r\n"Smith, ""Jo""",2\r\n"Two\nlines",\r\n');
  });

  it('keeps formulas as text and numbers as numbers', () => {
    expect(
      toCsv(columns, [
        { name: '=HYPERLINK("x")', won: -5 },
        { name: '@cmd', won: 1.5 },
      ]),
    ).toBe('Manager,Won\r\n"\'=HYPERLINK(""x"")",-5\r\n\'@cmd,1.5\r\n');
  });

  it('appends the footer rows after the data', () => {
    expect(toCsv(columns, [{ name: 'A', won: 1 }], [{ name: 'Total', won: 1 }])).toBe('Manager,Won\r\nA,1\r\nTotal,1\r\n');
  });

  it('names the file after the screen and the period', () => {
    expect(csvFilename('managers', { from: '2026-02-18', to: '2026-03-18' })).toBe('managers-2026-02-18-2026-03-18.csv');
  });
});
