import {
  CSV_ERRORS_REPORTED,
  CSV_PREVIEW_ROWS,
  type CsvImportSummary,
  type CsvMapping,
  type CsvPreview,
  type CsvRowError,
} from '@salespulse/contract/csv-import';
import type { ActivityEvent } from '@salespulse/contract/ingestion';
import { createCsvMapper, type CsvMapper } from './csv-mapper';
import { createCsvParser, type CsvChunk, type CsvParserOptions } from './csv-parser';

// The import streams: chunks are parsed as they arrive, rows mapped one by one, and events handed on
// in batches the caller awaits, so a 100,000-row file never sits in memory and the upload is
// throttled by how fast the ingestion stores.

export const CSV_IMPORT_BATCH = 500;

export type CsvImportProgress = {
  /** Data rows read so far. */
  rows: number;
  bytesDone: number;
  /** The upload's size, when the caller knows it (Content-Length). */
  bytesTotal: number | undefined;
};

export type ImportCsvOptions = {
  onBatch: (events: ActivityEvent[], progress: CsvImportProgress) => Promise<void> | void;
  bytesTotal?: number;
  batchSize?: number;
};

type Source = AsyncIterable<CsvChunk> | Iterable<CsvChunk>;

function byteLength(chunk: CsvChunk): number {
  return typeof chunk === 'string' ? Buffer.byteLength(chunk) : chunk.byteLength;
}

/**
 * Parses, maps and hands on events in batches. Throws CsvMappingError when a mapped column is not
 * in the file and CsvSyntaxError when the file cannot be read on; batches handed on before stay
 * stored, which is harmless because ingestion is idempotent.
 */
export async function importCsv(source: Source, mapping: CsvMapping, options: ImportCsvOptions): Promise<CsvImportSummary> {
  const batchSize = options.batchSize ?? CSV_IMPORT_BATCH;
  const parser = createCsvParser({ delimiter: mapping.options.delimiter });
  const errors: CsvRowError[] = [];
  let errorCount = 0;
  let rows = 0;
  let imported = 0;
  let bytesDone = 0;
  let mapper: CsvMapper | undefined;
  let pending: ActivityEvent[] = [];

  const progress = (): CsvImportProgress => ({ rows, bytesDone, bytesTotal: options.bytesTotal });

  async function take(chunkRows: ReturnType<typeof parser.push>): Promise<void> {
    for (const row of chunkRows) {
      if (!mapper) {
        mapper = createCsvMapper(mapping, row.fields);
        continue;
      }
      rows++;
      const mapped = mapper.map(row);
      if (mapped.errors.length > 0) {
        errorCount += mapped.errors.length;
        for (const error of mapped.errors) if (errors.length < CSV_ERRORS_REPORTED) errors.push(error);
        continue;
      }
      imported++;
      for (const event of mapped.events) pending.push(event);
    }
    while (pending.length >= batchSize) {
      const batch = pending.slice(0, batchSize);
      pending = pending.slice(batchSize);
      await options.onBatch(batch, progress());
    }
  }

  for await (const chunk of source) {
    bytesDone += byteLength(chunk);
    await take(parser.push(chunk));
  }
  await take(parser.finish());
  // An empty file has no header line: this throws CsvMappingError naming every mapped column.
  if (!mapper) createCsvMapper(mapping, []);
  if (pending.length > 0) await options.onBatch(pending, progress());
  return { rows, imported, errors, errorCount };
}

/** The delimiter, headers and first rows for the mapping step; reads no further than it needs. */
export async function previewCsv(source: Source, options: CsvParserOptions & { rows?: number } = {}): Promise<CsvPreview> {
  const limit = options.rows ?? CSV_PREVIEW_ROWS;
  const parser = createCsvParser(options);
  const rows: string[][] = [];
  const enough = () => rows.length > limit;
  for await (const chunk of source) {
    for (const row of parser.push(chunk)) rows.push(row.fields);
    if (enough()) break;
  }
  if (!enough()) for (const row of parser.finish()) rows.push(row.fields);
  const [headers = [], ...data] = rows;
  return { delimiter: parser.delimiter ?? ',', headers, rows: data.slice(0, limit) };
}
