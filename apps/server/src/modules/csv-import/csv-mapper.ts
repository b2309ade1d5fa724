import { createHash } from 'node:crypto';
import { csvImportFields, type CallsMapping, type CsvMapping, type CsvRowError, type DealsMapping } from '@salespulse/contract/csv-import';
import {
  callEventSchema,
  dealEventSchema,
  taskEventSchema,
  type ActivityEvent,
  type CallEvent,
  type DealEvent,
  type TaskEvent,
} from '@salespulse/contract/ingestion';
import { messages } from '@salespulse/contract/validation';
import type { CsvRow } from './csv-parser';
import { createDateReader, type CsvDate } from './csv-dates';
import { looksLikeEmail, parseAmount, parseBoolean, parseDirection, parseDuration } from './csv-values';

/** The file lacks columns the mapping names; nothing can be imported. */
export class CsvMappingError extends Error {
  constructor(readonly missingColumns: string[]) {
    super(`the file has no column ${missingColumns.map((c) => `"${c}"`).join(', ')}`);
    this.name = 'CsvMappingError';
  }
}

export type MappedRow = { events: ActivityEvent[]; errors: CsvRowError[] };

// Event keys that differ from the mapping's field names, for errors the event schema reports.
const FIELD_OF_KEY: Record<string, string> = { ownerExternalId: 'owner', dealExternalId: 'deal' };

const clip = (text: string) => (text.length > 60 ? `${text.slice(0, 57)}...` : text);

function columnIndexes(mapping: CsvMapping, headers: readonly string[]): Map<string, number> {
  const position = new Map<string, number>();
  headers.forEach((header, i) => {
    const name = header.trim();
    if (!position.has(name)) position.set(name, i);
  });
  const indexes = new Map<string, number>();
  const missing = new Set<string>();
  const columns: [string, string | undefined][] = [
    ...Object.entries(mapping.columns),
    ...Object.entries(mapping.kind === 'deals' ? (mapping.properties ?? {}) : {}).map(([key, column]): [string, string] => [
      `properties.${key}`,
      column,
    ]),
  ];
  for (const [field, column] of columns) {
    if (column === undefined) continue;
    const index = position.get(column.trim());
    if (index === undefined) missing.add(column);
    else indexes.set(field, index);
  }
  if (missing.size > 0) throw new CsvMappingError([...missing]);
  return indexes;
}

const NUL_IN_CELL = 'contains the NUL character (U+0000); save the file as UTF-8 text';

/** Turns rows (after the header) into events; a row with any bad value yields errors and no events. */
export function createCsvMapper(mapping: CsvMapping, headers: readonly string[]) {
  const indexes = columnIndexes(mapping, headers);
  const { dateFormat, timeZone, decimalSeparator } = mapping.options;
  const readDate = createDateReader(dateFormat, timeZone);
  const dateHint = dateFormat === 'YYYY-MM-DD' ? 'YYYY-MM-DD' : `${dateFormat} or YYYY-MM-DD`;
  const announcedOwners = new Set<string>();
  const hashedFields = [
    ...csvImportFields[mapping.kind].filter((field) => field !== 'externalId' && indexes.has(field)),
    ...[...indexes.keys()].filter((field) => field.startsWith('properties.')).sort(),
  ];

  // One reader serves every row (it is pointed at the next one), sparing a set of closures per row.
  function rowReader() {
    let row: CsvRow = { line: 0, fields: [] };
    let errors: CsvRowError[] = [];
    const fail = (field: string, message: string) => errors.push({ line: row.line, field, message });
    /** undefined: the field is not mapped; '' : the cell is empty. */
    const cell = (field: string): string | undefined => {
      const index = indexes.get(field);
      return index === undefined ? undefined : (row.fields[index] ?? '').trim();
    };
    /** undefined when unmapped or unreadable (then with an error), null when empty. */
    function read<T>(field: string, parse: (text: string) => T | undefined, what: string, required = false): T | null | undefined {
      const text = cell(field);
      if (!text) {
        if (required) fail(field, messages.required);
        return text === undefined && !required ? undefined : null;
      }
      const value = parse(text);
      if (value === undefined) fail(field, `"${clip(text)}" is not ${what}`);
      return value;
    }
    return {
      reset(next: CsvRow, nextErrors: CsvRowError[]) {
        row = next;
        errors = nextErrors;
      },
      fail,
      cell,
      read,
      text: (field: string, required = false) => read(field, (text) => text, 'text', required),
      date: (field: string, required = false) => read<CsvDate>(field, readDate, `a date (${dateHint})`, required),
      externalId(): string | null | undefined {
        if (!mapping.generateExternalId || indexes.has('externalId')) return read('externalId', (text) => text, 'an id', true);
        const values = hashedFields.map((field) => [field, cell(field)]);
        const hash = createHash('sha256')
          .update(JSON.stringify([mapping.kind, values]))
          .digest('base64url');
        return `csv-${hash.slice(0, 32)}`;
      },
    };
  }
  type Reader = ReturnType<typeof rowReader>;
  const reader = rowReader();

  /** The owner as its external id: trimmed, e-mails lower-cased. */
  function ownerOf(reader: Reader): { id: string; name: string; email: string | null } | null | undefined {
    const value = reader.cell('owner');
    if (!value) return value === undefined ? undefined : null;
    const email = looksLikeEmail(value) ? value.toLowerCase() : null;
    return { id: email ?? value, name: value, email };
  }

  function deal(reader: Reader, m: DealsMapping): DealEvent | undefined {
    const externalId = reader.externalId();
    const stage = reader.text('stage', true);
    const amount = reader.read('amount', (text) => parseAmount(text, decimalSeparator), 'an amount');
    const createdAt = reader.date('createdAt', true);
    const updatedAt = reader.date('updatedAt');
    if (!externalId || !stage || !createdAt) return undefined;
    const properties = m.properties
      ? Object.fromEntries(Object.keys(m.properties).map((key) => [key, reader.cell(`properties.${key}`) || null]))
      : undefined;
    return {
      type: 'deal',
      externalId,
      title: reader.text('title'),
      stage,
      amount,
      product: reader.text('product'),
      properties,
      link: reader.text('link'),
      createdAt: createdAt.iso,
      updatedAt: (updatedAt ?? createdAt).iso,
    };
  }

  function call(reader: Reader, m: CallsMapping): CallEvent | undefined {
    const answeredValues = m.answeredValues && new Set(m.answeredValues.map((value) => value.toLowerCase()));
    const externalId = reader.externalId();
    const startedAt = reader.date('startedAt', true);
    const durationSeconds = reader.read('durationSeconds', parseDuration, 'a duration (seconds, mm:ss or hh:mm:ss)', true);
    const answered = answeredValues
      ? reader.read('answered', (text) => answeredValues.has(text.toLowerCase()), 'a status')
      : reader.read('answered', parseBoolean, 'yes or no');
    const direction = reader.read('direction', parseDirection, 'inbound or outbound');
    const updatedAt = reader.date('updatedAt');
    if (!externalId || !startedAt || durationSeconds == null) return undefined;
    return {
      type: 'call',
      externalId,
      dealExternalId: reader.text('deal'),
      startedAt: startedAt.iso,
      durationSeconds,
      answered,
      direction,
      updatedAt: updatedAt?.iso,
    };
  }

  function task(reader: Reader): TaskEvent | undefined {
    const externalId = reader.externalId();
    const createdAt = reader.date('createdAt', true);
    const dueAt = reader.date('dueAt');
    const completedAt = reader.date('completedAt');
    const updatedAt = reader.date('updatedAt');
    if (!externalId || !createdAt) return undefined;
    // Without an updatedAt column, a completion is the newest thing known about a task.
    const version = updatedAt ?? (completedAt && completedAt.epochMs > createdAt.epochMs ? completedAt : createdAt);
    return {
      type: 'task',
      externalId,
      dealExternalId: reader.text('deal'),
      title: reader.text('title'),
      dueAt: dueAt && dueAt.iso,
      completedAt: completedAt && completedAt.iso,
      createdAt: createdAt.iso,
      updatedAt: version.iso,
    };
  }

  function build(reader: Reader): DealEvent | CallEvent | TaskEvent | undefined {
    if (mapping.kind === 'deals') return deal(reader, mapping);
    if (mapping.kind === 'calls') return call(reader, mapping);
    return task(reader);
  }

  const schema = { deals: dealEventSchema, calls: callEventSchema, tasks: taskEventSchema }[mapping.kind];

  return {
    map(row: CsvRow): MappedRow {
      const errors: CsvRowError[] = [];
      reader.reset(row, errors);
      // PostgreSQL text cannot hold U+0000; a file saved as UTF-16 is full of them. The row is
      // reported instead of failing the whole import at the database.
      for (const [field, index] of indexes) {
        if (row.fields[index]?.includes('\u0000')) reader.fail(field, NUL_IN_CELL);
      }
      if (errors.length > 0) return { events: [], errors };
      const owner = ownerOf(reader);
      const event = build(reader);
      if (!event || errors.length > 0) return { events: [], errors };
      const withOwner = { ...event, ownerExternalId: owner && owner.id };
      // The event schema is the last word on lengths, URLs and ranges, so a batch never bounces.
      const checked = schema.safeParse(withOwner);
      if (!checked.success) {
        for (const issue of checked.error.issues) {
          const [key, sub] = issue.path.map(String);
          const field = key === 'properties' && sub ? `properties.${sub}` : (FIELD_OF_KEY[key ?? ''] ?? key ?? 'row');
          reader.fail(field, issue.message);
        }
        return { events: [], errors };
      }
      const events: ActivityEvent[] = [];
      // Each owner is announced once, before the first record naming it, so the ingestion can match
      // them to employees by e-mail.
      if (owner && !announcedOwners.has(owner.id)) {
        announcedOwners.add(owner.id);
        events.push({ type: 'user', externalId: owner.id, name: owner.name, email: owner.email });
      }
      events.push(withOwner);
      return { events, errors };
    },
  };
}

export type CsvMapper = ReturnType<typeof createCsvMapper>;
