import { Readable } from 'node:stream';
import { csvMappingSchema, csvPreviewSchema, type CsvMapping } from '@salespulse/contract/csv-import';
import { ingestBatchSchema, type ActivityEvent } from '@salespulse/contract/ingestion';
import { describe, expect, it } from 'vitest';
import { CSV_IMPORT_BATCH, importCsv, previewCsv, type CsvImportProgress } from './csv-import';
import { CsvMappingError } from './csv-mapper';
import { chunked } from '../../../test/chunked';

const dealsMapping: CsvMapping = csvMappingSchema.parse({
  kind: 'deals',
  columns: { externalId: 'id', owner: 'owner', stage: 'stage', amount: 'amount', createdAt: 'created' },
  options: { timeZone: 'Europe/Berlin', dateFormat: 'DD.MM.YYYY' },
});

function dealRows(count: number, from = 0): string[] {
  const rows: string[] = [];
  for (let i = from; i < from + count; i++)
    rows.push(`D${i};rep${i % 3}@example.com;won;"1.000,${String(i % 100).padStart(2, '0')}";01.03.2026 10:00`);
  return rows;
}

describe('csv import', () => {
  it('hands on batches of 500 events with progress, and sums up', async () => {
    const text = ['id;owner;stage;amount;created', ...dealRows(1200)].join('\n');
    const batches: { size: number; progress: CsvImportProgress }[] = [];
    const summary = await importCsv(Readable.from(chunked(text, 4096)), dealsMapping, {
      bytesTotal: Buffer.byteLength(text),
      onBatch: async (events, progress) => {
        expect(ingestBatchSchema.safeParse({ events }).success).toBe(true);
        batches.push({ size: events.length, progress });
        await new Promise((resolve) => setTimeout(resolve, 1));
      },
    });
    // 1,200 deals and 3 owners announced once each.
    expect(batches.map((batch) => batch.size)).toEqual([CSV_IMPORT_BATCH, CSV_IMPORT_BATCH, 203]);
    const done = batches.map((batch) => batch.progress);
    expect(done.every((p, i) => i === 0 || (p.rows >= done[i - 1]!.rows && p.bytesDone >= done[i - 1]!.bytesDone))).toBe(true);
    expect(done.at(-1)).toEqual({ rows: 1200, bytesDone: Buffer.byteLength(text), bytesTotal: Buffer.byteLength(text) });
    expect(summary).toEqual({ rows: 1200, imported: 1200, errors: [], errorCount: 0 });
  });

  it('skips bad rows, reports them with their file lines, and imports the rest', async () => {
    const text = [
      'id;owner;stage;amount;created',
      'D1;ann@example.com;won;10;01.03.2026',
      'D2;ann@example.com;won;"ten";01.03.2026',
      '',
      'D3;bob@example.com;"multi',
      'line stage";5;01.03.2026',
      'D4;bob@example.com;;5;31.02.2026',
      'D5;bob@example.com;won;5;02.03.2026',
    ].join('\r\n');
    const events: ActivityEvent[] = [];
    const summary = await importCsv([text], dealsMapping, { onBatch: (batch) => void events.push(...batch) });
    expect(summary).toEqual({
      rows: 5,
      imported: 3,
      errorCount: 3,
      errors: [
        { line: 3, field: 'amount', message: '"ten" is not an amount' },
        { line: 7, field: 'stage', message: 'required field' },
        { line: 7, field: 'createdAt', message: '"31.02.2026" is not a date (DD.MM.YYYY or YYYY-MM-DD)' },
      ],
    });
    expect(events.filter((event) => event.type === 'deal').map((event) => event.externalId)).toEqual(['D1', 'D3', 'D5']);
  });

  it('reports the first 100 errors and counts them all', async () => {
    const rows = Array.from({ length: 150 }, (_, i) => `D${i};;won;;not a date`);
    const summary = await importCsv([['id;owner;stage;amount;created', ...rows].join('\n')], dealsMapping, { onBatch: () => {} });
    expect(summary.errorCount).toBe(150);
    expect(summary.errors).toHaveLength(100);
    expect(summary.errors[99]).toMatchObject({ line: 101, field: 'createdAt' });
    expect(summary.imported).toBe(0);
  });

  it('refuses a file without the mapped columns, and an empty file', async () => {
    await expect(importCsv(['id,stage\n1,won\n'], dealsMapping, { onBatch: () => {} })).rejects.toBeInstanceOf(CsvMappingError);
    await expect(importCsv([], dealsMapping, { onBatch: () => {} })).rejects.toBeInstanceOf(CsvMappingError);
  });

  it('previews the detected delimiter, the headers and the first rows without reading the whole file', async () => {
    let chunksRead = 0;
    async function* source() {
      for (const chunk of chunked(['id\tname', ...Array.from({ length: 10_000 }, (_, i) => `${i}\tname ${i}`)].join('\n'), 1024)) {
        chunksRead++;
        yield chunk;
      }
    }
    const preview = await previewCsv(source(), { rows: 3 });
    expect(csvPreviewSchema.parse(preview)).toEqual({
      delimiter: '\t',
      headers: ['id', 'name'],
      rows: [
        ['0', 'name 0'],
        ['1', 'name 1'],
        ['2', 'name 2'],
      ],
    });
    expect(chunksRead).toBe(1);
    expect((await previewCsv(['a;b\n1;2'])).rows).toEqual([['1', '2']]);
  });
});

describe('csv mapping contract', () => {
  const valid = {
    kind: 'calls',
    columns: { externalId: 'Id', startedAt: 'Start', durationSeconds: 'Duration' },
    options: { timeZone: 'Europe/Berlin' },
  };

  it('fills in the ISO date format and leaves the delimiter to detection', () => {
    const mapping = csvMappingSchema.parse(valid);
    expect(mapping.options).toEqual({ timeZone: 'Europe/Berlin', dateFormat: 'YYYY-MM-DD' });
  });

  it.each([
    ['a call without its duration column', { ...valid, columns: { externalId: 'Id', startedAt: 'Start' } }, ['columns', 'durationSeconds']],
    [
      'a deal without stage',
      { kind: 'deals', columns: { externalId: 'Id', createdAt: 'C' }, options: valid.options },
      ['columns', 'stage'],
    ],
    ['a task without createdAt', { kind: 'tasks', columns: { externalId: 'Id' }, options: valid.options }, ['columns', 'createdAt']],
    ['an unknown time zone', { ...valid, options: { timeZone: 'Mars/Olympus' } }, ['options', 'timeZone']],
    ['an unknown date format', { ...valid, options: { timeZone: 'UTC', dateFormat: 'YY/MM/DD' } }, ['options', 'dateFormat']],
    ['a pipe delimiter', { ...valid, options: { timeZone: 'UTC', delimiter: '|' } }, ['options', 'delimiter']],
    ['an unknown kind', { ...valid, kind: 'meetings' }, ['kind']],
    [
      'no id column and no generated id',
      { ...valid, columns: { startedAt: 'Start', durationSeconds: 'Duration' } },
      ['columns', 'externalId'],
    ],
  ])('refuses %s', (_name, input, path) => {
    const result = csvMappingSchema.safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path)).toContainEqual(path);
  });

  it('accepts a missing id column when the id is to be generated', () => {
    expect(
      csvMappingSchema.safeParse({ ...valid, columns: { startedAt: 'Start', durationSeconds: 'Duration' }, generateExternalId: true })
        .success,
    ).toBe(true);
  });
});
