// The current definition of every SQL function, trigger and view, twice: as the migrations left it
// (the newest migration, in journal order, that defines it wins) and as apps/server/src/db/sql/*.sql
// holds it; and the list of ways the two disagree, each saying what the author should do.
//
// Layout of db/sql (checked here): `<name>.sql` holds the function (or view) `<name>`, then the
// triggers that execute that function, each with the ALTER TABLE ... ENABLE ALWAYS TRIGGER that
// belongs to it. A file opens with a comment block (why the object exists, and a line
// `-- Last defined in: <migration tag>[, ...]`) and a blank line.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { normaliseSql, splitStatements, statementTarget, triggerFunction, type SqlObjectKind } from './sql-statements.js';

export interface Migration {
  tag: string;
  sql: string;
}

export interface SqlDefinition {
  kind: SqlObjectKind;
  name: string;
  // The newest migration that created or altered it.
  migration: string;
  statements: string[];
}

export interface SqlFileObject {
  kind: SqlObjectKind;
  name: string;
  statements: string[];
}

export interface SqlFile {
  file: string;
  lastDefinedIn: string[] | null;
  objects: SqlFileObject[];
  // Statements that define none of the objects kept here.
  strays: string[];
}

export interface CurrentDefinitions {
  definitions: Map<string, SqlDefinition>;
  // Objects a migration dropped after their last definition, with that migration.
  dropped: Map<string, string>;
}

const breakpoint = '--> statement-breakpoint';
export const sqlDir = import.meta.dirname;
export const migrationsDir = join(import.meta.dirname, '../../../drizzle');

// The migrations in the order drizzle applies them: the journal's, not the file names'.
export function readMigrations(dir = migrationsDir): Migration[] {
  const journal = JSON.parse(readFileSync(join(dir, 'meta/_journal.json'), 'utf8')) as { entries: { idx: number; tag: string }[] };
  return [...journal.entries].sort((a, b) => a.idx - b.idx).map(({ tag }) => ({ tag, sql: readFileSync(join(dir, `${tag}.sql`), 'utf8') }));
}

export function migrationStatements(sql: string): string[] {
  return sql.split(breakpoint).flatMap((chunk) => splitStatements(chunk));
}

export function currentDefinitions(migrations: Migration[]): CurrentDefinitions {
  const definitions = new Map<string, SqlDefinition>();
  const dropped = new Map<string, string>();
  for (const { tag, sql } of migrations) {
    for (const statement of migrationStatements(sql)) {
      const target = statementTarget(statement);
      if (!target) continue;
      const { kind, name, action } = target;
      if (action === 'create') {
        definitions.set(name, { kind, name, migration: tag, statements: [statement] });
        dropped.delete(name);
      } else if (action === 'drop') {
        definitions.delete(name);
        dropped.set(name, tag);
      } else {
        const definition = definitions.get(name);
        if (definition) {
          definition.statements.push(statement);
          definition.migration = tag;
        }
      }
    }
  }
  return { definitions, dropped };
}

export function parseSqlFile(file: string, text: string): SqlFile {
  const [header, body] = splitHeader(text);
  const lastDefinedLine = /^-- Last defined in: (.*)$/m.exec(header);
  const lastDefinedIn = lastDefinedLine?.[1] ? [...lastDefinedLine[1].matchAll(/\d{4}_\w+/g)].map((m) => m[0]) : null;
  const objects: SqlFileObject[] = [];
  const strays: string[] = [];
  for (const statement of splitStatements(body)) {
    const target = statementTarget(statement);
    const owner = target && objects.find((o) => o.name === target.name);
    if (target?.action === 'create' && !owner) objects.push({ kind: target.kind, name: target.name, statements: [statement] });
    else if (target?.action === 'alter' && owner) owner.statements.push(statement);
    else strays.push(statement);
  }
  return { file, lastDefinedIn, objects, strays };
}

// The header is the comment block up to the first blank line.
export function splitHeader(text: string): [header: string, body: string] {
  const match = /^((?:--[^\n]*\n)+)\s*\n/.exec(text);
  return match?.[1] ? [match[1], text.slice(match[0].length)] : ['', text];
}

export function readSqlFiles(dir = sqlDir): SqlFile[] {
  return readdirSync(dir)
    .filter((name) => name.endsWith('.sql'))
    .sort()
    .map((name) => parseSqlFile(name, readFileSync(join(dir, name), 'utf8')));
}

export function sameDefinition(a: string[], b: string[]): boolean {
  return a.map(normaliseSql).join(';\n') === b.map(normaliseSql).join(';\n');
}

// A few words either side of where two definitions part, for the failure message.
export function firstDifference(a: string[], b: string[]): string {
  const x = a.map(normaliseSql).join('; ');
  const y = b.map(normaliseSql).join('; ');
  let i = 0;
  while (i < x.length && i < y.length && x[i] === y[i]) i += 1;
  const around = (s: string) => JSON.stringify(s.slice(Math.max(0, i - 40), i + 40));
  return `file has ${around(x)}, migration has ${around(y)}`;
}

const fileOf = (name: string) => `apps/server/src/db/sql/${name}.sql`;
const pathOf = (file: SqlFile) => `apps/server/src/db/sql/${file.file}`;
const redefineHint = (name: string) => `write a migration that redefines ${name} from ${fileOf(name)}: npm run db:sql -- ${name}`;

// Every way db/sql and the migrations disagree, as sentences that name the object, the migration
// and what to do; empty when each object's file holds exactly its newest migration's definition.
export function checkSqlDefinitions(migrations: Migration[], files: SqlFile[]): string[] {
  const { definitions, dropped } = currentDefinitions(migrations);
  const problems: string[] = [];
  const inFile = new Map<string, { file: SqlFile; object: SqlFileObject }>();
  for (const file of files) {
    const base = file.file.replace(/\.sql$/, '');
    const [main, ...rest] = file.objects;
    if (!main || main.name !== base || main.kind === 'trigger') {
      problems.push(`${pathOf(file)}: must open with the function or view ${base} (one file per function or view, named after it)`);
    }
    for (const object of rest) {
      const statement = object.statements[0] ?? '';
      if (object.kind !== 'trigger' || triggerFunction(statement) !== base) {
        problems.push(
          `${pathOf(file)}: ${object.kind} ${object.name} belongs in its own file (a file holds one function or view and the triggers that execute it)`,
        );
      }
    }
    for (const stray of file.strays) {
      problems.push(
        `${pathOf(file)}: a statement that defines no function, trigger or view (or repeats one) has no place here: ${JSON.stringify(normaliseSql(stray).slice(0, 80))}`,
      );
    }
    for (const object of file.objects) {
      const seen = inFile.get(object.name);
      if (seen) problems.push(`${object.kind} ${object.name} is defined in both ${pathOf(seen.file)} and ${pathOf(file)}: keep one`);
      else inFile.set(object.name, { file, object });
    }
    const expected = [
      ...new Set(file.objects.map((o) => definitions.get(o.name)?.migration).filter((tag): tag is string => tag !== undefined)),
    ];
    const listed = file.lastDefinedIn ?? [];
    if (expected.length > 0 && (expected.length !== listed.length || expected.some((tag) => !listed.includes(tag)))) {
      problems.push(
        `${pathOf(file)}: the header line "-- Last defined in: ${expected.join(', ')}" is missing or names other migrations (${listed.join(', ') || 'none'})`,
      );
    }
  }
  for (const definition of definitions.values()) {
    const found = inFile.get(definition.name);
    const where = `apps/server/drizzle/${definition.migration}.sql`;
    if (!found) {
      const home =
        definition.kind === 'trigger'
          ? `the file of the function it executes (${fileOf(triggerFunction(definition.statements[0] ?? '') ?? definition.name)})`
          : fileOf(definition.name);
      problems.push(
        `${definition.kind} ${definition.name}, last defined in migration ${definition.migration}, has no file: copy the definition from ${where} into ${home}`,
      );
    } else if (found.object.kind !== definition.kind) {
      problems.push(
        `${pathOf(found.file)} defines ${definition.name} as a ${found.object.kind}, migration ${definition.migration} as a ${definition.kind}`,
      );
    } else if (!sameDefinition(found.object.statements, definition.statements)) {
      problems.push(
        `${definition.kind} ${definition.name}: ${pathOf(found.file)} differs from its newest definition, in migration ${definition.migration} (${firstDifference(found.object.statements, definition.statements)}). ` +
          `If you changed the file, ${redefineHint(found.file.file.replace(/\.sql$/, ''))}; if you wrote the migration by hand, copy its definition from ${where} into ${pathOf(found.file)}.`,
      );
    }
  }
  for (const [name, { file, object }] of inFile) {
    if (definitions.has(name)) continue;
    const droppedBy = dropped.get(name);
    problems.push(
      droppedBy
        ? `${object.kind} ${name} was dropped by migration ${droppedBy} but ${pathOf(file)} still defines it: delete it from the file`
        : `${object.kind} ${name} in ${pathOf(file)} is defined by no migration: ${redefineHint(file.file.replace(/\.sql$/, ''))}`,
    );
  }
  return problems;
}
