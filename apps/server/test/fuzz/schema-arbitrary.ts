import fc from 'fast-check';
import type { JsonSchema } from '../documented-operations';

// Values for the fuzzer, drawn from an operation's own OpenAPI schema: mostly what a well-behaved
// client would send, so that requests get past validation into the services and the database,
// with hostile leaves mixed in (text databases and parsers trip on, numbers past column ranges,
// dates no calendar or database has, references to other projects' records).

/** What the values may point at: the ids a field of a collection can name. */
export type References = {
  /** Ids worth naming in `collection` (this project's, a foreign project's and made-up ones mixed). */
  ids(collection: string): fc.Arbitrary<string>;
  /** The project a body's `project` names. */
  project: fc.Arbitrary<string>;
  /** The same, of the project the request is about only: for tame values. */
  tame: { ids(collection: string): fc.Arbitrary<string>; project: fc.Arbitrary<string> };
};

export const HOSTILE_TEXT = [
  '',
  ' ',
  '\t\n',
  'x'.repeat(5000),
  '\ud800',
  'a\udc00b',
  '\u0000',
  'nul\u0000inside',
  "' OR 1=1 --",
  '"; drop table deals; --',
  '../../etc/passwd',
  '%',
  '%00',
  '\\',
  '💥'.repeat(300),
  '‮right-to-left‬',
  '-1',
  '1e999',
  'NaN',
  'null',
  '{}',
  '[]',
  '__proto__',
  'constructor',
  '<script>alert(1)</script>',
];

export const HOSTILE_DATES = [
  '0000-01-01',
  '0001-01-01',
  '1969-12-31',
  '9999-12-31',
  '10000-01-01',
  '2026-02-29',
  '2026-02-30',
  '2026-13-01',
  '2026-00-10',
  '2026-11-31',
  '2026-11-02T10:00:00Z',
  '',
];

export const HOSTILE_INSTANTS = [
  '0000-01-01T00:00:00Z',
  '0001-01-01T00:00:00+01:00',
  '9999-12-31T23:00:00-02:00',
  '2999-12-31T23:59:59.9999999Z',
  '1970-01-01T00:00:00+14:00',
  '2026-11-02T10:00:00+23:59',
  '2026-11-02T10:00:00.123456789Z',
  '2026-03-29T02:30:00+01:00',
  '2026-11-02T24:00:00Z',
  '2026-11-02',
  '1793613600000',
];

export const HOSTILE_NUMBERS = [
  0,
  -0,
  -1,
  0.5,
  -0.000001,
  2_147_483_647,
  2_147_483_648,
  -2_147_483_649,
  Number.MAX_SAFE_INTEGER,
  Number.MAX_SAFE_INTEGER + 2,
  999_999_999_999.99,
  999_999_999_999.995,
  1e12,
  1e21,
  1e308,
  -1e308,
  5e-324,
];

const HOSTILE_TIMES = ['24:00:00', '23:59:60', '23:59:59', '00:00:00', '10:00', '9:00:00', '-01:00:00'];

/** Text anything: any code points, lone surrogates and NUL included, or one of the hostile classics. */
export const hostileText: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...HOSTILE_TEXT) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme', minLength: 150, maxLength: 1200 }) },
);

const typeOf = (schema: JsonSchema): string | undefined =>
  Array.isArray(schema.type) ? schema.type.find((type) => type !== 'null') : schema.type;

/** employee -> employees, giftProduct -> gift_products, dataProviders -> data_providers. */
export function collectionOf(field: string): string {
  const snake = field.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`).replace(/\[\]$/, '');
  return snake.endsWith('s') ? snake : `${snake}s`;
}

// A field named after a collection refers to one of its items (employee, giftProduct, dataProviders, fallbackEmployee).
const REFERENCE_FIELD =
  /^(employee|user|product|property|propertyId|distribution|preset|giftProduct|dataProvider|package|dashboard|order|deal|image|fallbackEmployee|sources)s?(\[\])?$/;

function referenceTo(field: string, refs: References): fc.Arbitrary<string> {
  const named: Record<string, string> = {
    fallbackEmployee: 'employees',
    image: 'media_objects',
    sources: 'products',
    propertyId: 'properties',
  };
  const collection = named[field] ?? collectionOf(field);
  return fc.oneof(
    { weight: 3, arbitrary: refs.ids(collection).map((id) => `/api/${collection}/${id}`) },
    { weight: 1, arbitrary: refs.ids(collection) },
  );
}

const isLocalDate = (schema: JsonSchema, field: string) =>
  schema.format !== 'date-time' && (schema.pattern?.includes('\\d{4}') || /date|day|On$/i.test(field));
const isInstant = (schema: JsonSchema, field: string) => schema.format === 'date-time' || /At$|^from$|^to$/.test(field);
const localDay = fc
  .date({ min: new Date('2025-06-01T00:00:00Z'), max: new Date('2026-12-31T00:00:00Z'), noInvalidDate: true })
  .map((date) => date.toISOString().slice(0, 10));
/** A period as people pick it: in order, days to weeks long. */
const localPeriod = fc.tuple(localDay, fc.integer({ min: 0, max: 60 })).map(([from, days]) => ({
  from,
  to: new Date(Date.parse(`${from}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10),
}));

/** What a well-behaved client would send in a text field of this name and schema. */
function plausibleText(schema: JsonSchema, field: string, refs: References, tame: boolean): fc.Arbitrary<string> {
  if (field === 'project') return tame ? refs.tame.project : refs.project;
  if (REFERENCE_FIELD.test(field)) return referenceTo(field, tame ? { ...refs, ids: refs.tame.ids } : refs);
  if (schema.format === 'uuid') return fc.uuid();
  if (isLocalDate(schema, field)) return localDay;
  if (isInstant(schema, field)) {
    return fc
      .date({ min: new Date('2024-01-01T00:00:00Z'), max: new Date('2027-12-31T00:00:00Z'), noInvalidDate: true })
      .map((date) => date.toISOString());
  }
  if (/time/i.test(field)) return fc.constantFrom('08:00:00', '12:30:00', '17:59:59');
  if (/email/i.test(field)) return fc.uuid().map((id) => `fuzz-${id.slice(0, 8)}@example.com`);
  if (/link|url|uri/i.test(field)) return fc.constantFrom('https://example.com/', 'https://crm.example.com/deals/1');
  if (/password/i.test(field)) return fc.constantFrom('correct-horse-42', 'short');
  const max = Math.max(1, Math.min(schema.maxLength ?? 40, 40));
  const min = Math.min(schema.minLength ?? 1, max);
  return fc.string({ unit: 'grapheme-ascii', minLength: min, maxLength: max }).map((text) => (text.trim() ? text : `Fuzz ${field}`));
}

/** The values at a schema's own limits and just past them: where a limit and its column disagree. */
function boundaryNumbers(schema: JsonSchema): number[] {
  const found: number[] = [];
  for (const bound of [schema.minimum, schema.maximum])
    if (bound !== undefined && Number.isFinite(bound)) found.push(bound, bound + 1, bound - 1, bound + 0.005);
  return found;
}

function boundaryTexts(schema: JsonSchema): string[] {
  const max = schema.maxLength;
  if (max === undefined || max > 5000) return [];
  // As many characters as allowed, of 1, 2, 3 and 4 bytes of UTF-8 (the last, 2 UTF-16 units each).
  return ['x'.repeat(max), 'é'.repeat(max), '€'.repeat(max), '💥'.repeat(Math.floor(max / 2)), 'x'.repeat(max + 1)];
}

function hostileLeaf(schema: JsonSchema, field: string): fc.Arbitrary<unknown> {
  const type = typeOf(schema);
  const wrongType = fc.constantFrom<unknown>(null, true, 0, 'text', [], {});
  const boundaries = boundaryNumbers(schema);
  if (type === 'integer' || type === 'number') {
    return fc.oneof(
      { weight: 4, arbitrary: fc.constantFrom(...HOSTILE_NUMBERS) },
      ...(boundaries.length ? [{ weight: 4, arbitrary: fc.constantFrom(...boundaries) }] : []),
      { weight: 1, arbitrary: wrongType },
    );
  }
  if (type === 'boolean') return fc.oneof(fc.constantFrom('true', 'false', 1, 0, null), wrongType);
  if (isLocalDate(schema, field))
    return fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...HOSTILE_DATES) }, { weight: 1, arbitrary: hostileText });
  if (isInstant(schema, field))
    return fc.oneof(
      { weight: 4, arbitrary: fc.constantFrom(...HOSTILE_INSTANTS, ...HOSTILE_DATES) },
      { weight: 1, arbitrary: hostileText },
    );
  if (/time/i.test(field)) return fc.constantFrom(...HOSTILE_TIMES);
  const texts = boundaryTexts(schema);
  return fc.oneof({ weight: 5, arbitrary: hostileText }, ...(texts.length ? [{ weight: 3, arbitrary: fc.constantFrom(...texts) }] : []), {
    weight: 1,
    arbitrary: wrongType,
  });
}

/** A leaf of the schema's type: plausible most of the time, hostile the rest (never, when `tame`). */
function leaf(schema: JsonSchema, field: string, refs: References, tame = false): fc.Arbitrary<unknown> {
  const type = typeOf(schema);
  let plausible: fc.Arbitrary<unknown>;
  if (schema.const !== undefined) plausible = fc.constant(schema.const);
  else if (schema.enum?.length) plausible = fc.constantFrom(...schema.enum);
  else if (type === 'boolean') plausible = fc.boolean();
  else if (type === 'integer')
    plausible = fc.integer({ min: Math.max(schema.minimum ?? 0, -1000), max: Math.min(schema.maximum ?? 1000, 1000) });
  else if (type === 'number')
    plausible = fc.double({
      min: Math.max(schema.minimum ?? 0, -1000),
      max: Math.min(schema.maximum ?? 1000, 1000),
      noNaN: true,
      noDefaultInfinity: true,
    });
  else plausible = plausibleText(schema, field, refs, tame);
  return tame ? plausible : fc.oneof({ weight: 7, arbitrary: plausible }, { weight: 1, arbitrary: hostileLeaf(schema, field) });
}

const ORDERED_PAIRS = [
  ['from', 'to'],
  ['fromDate', 'toDate'],
  ['fromTime', 'toTime'],
  ['startsOn', 'endsOn'],
  ['min', 'max'],
] as const;

/** The value with each pair of bounds (from and to, min and max, …) in order, as a person would set them. */
function inOrder(value: unknown): unknown {
  if (value === null || typeof value !== 'object') return value;
  const object = { ...(value as Record<string, unknown>) };
  for (const [low, high] of ORDERED_PAIRS) {
    const a = object[low];
    const b = object[high];
    if (typeof a === typeof b && (typeof a === 'string' || typeof a === 'number') && a! > b!) [object[low], object[high]] = [b, a];
  }
  return object;
}

/**
 * Values of the schema's shape. Objects keep their required keys most of the time and take a
 * random share of the optional ones; now and then a value of the wrong shape altogether. `tame`
 * values are all plausible (a body of many fields would hardly ever pass validation otherwise).
 */
export function valueOf(schema: JsonSchema, refs: References, field = '', depth = 0, tame = false): fc.Arbitrary<unknown> {
  const variants = schema.anyOf ?? schema.oneOf;
  if (variants?.length) return fc.oneof(...variants.map((variant) => valueOf(variant, refs, field, depth, tame)));
  const type = typeOf(schema);
  const nullable = schema.nullable === true || (Array.isArray(schema.type) && schema.type.includes('null'));
  let shaped: fc.Arbitrary<unknown>;
  if (type === 'object' || schema.properties) {
    const properties = schema.properties ?? {};
    const keys = Object.keys(properties);
    // A period of local days: mostly in order and short, as the contract wants, sometimes anything.
    if (keys.length === 2 && 'from' in properties && 'to' in properties && isLocalDate(properties.from!, 'from')) {
      return tame
        ? localPeriod
        : fc.oneof(
            { weight: 6, arbitrary: localPeriod },
            { weight: 1, arbitrary: fc.record({ from: leaf(properties.from!, 'from', refs), to: leaf(properties.to!, 'to', refs) }) },
          );
    }
    const required = schema.required ?? [];
    const record = fc.record(
      Object.fromEntries(Object.entries(properties).map(([key, child]) => [key, valueOf(child, refs, key, depth + 1, tame)])),
      { requiredKeys: required.filter((key) => key in properties) },
    );
    if (tame) {
      const ordered = record.map(inOrder);
      return nullable ? fc.oneof({ weight: 5, arbitrary: ordered }, { weight: 1, arbitrary: fc.constant(null) }) : ordered;
    }
    const extraKey = fc
      .tuple(record, fc.constantFrom('__proto__', 'unknownField', 'constructor'), hostileText)
      .map(([value, key, extra]) => ({ ...(value as object), [key]: extra }));
    shaped = fc.oneof(
      { weight: 12, arbitrary: record },
      { weight: 1, arbitrary: extraKey },
      {
        weight: 1,
        arbitrary: fc.record(
          Object.fromEntries(Object.entries(properties).map(([key, child]) => [key, valueOf(child, refs, key, depth + 1)])),
        ),
      },
    );
  } else if (type === 'array') {
    const items = schema.items ?? {};
    const maxItems = Math.min(schema.maxItems ?? 3, depth > 2 ? 1 : 3);
    const minItems = Math.min(schema.minItems ?? 0, maxItems);
    shaped = fc.array(valueOf(items, refs, field, depth + 1, tame), { minLength: minItems, maxLength: maxItems });
  } else {
    shaped = leaf(schema, field, refs, tame);
  }
  if (nullable) shaped = fc.oneof({ weight: 5, arbitrary: shaped }, { weight: 1, arbitrary: fc.constant(null) });
  return shaped;
}

/** A query value: query strings carry text only, so every leaf is sent as text. */
export function queryValueOf(schema: JsonSchema, name: string, refs: References): fc.Arbitrary<string[]> {
  // Pages are small whole numbers (the schema coerces text to a number, which says little).
  if (name === 'page' || name === 'itemsPerPage') {
    return fc.oneof(
      { weight: 6, arbitrary: fc.integer({ min: 1, max: name === 'page' ? 3 : 100 }).map((n) => [String(n)]) },
      { weight: 1, arbitrary: fc.constantFrom<string[]>(['0'], ['-1'], ['1.5'], ['1e9'], ['abc'], ['']) },
    );
  }
  return valueOf(schema, refs, name).map((value) =>
    (Array.isArray(value) ? value : [value]).map((item) => (typeof item === 'string' ? item : (JSON.stringify(item) ?? ''))),
  );
}

/** Any JSON at all: for bodies that ignore the schema altogether. */
export const anyJson: fc.Arbitrary<unknown> = fc.jsonValue({ maxDepth: 4 });

/** The variant of `schema` that `value` was drawn from (a union's member with the same constants and type). */
function variantOf(schema: JsonSchema, value: unknown): JsonSchema | undefined {
  const variants = schema.anyOf ?? schema.oneOf;
  if (!variants?.length) return schema;
  const fits = (variant: JsonSchema): boolean => {
    const inner = variant.anyOf ?? variant.oneOf;
    if (inner?.length) return inner.some(fits);
    const type = typeOf(variant);
    if (value === null) return variant.nullable === true || type === 'null';
    if (Array.isArray(value)) return type === 'array';
    if (typeof value === 'object') {
      if (type !== 'object' && !variant.properties) return false;
      return Object.entries(variant.properties ?? {}).every(
        ([key, child]) => child.const === undefined || (value as Record<string, unknown>)[key] === child.const,
      );
    }
    if (typeof value === 'number') return type === 'number' || type === 'integer';
    return type === typeof value;
  };
  const found = variants.find(fits);
  return found && variantOf(found, value);
}

type Leaf = { path: (string | number)[]; schema: JsonSchema; field: string };

/** Every leaf of a value drawn from `schema`, with the schema and field name it was drawn for. */
function leavesOf(schema: JsonSchema, value: unknown, path: (string | number)[] = [], field = ''): Leaf[] {
  const own = variantOf(schema, value);
  if (!own) return [];
  if (Array.isArray(value)) return value.flatMap((item, index) => leavesOf(own.items ?? {}, item, [...path, index], field));
  if (value !== null && typeof value === 'object') {
    return Object.entries(value as Record<string, unknown>).flatMap(([key, child]) =>
      own.properties?.[key] ? leavesOf(own.properties[key]!, child, [...path, key], key) : [],
    );
  }
  return own.const === undefined ? [{ path, schema: own, field }] : [];
}

function withLeaf(value: unknown, path: (string | number)[], leafValue: unknown): unknown {
  if (path.length === 0) return leafValue;
  const [head, ...rest] = path;
  if (Array.isArray(value)) return value.map((item, index) => (index === head ? withLeaf(item, rest, leafValue) : item));
  return { ...(value as Record<string, unknown>), [head!]: withLeaf((value as Record<string, unknown>)[head!], rest, leafValue) };
}

/**
 * A plausible value with exactly one leaf made hostile: the rest of the body gets past validation,
 * so the hostile leaf is judged on its own, as far into the service as it can get.
 */
export function oneHostileLeaf(schema: JsonSchema, refs: References): fc.Arbitrary<unknown> {
  return valueOf(schema, refs, '', 0, true).chain((value) => {
    const leaves = leavesOf(schema, value);
    if (leaves.length === 0) return fc.constant(value);
    return fc
      .integer({ min: 0, max: leaves.length - 1 })
      .chain((index) =>
        hostileLeaf(leaves[index]!.schema, leaves[index]!.field).map((hostile) => withLeaf(value, leaves[index]!.path, hostile)),
      );
  });
}

/** How many leaves a schema has (a union counts each variant's): how much room a body gives bugs. */
export function leafCount(schema: JsonSchema | undefined): number {
  if (!schema) return 0;
  const variants = schema.anyOf ?? schema.oneOf;
  if (variants?.length) return variants.reduce((sum, variant) => sum + leafCount(variant), 0);
  if (schema.properties) return Object.values(schema.properties).reduce((sum, child) => sum + leafCount(child), 0);
  if (typeOf(schema) === 'array') return leafCount(schema.items);
  return 1;
}
