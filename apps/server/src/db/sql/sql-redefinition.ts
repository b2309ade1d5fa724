// What a new migration must hold to make the database match db/sql again, and the header line each
// file then carries; scripts/sql-migration.mjs writes both (`npm run db:sql`).
import { sameDefinition, splitHeader, type SqlDefinition, type SqlFile, type SqlFileObject } from './sql-definitions.js';

// The objects of a file that no migration defines yet, or whose newest definition differs.
export function changedObjects(file: SqlFile, definitions: Map<string, SqlDefinition>): SqlFileObject[] {
  return file.objects.filter((object) => {
    const definition = definitions.get(object.name);
    return !definition || !sameDefinition(object.statements, definition.statements);
  });
}

const leadingComments = String.raw`^((?:\s*(?:--[^\n]*\n|/\*[\s\S]*?\*/))*\s*)`;
const replaceable = (kind: string) => new RegExp(`${leadingComments}create\\s+(?:or\\s+replace\\s+)?${kind}\\b`, 'i');

// The statements that apply an object's definition over an existing one (or none): CREATE OR
// REPLACE for functions, triggers and views; a materialized view has no such form, so it is dropped
// and created. A trigger's ENABLE ALWAYS follows it, since replacing a trigger resets that.
export function redefinitionStatements(object: SqlFileObject): string[] {
  const [create = '', ...rest] = object.statements;
  switch (object.kind) {
    case 'function':
      return [create.replace(replaceable('function'), '$1CREATE OR REPLACE FUNCTION'), ...rest];
    case 'trigger':
      if (/create\s+(?:or\s+replace\s+)?constraint\s+trigger/i.test(create)) {
        throw new Error(
          `trigger ${object.name} is a constraint trigger, which PostgreSQL cannot replace: write its migration by hand (DROP TRIGGER, then CREATE)`,
        );
      }
      return [create.replace(replaceable('trigger'), '$1CREATE OR REPLACE TRIGGER'), ...rest];
    case 'view':
      return [create.replace(replaceable('view'), '$1CREATE OR REPLACE VIEW'), ...rest];
    case 'materialized view':
      return [`DROP MATERIALIZED VIEW IF EXISTS ${object.name};`, create, ...rest];
  }
}

export function migrationText(objects: SqlFileObject[]): string {
  const names = objects.map((o) => o.name).join(', ');
  const header = `-- Redefines ${names} from apps/server/src/db/sql/ (written by npm run db:sql: change the .sql files there, not this one).\n`;
  const statements = objects.flatMap(redefinitionStatements).map((s) => (s.trimEnd().endsWith(';') ? s.trimEnd() : `${s.trimEnd()};`));
  return `${header}${statements.join('\n--> statement-breakpoint\n')}\n`;
}

// `-- Last defined in: <tag>[ (function|triggers)], ...` for a file, from the migrations as they are.
export function lastDefinedLine(file: SqlFile, definitions: Map<string, SqlDefinition>): string {
  const byTag = new Map<string, Set<string>>();
  for (const object of file.objects) {
    const tag = definitions.get(object.name)?.migration;
    if (!tag) continue;
    if (!byTag.has(tag)) byTag.set(tag, new Set());
    byTag.get(tag)?.add(object.kind === 'trigger' ? 'triggers' : object.kind);
  }
  const labels = [...byTag].map(([tag, kinds]) => (byTag.size > 1 ? `${tag} (${[...kinds].join(', ')})` : tag));
  return `-- Last defined in: ${labels.join(', ')}.`;
}

// The file's text with its header's `Last defined in` line replaced (or added at the header's end).
export function withLastDefinedLine(text: string, line: string): string {
  const [header, body] = splitHeader(text);
  const kept = header.split('\n').filter((l) => l !== '' && !l.startsWith('-- Last defined in:'));
  return `${[...kept, line].join('\n')}\n\n${body}`;
}
