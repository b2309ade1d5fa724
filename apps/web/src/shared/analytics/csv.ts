export type CsvCell = string | number | null | undefined;
export type CsvColumn<T> = { header: string; value: (row: T) => CsvCell };

// A text cell starting with one of these is run as a formula by spreadsheet programs; a leading
// apostrophe keeps it text (OWASP "CSV injection"). Numbers are written as numbers.
const FORMULA_START = /^[=+\-@\t\r]/;

function cell(value: CsvCell): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** RFC 4180 text: a header line, then one line per row, every row included. */
export function toCsv<T>(columns: readonly CsvColumn<T>[], rows: readonly T[], footer?: readonly T[]): string {
  const lines = [columns.map((column) => cell(column.header)).join(',')];
  for (const row of [...rows, ...(footer ?? [])]) lines.push(columns.map((column) => cell(column.value(row))).join(','));
  return `${lines.join('\r\n')}\r\n`;
}

/** Saves the text as a file; the byte-order mark makes spreadsheet programs read it as UTF-8. */
export function downloadCsv(filename: string, csv: string): void {
  const url = URL.createObjectURL(new Blob(['\uFEFF', csv], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked after the click has been handled, or some browsers cancel the download.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** `managers-2026-02-18-2026-03-18.csv` */
export function csvFilename(screen: string, period: { from: string; to: string }): string {
  return `${screen}-${period.from}-${period.to}.csv`;
}
