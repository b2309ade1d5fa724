import {
  csvImportFields,
  csvMappingSchema,
  csvRequiredFields,
  type CsvDateFormat,
  type CsvImportKind,
  type CsvMapping,
  type CsvMappingInput,
} from '@salespulse/contract/csv-import';

export type CsvPropertyDraft = { key: string; column: string };

/** The mapping form's values: '' is "no column"; answered values are typed comma-separated. */
export type CsvMappingDraft = {
  kind: CsvImportKind;
  columns: Record<string, string>;
  generateExternalId: boolean;
  dateFormat: CsvDateFormat;
  timeZone: string;
  properties: CsvPropertyDraft[];
  answeredValues: string;
};

export type CsvMappingIssue = { path: string; message: string };

export type CsvMappingResult = { ok: true; mapping: CsvMapping } | { ok: false; issues: CsvMappingIssue[] };

export function fieldsOf(kind: CsvImportKind): readonly string[] {
  return csvImportFields[kind];
}

export function isRequired(kind: CsvImportKind, field: string): boolean {
  return (csvRequiredFields[kind] as readonly string[]).includes(field);
}

// Names CRMs commonly export for each field, normalized (lower case, letters and digits only).
const aliases: Record<string, string[]> = {
  externalId: ['id', 'externalid', 'recordid', 'uid', 'uuid'],
  title: ['title', 'name', 'subject', 'dealname', 'taskname', 'tasktitle'],
  owner: ['owner', 'owneremail', 'ownername', 'agent', 'rep', 'salesrep', 'user', 'assignee', 'assignedto', 'email'],
  stage: ['stage', 'dealstage', 'pipelinestage', 'status'],
  amount: ['amount', 'value', 'dealvalue', 'revenue', 'price'],
  product: ['product', 'productname'],
  createdAt: ['createdat', 'created', 'createdate', 'createddate', 'creationdate', 'datecreated'],
  updatedAt: ['updatedat', 'updated', 'lastmodified', 'modified', 'modifiedat', 'lastmodifieddate', 'lastupdated'],
  link: ['link', 'url', 'crmlink'],
  deal: ['deal', 'dealid', 'opportunity', 'opportunityid'],
  startedAt: ['startedat', 'start', 'started', 'starttime', 'calldate', 'date', 'datetime', 'time'],
  durationSeconds: ['durationseconds', 'duration', 'length', 'talktime', 'seconds', 'callduration'],
  answered: ['answered', 'connected', 'outcome', 'callstatus', 'status'],
  direction: ['direction', 'calldirection', 'calltype', 'type'],
  dueAt: ['dueat', 'due', 'duedate', 'deadline'],
  completedAt: ['completedat', 'completed', 'completiondate', 'donedate', 'finishedat', 'closedat'],
};

const singular: Record<CsvImportKind, string> = { deals: 'deal', calls: 'call', tasks: 'task' };

const normalize = (text: string) => text.toLowerCase().replace(/[^\p{L}\p{N}]/gu, '');

function namesOf(kind: CsvImportKind, field: string): string[] {
  const own = [normalize(field), ...(aliases[field] ?? [])];
  return field === 'externalId' ? [`${singular[kind]}id`, ...own] : own;
}

// 3: the header is one of the field's names; 2: it contains a long one ("Deal Stage Name").
function score(header: string, names: string[]): number {
  const value = normalize(header);
  if (!value) return 0;
  if (names.includes(value)) return 3;
  return names.some((name) => name.length >= 4 && value.includes(name)) ? 2 : 0;
}

/**
 * Picks a header per field by case-insensitive name similarity. The best matches are taken first and
 * each header feeds one field at most, so "Deal ID" of a calls file goes to `deal`, not to the id.
 */
export function suggestColumns(kind: CsvImportKind, headers: readonly string[]): Record<string, string> {
  const candidates = fieldsOf(kind).flatMap((field, fieldIndex) =>
    headers.map((header, headerIndex) => ({ field, header, fieldIndex, headerIndex, score: score(header, namesOf(kind, field)) })),
  );
  candidates.sort((a, b) => b.score - a.score || a.headerIndex - b.headerIndex || a.fieldIndex - b.fieldIndex);
  const columns: Record<string, string> = {};
  const used = new Set<string>();
  for (const candidate of candidates) {
    if (candidate.score === 0) break;
    if (columns[candidate.field] !== undefined || used.has(candidate.header)) continue;
    columns[candidate.field] = candidate.header;
    used.add(candidate.header);
  }
  return columns;
}

const datePatterns: [RegExp, CsvDateFormat][] = [
  [/^\d{4}-\d{1,2}-\d{1,2}/, 'YYYY-MM-DD'],
  [/^\d{1,2}\.\d{1,2}\.\d{4}/, 'DD.MM.YYYY'],
  [/^\d{1,2}\/\d{1,2}\/\d{4}/, 'MM/DD/YYYY'],
];

/** The date format of the first value that names one; a slash date with a day above 12 is day-first. */
export function guessDateFormat(values: readonly string[]): CsvDateFormat | undefined {
  for (const raw of values) {
    const value = raw.trim();
    const match = datePatterns.find(([pattern]) => pattern.test(value));
    if (!match) continue;
    if (match[1] === 'MM/DD/YYYY' && Number(value.split('/')[0]) > 12) return 'DD.MM.YYYY';
    return match[1];
  }
  return undefined;
}

/** The mapping the server expects, checked with the contract's schema before anything is sent. */
export function buildMapping(draft: CsvMappingDraft): CsvMappingResult {
  const columns = Object.fromEntries(
    fieldsOf(draft.kind)
      .map((field) => [field, draft.columns[field] ?? ''] as const)
      .filter(([, header]) => header !== ''),
  );
  const issues: CsvMappingIssue[] = [];
  const options = { dateFormat: draft.dateFormat, timeZone: draft.timeZone };
  const input: Record<string, unknown> = { kind: draft.kind, columns, options };
  if (columns.externalId === undefined && draft.generateExternalId) input.generateExternalId = true;
  // The schema checks the id only once every column is valid; the form names all gaps at once.
  if (columns.externalId === undefined && !draft.generateExternalId)
    issues.push({ path: 'columns.externalId', message: 'map a column or generate the id' });

  if (draft.kind === 'deals') {
    const properties: Record<string, string> = {};
    draft.properties.forEach(({ key, column }, index) => {
      const name = key.trim();
      if (!name && !column) return;
      if (!name || !column) issues.push({ path: `properties.${index}`, message: 'name the property and choose its column' });
      else properties[name] = column;
    });
    if (Object.keys(properties).length > 0) input.properties = properties;
  }
  if (draft.kind === 'calls') {
    const values = draft.answeredValues
      .split(',')
      .map((value) => value.trim())
      .filter(Boolean);
    if (values.length > 0) input.answeredValues = values;
  }

  const parsed = csvMappingSchema.safeParse(input as CsvMappingInput);
  if (parsed.success && issues.length === 0) return { ok: true, mapping: parsed.data };
  const schemaIssues = parsed.success ? [] : parsed.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));
  const all = [...schemaIssues, ...issues];
  return { ok: false, issues: all.filter((issue, index) => all.findIndex((other) => other.path === issue.path) === index) };
}
