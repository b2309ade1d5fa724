#!/usr/bin/env node
// npm run db:sql -- [--name <migration_name>] [<name> ...]
//
// Writes a new drizzle migration that redefines SQL functions, triggers and views from their
// reviewed files in apps/server/src/db/sql/ (docs/sql-definitions.md): change a .sql file there,
// run this, review and commit the migration. Each <name> is a file there (a function or view, or a
// trigger, meaning the file of the function it executes); of each file only the objects that differ
// from their newest migration are redefined. With no <name>, every file that differs is taken.
// The migration is numbered and journaled by drizzle-kit itself (`generate --custom`), so it stays
// in line with the migrations drizzle-kit generates from the schema.
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { tsImport } from 'tsx/esm/api';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const serverDir = join(root, 'apps/server');
const { currentDefinitions, readMigrations, readSqlFiles, sqlDir, migrationsDir } = await tsImport(
  '../apps/server/src/db/sql/sql-definitions.ts',
  import.meta.url,
);
const { changedObjects, migrationText, lastDefinedLine, withLastDefinedLine } = await tsImport(
  '../apps/server/src/db/sql/sql-redefinition.ts',
  import.meta.url,
);

function parseArgs(argv) {
  const names = [];
  let migrationName = null;
  for (let i = 0; i < argv.length; i += 1) {
    if (argv[i] === '--name') migrationName = argv[++i] ?? null;
    else if (argv[i].startsWith('--name=')) migrationName = argv[i].slice('--name='.length);
    else if (argv[i] === '--help' || argv[i] === '-h') return { help: true };
    else names.push(argv[i].replace(/\.sql$/, '').toLowerCase());
  }
  return { names, migrationName };
}

function fail(message) {
  console.error(`db:sql: ${message}`);
  process.exit(1);
}

const args = parseArgs(process.argv.slice(2));
if (args.help) {
  console.log('usage: npm run db:sql -- [--name <migration_name>] [<function, view or trigger name> ...]');
  process.exit(0);
}

const files = readSqlFiles();
const { definitions } = currentDefinitions(readMigrations());
const fileFor = (name) => files.find((f) => f.file === `${name}.sql`) ?? files.find((f) => f.objects.some((o) => o.name === name));
const selected =
  args.names.length > 0 ? args.names.map((name) => fileFor(name) ?? fail(`no file in apps/server/src/db/sql defines ${name}`)) : files;
const chosen = [...new Set(selected)];
const objects = chosen.flatMap((file) => changedObjects(file, definitions));
if (objects.length === 0) {
  console.log(
    `db:sql: ${args.names.length > 0 ? args.names.join(', ') : 'every file in apps/server/src/db/sql'} already match${args.names.length === 1 ? 'es' : ''} the newest migration; nothing to write.`,
  );
  process.exit(0);
}

const migrationName = args.migrationName ?? `sql_${[...new Set(objects.map((o) => o.name))].slice(0, 3).join('_')}`.slice(0, 60);
if (!/^\w+$/.test(migrationName)) fail(`--name takes letters, digits and _ only (got ${JSON.stringify(migrationName)})`);
execFileSync('npx', ['drizzle-kit', 'generate', '--custom', '--name', migrationName], {
  cwd: serverDir,
  stdio: ['ignore', 'ignore', 'inherit'],
});

const journal = JSON.parse(readFileSync(join(migrationsDir, 'meta/_journal.json'), 'utf8'));
const tag = journal.entries.at(-1)?.tag;
if (!tag?.endsWith(migrationName)) fail(`drizzle-kit did not add the migration ${migrationName} to the journal`);
const migrationFile = join(migrationsDir, `${tag}.sql`);
writeFileSync(migrationFile, migrationText(objects));

// The files now name the new migration as the one that last defined them.
const after = currentDefinitions(readMigrations()).definitions;
for (const file of chosen) {
  const path = join(sqlDir, file.file);
  writeFileSync(path, withLastDefinedLine(readFileSync(path, 'utf8'), lastDefinedLine(file, after)));
}

console.log(`db:sql: wrote apps/server/drizzle/${tag}.sql redefining ${objects.map((o) => `${o.kind} ${o.name}`).join(', ')}`);
console.log('  review it (a function whose arguments or result type change needs a DROP FUNCTION first), then run');
console.log('  npx vitest run --project server apps/server/src/db/sql');
