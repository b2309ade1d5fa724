#!/usr/bin/env node
// Prints the structure figures issue #32 tracks, read from the code itself, so that a
// before/after comparison is one command: cross-module imports on the server (and how many
// reach into another module's internals), import cycles between modules, SQL functions defined
// more than once across migrations, SQL objects whose current definition is not in one db/sql file,
// and `as unknown as` casts.
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { tsImport } from 'tsx/esm/api';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const serverSrc = join(root, 'apps/server/src');
const modulesDir = join(serverSrc, 'modules');

function walk(dir) {
  const out = [];
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) out.push(...walk(path));
    else if (/\.(ts|tsx)$/.test(name)) out.push(path);
  }
  return out;
}

const moduleOf = (file) => {
  const rel = relative(modulesDir, file);
  return rel.startsWith('..') ? null : rel.split('/')[0];
};

function resolveImport(fromDir, spec) {
  const base = resolve(fromDir, spec.replace(/\.js$/, ''));
  for (const candidate of [`${base}.ts`, `${base}.tsx`, join(base, 'index.ts')]) {
    try {
      if (statSync(candidate).isFile()) return candidate;
    } catch {
      // not this one
    }
  }
  return `${base}.ts`;
}

const importRe = /(?:import|export)\s[^'"]*?from\s+['"](\.[^'"]+)['"]/g;
const files = walk(serverSrc).filter((f) => !/\.test\.ts$/.test(f));
let crossImports = 0;
let intoInternals = 0;
const internalsSamples = [];
const edges = new Map();
for (const file of files) {
  const from = moduleOf(file);
  if (!from) continue;
  const text = readFileSync(file, 'utf8');
  for (const match of text.matchAll(importRe)) {
    const target = resolveImport(dirname(file), match[1]);
    const to = moduleOf(target);
    if (!to || to === from) continue;
    crossImports += 1;
    // A module's public face is its index.ts at the module's root; anything else (its service,
    // registration, repository, helpers) is internal to it.
    if (relative(join(modulesDir, to), target) !== 'index.ts') {
      intoInternals += 1;
      if (internalsSamples.length < 200) internalsSamples.push(`${relative(serverSrc, file)} -> ${relative(serverSrc, target)}`);
    }
    if (!edges.has(from)) edges.set(from, new Set());
    edges.get(from).add(to);
  }
}

// Tarjan's strongly connected components over the module graph.
const modules = readdirSync(modulesDir).filter((m) => statSync(join(modulesDir, m)).isDirectory());
let index = 0;
const stack = [];
const meta = new Map();
const components = [];
function strongConnect(v) {
  meta.set(v, { index, low: index, onStack: true });
  index += 1;
  stack.push(v);
  for (const w of edges.get(v) ?? []) {
    if (!meta.has(w)) {
      strongConnect(w);
      meta.get(v).low = Math.min(meta.get(v).low, meta.get(w).low);
    } else if (meta.get(w).onStack) {
      meta.get(v).low = Math.min(meta.get(v).low, meta.get(w).index);
    }
  }
  if (meta.get(v).low === meta.get(v).index) {
    const component = [];
    let w;
    do {
      w = stack.pop();
      meta.get(w).onStack = false;
      component.push(w);
    } while (w !== v);
    if (component.length > 1) components.push(component.sort());
  }
}
for (const m of modules) if (!meta.has(m)) strongConnect(m);

const migrationsDir = join(root, 'apps/server/drizzle');
const definitions = new Map();
for (const name of readdirSync(migrationsDir).filter((n) => n.endsWith('.sql'))) {
  const text = readFileSync(join(migrationsDir, name), 'utf8');
  for (const match of text.matchAll(/create\s+(?:or\s+replace\s+)?function\s+("?[\w.]+"?)/gi)) {
    const fn = match[1].replaceAll('"', '').toLowerCase();
    definitions.set(fn, (definitions.get(fn) ?? 0) + 1);
  }
}
const repeated = [...definitions].filter(([, n]) => n > 1);

// Read the way the db/sql check reads them (apps/server/src/db/sql/sql-definitions.ts): an object
// counts unless exactly one file holds its newest migration's definition.
const sqlDefinitions = await tsImport('../apps/server/src/db/sql/sql-definitions.ts', import.meta.url);
const sqlFiles = sqlDefinitions.readSqlFiles();
const withoutFile = [...sqlDefinitions.currentDefinitions(sqlDefinitions.readMigrations()).definitions.values()].filter((definition) => {
  const holders = sqlFiles.flatMap((file) => file.objects.filter((object) => object.name === definition.name));
  return holders.length !== 1 || !sqlDefinitions.sameDefinition(holders[0].statements, definition.statements);
});

let casts = 0;
for (const dir of ['apps/server/src', 'apps/web/src', 'packages/contract/src']) {
  for (const file of walk(join(root, dir))) {
    casts += (readFileSync(file, 'utf8').match(/as unknown as/g) ?? []).length;
  }
}

// One data-access style: SQL in repositories (`*.repository.ts`) and analytics' query files
// (`*.queries.ts`), none in services and routes. A file holds SQL when it imports drizzle-orm or
// runs a statement (`db.select(...)`, `rowsOf(...)`, ...). db/ is the data layer itself; app.ts and
// main.ts are wiring.
const holdsSql = (text) =>
  /from 'drizzle-orm/.test(text) ||
  /\b(db|tx|q|database)\s*\.\s*(execute|select|selectDistinct|insert|update|delete)\s*\(/.test(text) ||
  /\browsOf\s*[<(]/.test(text);
const sqlHolders = [];
for (const file of files) {
  const rel = relative(serverSrc, file);
  if (rel.startsWith('db/') || /^(app|main)\.ts$/.test(rel) || /\.(repository|queries)\.ts$/.test(rel)) continue;
  if (holdsSql(readFileSync(file, 'utf8'))) sqlHolders.push(rel);
}
const sqlInServices = sqlHolders.filter((f) => /\.(service|routes)\.ts$/.test(f));

const verbose = process.argv.includes('--verbose');
console.log(`server cross-module imports (file to file, non-test): ${crossImports}`);
console.log(`  of which into another module's internals: ${intoInternals}`);
if (verbose) for (const s of internalsSamples) console.log(`    ${s}`);
console.log(`module import cycles: ${components.length} group(s), ${components.flat().length} module(s)`);
for (const c of components) console.log(`  ${c.join(' <-> ')}`);
console.log(`service/route files holding SQL: ${sqlInServices.length}`);
if (verbose) for (const f of sqlInServices) console.log(`    ${f}`);
console.log(`other files holding SQL outside repositories and query files: ${sqlHolders.length - sqlInServices.length}`);
if (verbose) for (const f of sqlHolders.filter((f) => !sqlInServices.includes(f))) console.log(`    ${f}`);
console.log(`SQL functions defined more than once across migrations: ${repeated.length}`);
if (verbose) for (const [fn, n] of repeated) console.log(`    ${fn}: ${n}`);
console.log(`SQL objects without a single current file: ${withoutFile.length}`);
if (verbose) for (const d of withoutFile) console.log(`    ${d.kind} ${d.name} (${d.migration})`);
console.log(`'as unknown as' casts (tests included): ${casts}`);
