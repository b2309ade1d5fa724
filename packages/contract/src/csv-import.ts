import * as z from 'zod/mini';
import { isTimeZone } from './settings';

// The CSV import: the screen uploads a file, shows its headers and first rows (the preview), and
// sends back which column feeds which field of the chosen kind (the mapping). The server turns each
// row into ActivityEvents (see ingestion.ts), so a CSV goes through the same ingestion as a CRM.

export const csvImportKinds = ['deals', 'calls', 'tasks'] as const;
export const csvImportKindSchema = z.enum(csvImportKinds);
export type CsvImportKind = z.infer<typeof csvImportKindSchema>;

/** The target fields per kind, in the order the mapping screen lists them. */
export const csvImportFields = {
  /** owner: the CRM user's e-mail, name or id; stored as the owner's external id (e-mails lower-cased). */
  deals: ['externalId', 'title', 'owner', 'stage', 'amount', 'product', 'createdAt', 'updatedAt', 'link'],
  /**
   * durationSeconds: seconds, or mm:ss / hh:mm:ss. answered: yes/no, true/false, 1/0 — or, with
   * `answeredValues`, a status column whose listed values count as answered.
   */
  calls: ['externalId', 'owner', 'deal', 'startedAt', 'durationSeconds', 'answered', 'direction', 'updatedAt'],
  tasks: ['externalId', 'owner', 'deal', 'title', 'dueAt', 'completedAt', 'createdAt', 'updatedAt'],
} as const satisfies Record<CsvImportKind, readonly string[]>;
export type CsvImportField<K extends CsvImportKind = CsvImportKind> = (typeof csvImportFields)[K][number];

/**
 * Fields a mapping must name a column for. externalId may instead be generated (`generateExternalId`).
 * Without an updatedAt column a record's version time is its createdAt (tasks: the later of createdAt
 * and completedAt), so a re-import of an edited row only wins if updatedAt is mapped.
 */
export const csvRequiredFields = {
  deals: ['externalId', 'stage', 'createdAt'],
  calls: ['externalId', 'startedAt', 'durationSeconds'],
  tasks: ['externalId', 'createdAt'],
} as const satisfies { [K in CsvImportKind]: readonly CsvImportField<K>[] };

export const csvDelimiters = [',', ';', '\t'] as const;
export const csvDelimiterSchema = z.enum(csvDelimiters);
export type CsvDelimiter = z.infer<typeof csvDelimiterSchema>;

/**
 * How the file writes dates: the order of day, month and year, each with an optional time
 * ("14:05", "14:05:30", and for MM/DD/YYYY also "2:05 PM"). The day-first and month-first formats
 * accept ".", "/" or "-" between the parts. ISO 8601 dates are read under every hint. A date with an
 * offset ("Z", "+02:00") keeps it; one without is a wall-clock time in `timeZone`.
 */
export const csvDateFormats = ['YYYY-MM-DD', 'DD.MM.YYYY', 'MM/DD/YYYY'] as const;
export const csvDateFormatSchema = z.enum(csvDateFormats);
export type CsvDateFormat = z.infer<typeof csvDateFormatSchema>;

const headerName = z.string().check(z.minLength(1), z.maxLength(500));
const column = z.optional(headerName);

export const csvImportOptionsSchema = z.object({
  /** Absent: detected from the header line (the most frequent of , ; tab; a tie goes to the comma). */
  delimiter: z.optional(csvDelimiterSchema),
  dateFormat: z._default(csvDateFormatSchema, 'YYYY-MM-DD'),
  /**
   * The IANA zone zone-less dates are read in. A wall-clock time skipped by a DST change (02:30 on
   * the spring-forward night) moves forward by the gap; a repeated one takes the earlier instant.
   */
  timeZone: z.string().check(z.refine(isTimeZone, 'must be an IANA time zone, e.g. Europe/Berlin')),
  /** Absent: guessed per value — the last of "," and "." is the decimal mark, and a single one followed by exactly three digits groups thousands. */
  decimalSeparator: z.optional(z.enum([',', '.'])),
});
export type CsvImportOptions = z.infer<typeof csvImportOptionsSchema>;
export type CsvImportOptionsInput = z.input<typeof csvImportOptionsSchema>;

const mappingBase = {
  /**
   * Without an externalId column: each row's id is "csv-" plus a SHA-256 (base64url, 32 characters)
   * of the kind and the row's mapped values, field by field. Importing the same row again yields
   * the same id, but any edit to a mapped value makes it a new record.
   */
  generateExternalId: z.optional(z.boolean()),
  options: csvImportOptionsSchema,
};

const idRequired = z.refine<{ columns: { externalId?: string | undefined }; generateExternalId?: boolean | undefined }>(
  (mapping) => mapping.columns.externalId !== undefined || mapping.generateExternalId === true,
  { path: ['columns', 'externalId'], message: 'map a column or generate the id' },
);

export const dealsMappingSchema = z
  .object({
    kind: z.literal('deals'),
    columns: z.object({
      externalId: column,
      title: column,
      owner: column,
      stage: headerName,
      amount: column,
      product: column,
      createdAt: headerName,
      updatedAt: column,
      link: column,
    }),
    /** Custom CRM fields: property key -> column. Values are kept as text; empty cells become null. */
    properties: z.optional(z.record(z.string().check(z.trim(), z.minLength(1), z.maxLength(200)), headerName)),
    ...mappingBase,
  })
  .check(idRequired);

export const callsMappingSchema = z
  .object({
    kind: z.literal('calls'),
    columns: z.object({
      externalId: column,
      owner: column,
      deal: column,
      startedAt: headerName,
      durationSeconds: headerName,
      answered: column,
      direction: column,
      updatedAt: column,
    }),
    /** Makes `answered` a status column: these values (case-insensitive) count as answered, all others not. */
    answeredValues: z.optional(z.array(z.string().check(z.trim(), z.minLength(1), z.maxLength(200))).check(z.minLength(1))),
    ...mappingBase,
  })
  .check(idRequired);

export const tasksMappingSchema = z
  .object({
    kind: z.literal('tasks'),
    columns: z.object({
      externalId: column,
      owner: column,
      deal: column,
      title: column,
      dueAt: column,
      completedAt: column,
      createdAt: headerName,
      updatedAt: column,
    }),
    ...mappingBase,
  })
  .check(idRequired);

export const csvMappingSchema = z.discriminatedUnion('kind', [dealsMappingSchema, callsMappingSchema, tasksMappingSchema]);
export type CsvMapping = z.infer<typeof csvMappingSchema>;
export type CsvMappingInput = z.input<typeof csvMappingSchema>;
export type DealsMapping = z.infer<typeof dealsMappingSchema>;
export type CallsMapping = z.infer<typeof callsMappingSchema>;
export type TasksMapping = z.infer<typeof tasksMappingSchema>;

export const CSV_PREVIEW_ROWS = 20;

/** What the mapping step shows: the detected delimiter, the header line and the first rows. */
export const csvPreviewSchema = z.object({
  delimiter: csvDelimiterSchema,
  headers: z.array(z.string()),
  rows: z.array(z.array(z.string())).check(z.maxLength(CSV_PREVIEW_ROWS)),
});
export type CsvPreview = z.infer<typeof csvPreviewSchema>;

/** A value of a row that could not be imported; `line` is the file line the row starts on (the header is line 1). */
export const csvRowErrorSchema = z.object({
  line: z.int().check(z.gte(1)),
  field: z.string(),
  message: z.string(),
});
export type CsvRowError = z.infer<typeof csvRowErrorSchema>;

export const CSV_ERRORS_REPORTED = 100;

export const csvImportSummarySchema = z.object({
  /** Data rows read (the header and blank lines not counted). */
  rows: z.int(),
  /** Rows turned into events; a row with any error is skipped as a whole. */
  imported: z.int(),
  /** The first CSV_ERRORS_REPORTED errors, in file order. */
  errors: z.array(csvRowErrorSchema).check(z.maxLength(CSV_ERRORS_REPORTED)),
  errorCount: z.int(),
});
export type CsvImportSummary = z.infer<typeof csvImportSummarySchema>;

/** One upload: created with its mapping, then its file is sent; progress is read while it runs. */
export const csvImportCreateSchema = z.object({ mapping: csvMappingSchema });
export const csvImportSchema = z.object({
  '@id': z.string(),
  '@type': z.literal('CsvImport'),
  id: z.uuid(),
  dataProvider: z.string(),
  kind: csvImportKindSchema,
  status: z.enum(['waiting', 'running', 'done', 'failed']),
  rows: z.int(),
  imported: z.int(),
  errorCount: z.int(),
  errors: z.array(csvRowErrorSchema),
  bytesDone: z.int(),
  bytesTotal: z.nullable(z.int()),
  failure: z.nullable(z.string()),
  createdAt: z.string(),
  finishedAt: z.nullable(z.string()),
});
export type CsvImport = z.infer<typeof csvImportSchema>;
