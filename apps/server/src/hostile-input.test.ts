import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { addMember, createProject, signUp, type Actor } from '../test/fixtures';
import { answerWithin, documentedOperations, type DocumentedOperation, type JsonSchema } from '../test/documented-operations';
import { createTestApp, type TestApp } from '../test/test-app';
import { DEMO_EMAIL, seedDemoWorkspace } from './modules/demo/demo-seed';

// Every documented operation, called by a signed-in owner with odd but well-shaped input: strings
// that databases and parsers trip on, numbers past PostgreSQL's integer range, impossible dates,
// ids of nothing. Whatever the answer, it must not be a 500. The bodies follow each operation's own
// OpenAPI schema, so a good share gets past validation and reaches the services and the database.

const MODES = 8;
const HOSTILE_TEXT = [
  '',
  ' ',
  'x'.repeat(5000),
  '\ud800',
  '\u0000',
  "' OR 1=1 --",
  '../../etc/passwd',
  '%',
  '💥'.repeat(300),
  '-1',
  '1e999',
  'null',
];
const DATES = ['2026-02-29', '2026-11-01', '9999-12-31', '0001-01-01', '2026-03-29T02:30:00+01:00', '2026-11-01T00:00:00Z', '1970-01-01T00:00:00+14:00'];
const TIMES = ['24:00:00', '23:59:59', '00:00:00', '10:00'];
const INTEGERS = [0, -1, 2_147_483_648, Number.MAX_SAFE_INTEGER, 1e308, -2_147_483_649];
const NUMBERS = [...INTEGERS, 0.5, -0.000001];

function pick<T>(list: readonly T[], mode: number, salt: number): T {
  return list[(mode + salt) % list.length]!;
}

type Ctx = { projectIri: string; mode: number; salt: number; reference: (field: string) => string };

/** What a well-behaved client would send in the field, so that the odd ones beside it get through. */
function plausible(schema: JsonSchema, field: string, ctx: Ctx): unknown {
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  if (type === 'boolean') return true;
  if (type === 'integer' || type === 'number') return schema.minimum ?? 1;
  if (field === 'project') return ctx.projectIri;
  if (schema.format === 'uuid') return randomUUID();
  if (/email/i.test(field)) return `fuzz-${randomUUID()}@example.com`;
  if (schema.format === 'date-time') return '2026-11-02T10:00:00Z';
  if (schema.pattern?.includes('\\d{4}') || /date|^from$|^to$/i.test(field)) return '2026-11-02';
  if (/time/i.test(field)) return '10:00:00';
  if (/link|url/i.test(field)) return 'https://example.com/';
  // A field named after a collection (employee, giftProduct, dataProviders) refers to one of its items.
  if (/^(employee|user|product|property|distribution|preset|giftProduct|dataProvider|package|dashboard|order)s?$/.test(field)) return ctx.reference(field);
  return `Fuzz ${field}`;
}

/** A hostile value of the field's own type: past integer ranges, impossible dates, odd text. */
function hostile(schema: JsonSchema, field: string, ctx: Ctx, salt: number): unknown {
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  if (type === 'boolean') return false;
  if (type === 'integer') return pick([schema.maximum ?? 0, ...INTEGERS], ctx.mode, salt);
  if (type === 'number') return pick([schema.maximum ?? 0, ...NUMBERS], ctx.mode, salt);
  if (field === 'project') return `/api/projects/${randomUUID()}`;
  if (schema.format === 'date-time' || schema.pattern?.includes('\\d{4}') || /date|^from$|^to$/i.test(field)) return pick(DATES, ctx.mode, salt);
  if (/time/i.test(field)) return pick(TIMES, ctx.mode, salt);
  // Some modes send references to nothing, the way a stale client would.
  if (ctx.mode % 3 === 1) return `/api/${collectionOf(field)}/${randomUUID()}`;
  return pick(HOSTILE_TEXT, ctx.mode, salt);
}

/**
 * A value of the schema's shape. Each mode makes a different eighth of the leaves hostile and keeps
 * the rest plausible; the last mode keeps them all plausible.
 */
function valueFor(schema: JsonSchema, field: string, ctx: Ctx): unknown {
  const variants = schema.anyOf ?? schema.oneOf;
  if (variants?.length) return valueFor(pick(variants, ctx.mode, ctx.salt), field, ctx);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  if (type === 'object' || schema.properties) {
    return Object.fromEntries(Object.entries(schema.properties ?? {}).map(([key, child]) => [key, valueFor(child, key, ctx)]));
  }
  if (type === 'array') return ctx.mode === 3 ? [] : [valueFor(schema.items ?? {}, field, ctx)];
  const salt = ctx.salt++;
  if (schema.enum?.length) return pick(schema.enum, ctx.mode, salt);
  return salt % (MODES - 1) === ctx.mode ? hostile(schema, field, ctx, salt) : plausible(schema, field, ctx);
}

type Operations = DocumentedOperation[];

/** employee -> employees, giftProduct -> gift_products, dataProviders -> data_providers. */
function collectionOf(field: string): string {
  const snake = field.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);
  return snake.endsWith('s') ? snake : `${snake}s`;
}

/**
 * Ids of what the project holds, per collection, read from its own listings
 * (`/api/projects/{id}/employees` gives the ids for `/api/employees/{id}`).
 */
async function realIds(t: TestApp, actor: Actor, projectId: string, operations: Operations): Promise<Map<string, string[]>> {
  const ids = new Map<string, string[]>();
  for (const { method, path } of operations) {
    const listed = /^\/api\/projects\/\{id\}\/(\w+)$/.exec(path)?.[1];
    if (method !== 'GET' || !listed || listed === 'events') continue;
    const response = await t.app.inject({ method: 'GET', url: `/api/projects/${projectId}/${listed}`, headers: actor.headers });
    if (response.statusCode !== 200) continue;
    const body = response.json() as Record<string, unknown>;
    const members = Object.values(body).find((value): value is { id?: unknown }[] => Array.isArray(value)) ?? [];
    const found = members.map((member) => member.id).filter((id): id is string => typeof id === 'string');
    if (found.length) ids.set(listed, found);
  }
  return ids;
}

type Fuzz = { t: TestApp; actor: Actor; projectId: string; operations: Operations; ids: Map<string, string[]> };

/** Every operation in every mode; the answers that were a 500 or never came. */
async function fuzz({ t, actor, projectId, operations, ids }: Fuzz): Promise<{ failures: string[]; statuses: Record<number, number> }> {
  const failures: string[] = [];
  const statuses: Record<number, number> = {};
  const idFor = (collection: string, mode: number) => {
    const known = ids.get(collection);
    return known?.length && mode % 2 === 0 ? known[mode % known.length]! : randomUUID();
  };
  for (const { method, path, operation } of operations) {
    // Logging out would end the session the rest of the run signs in with.
    if (path === '/api/auth/logout') continue;
    // The live stream answers 200 and stays open by design (its own tests cover it).
    if (path === '/api/projects/{id}/events') continue;
    const bodySchema = operation.requestBody?.content?.['application/json']?.schema;
    const queryParams = (operation.parameters ?? []).filter((parameter) => parameter.in === 'query');
    const collection = /^\/api\/(\w+)\/\{id\}/.exec(path)?.[1] ?? '';
    for (let mode = 0; mode < MODES; mode++) {
      const ctx: Ctx = { projectIri: `/api/projects/${projectId}`, mode, salt: 0, reference: (field) => `/api/${collectionOf(field)}/${idFor(collectionOf(field), mode)}` };
      // The real project behind /projects/{id}/… (never for DELETE), real or missing ids elsewhere.
      const ownProject = collection === 'projects' && method !== 'DELETE' && mode !== MODES - 1;
      const url = path.replaceAll(/\{(\w+)\}/g, (_, name: string) =>
        name === 'id' && ownProject ? projectId : mode === 2 ? 'not-an-id' : name === 'id' && collection !== 'projects' ? idFor(collection, mode) : randomUUID(),
      );
      const query = new URLSearchParams();
      for (const parameter of queryParams) {
        const value = valueFor(parameter.schema, parameter.name, ctx);
        for (const item of Array.isArray(value) ? value : [value]) query.append(parameter.name, String(item));
      }
      const payload = bodySchema ? (mode === 4 ? [] : valueFor(bodySchema, '', ctx)) : undefined;
      const response = await answerWithin(t, {
        method: method as 'GET',
        url: query.size ? `${url}?${query}` : url,
        headers: actor.headers,
        ...(payload === undefined ? {} : { payload: payload as object }),
      });
      const request = `${method} ${url} ${JSON.stringify(payload)?.slice(0, 300) ?? ''}`;
      if (!response) {
        failures.push(`${request} -> no answer in 5 s`);
        continue;
      }
      statuses[response.statusCode] = (statuses[response.statusCode] ?? 0) + 1;
      if (response.statusCode >= 500) failures.push(`${request} -> ${response.statusCode} ${response.body.slice(0, 200)}`);
    }
  }
  return { failures, statuses };
}

describe('hostile input never yields a 500', () => {
  let t: TestApp;
  afterEach(() => t?.close());

  it('on a new project, over every documented operation', async () => {
    t = await createTestApp();
    const owner = await signUp(t, 'Fuzz Owner');
    const project = await createProject(t, owner, 'Fuzz project', 'America/New_York');
    const operations = documentedOperations(t);
    expect(operations.length).toBeGreaterThan(100);
    const { failures, statuses } = await fuzz({ t, actor: owner, projectId: project.id, operations, ids: new Map() });
    expect(failures).toEqual([]);
    // Enough of it gets past validation to reach the services and the database.
    expect((statuses[200] ?? 0) + (statuses[201] ?? 0)).toBeGreaterThan(100);
  }, 120_000);

  async function demoWorkspace() {
    t = await createTestApp();
    const demo = await seedDemoWorkspace(t.db);
    const login = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: DEMO_EMAIL, password: demo!.password } });
    const token = (login.json() as { token: string }).token;
    const owner: Actor = { id: '', email: DEMO_EMAIL, name: 'Demo', token, headers: { authorization: `Bearer ${token}` } };
    const projects = (await t.app.inject({ method: 'GET', url: '/api/projects', headers: owner.headers })).json() as { projects: { id: string }[] };
    const projectId = projects.projects[0]!.id;
    const operations = documentedOperations(t);
    const ids = await realIds(t, owner, projectId, operations);
    expect(ids.size).toBeGreaterThan(5);
    return { owner, projectId, operations, ids };
  }

  it('on the demo workspace, as its owner, with the ids of what it holds', async () => {
    const { owner, projectId, operations, ids } = await demoWorkspace();
    const { failures, statuses } = await fuzz({ t, actor: owner, projectId, operations, ids });
    expect(failures).toEqual([]);
    expect((statuses[200] ?? 0) + (statuses[201] ?? 0)).toBeGreaterThan(150);
  }, 120_000);

  it('on the demo workspace, as a representative, with the same ids', async () => {
    const { projectId, operations, ids } = await demoWorkspace();
    const representative = await addMember(t, projectId, 'REPRESENTATIVE', 'Fuzz Rep');
    const { failures, statuses } = await fuzz({ t, actor: representative, projectId, operations, ids });
    expect(failures).toEqual([]);
    expect(statuses[403] ?? 0).toBeGreaterThan(50);
  }, 120_000);
});
