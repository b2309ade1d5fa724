// Reading SQL text as statements, without a database: where one statement ends, what it defines,
// and a form of it in which only what PostgreSQL would run counts (no comments, no layout).
// Shared by the definitions check (sql-definitions.test.ts), scripts/sql-migration.mjs and
// scripts/structure-report.mjs, so all three agree on what "the same definition" means.

export type SqlObjectKind = 'function' | 'trigger' | 'view' | 'materialized view';

export interface SqlStatementTarget {
  kind: SqlObjectKind;
  name: string;
  // create: defines the object anew; alter: adds to the current definition (a trigger's ENABLE
  // ALWAYS, which a replaced trigger loses); drop: the object no longer exists.
  action: 'create' | 'alter' | 'drop';
}

// The top-level statements of a text, each with the comments written just above it; a `;` inside
// a string, a quoted name, a comment or a dollar-quoted body ends nothing.
export function splitStatements(text: string): string[] {
  const statements: string[] = [];
  let start = 0;
  let i = 0;
  while (i < text.length) {
    const skipped = skipQuotedOrComment(text, i);
    if (skipped > i) {
      i = skipped;
      continue;
    }
    if (text[i] === ';') {
      pushStatement(statements, text.slice(start, i + 1));
      start = i + 1;
    }
    i += 1;
  }
  pushStatement(statements, text.slice(start));
  return statements;
}

function pushStatement(statements: string[], raw: string): void {
  const trimmed = raw.trim();
  if (normaliseSql(trimmed) !== '') statements.push(trimmed);
}

// Where a string, quoted name, comment or dollar-quoted body starting at `i` ends (or `i` when
// none starts there).
function skipQuotedOrComment(text: string, i: number): number {
  const c = text[i];
  if (c === '-' && text[i + 1] === '-') {
    const end = text.indexOf('\n', i);
    return end === -1 ? text.length : end + 1;
  }
  if (c === '/' && text[i + 1] === '*') {
    const end = text.indexOf('*/', i + 2);
    return end === -1 ? text.length : end + 2;
  }
  if (c === "'" || c === '"') return skipQuoted(text, i, c);
  if (c === '$') {
    const tag = /^\$(?:[A-Za-z_][A-Za-z_0-9]*)?\$/.exec(text.slice(i, i + 64));
    if (tag) {
      const end = text.indexOf(tag[0], i + tag[0].length);
      return end === -1 ? text.length : end + tag[0].length;
    }
  }
  return i;
}

// A doubled quote inside stays inside ('it''s').
function skipQuoted(text: string, i: number, quote: string): number {
  let j = i + 1;
  while (j < text.length) {
    if (text[j] === quote) {
      if (text[j + 1] === quote) j += 2;
      else return j + 1;
    } else j += 1;
  }
  return text.length;
}

// The statement as PostgreSQL reads it: comments dropped (inside function bodies too), every run of
// white space one space, no trailing `;`, and `CREATE OR REPLACE` the same as `CREATE` (it says
// how a definition is applied, not what it is). Single-quoted strings are kept exactly.
export function normaliseSql(statement: string): string {
  let out = '';
  let i = 0;
  while (i < statement.length) {
    const c = statement[i] ?? '';
    if ((c === '-' && statement[i + 1] === '-') || (c === '/' && statement[i + 1] === '*')) {
      i = skipQuotedOrComment(statement, i);
      if (!out.endsWith(' ')) out += ' ';
    } else if (c === "'") {
      const end = skipQuoted(statement, i, c);
      out += statement.slice(i, end);
      i = end;
    } else if (/\s/.test(c)) {
      if (!out.endsWith(' ')) out += ' ';
      i += 1;
    } else {
      out += c;
      i += 1;
    }
  }
  return out
    .trim()
    .replace(/\s*;$/, '')
    .replace(/^create\s+or\s+replace\s+/i, 'CREATE ');
}

const identifier = String.raw`((?:"[^"]+"|[\w$]+)(?:\.(?:"[^"]+"|[\w$]+))?)`;
const targetPatterns: { re: RegExp; kind: SqlObjectKind; action: SqlStatementTarget['action'] }[] = [
  { re: new RegExp(String.raw`^create (?:or replace )?function ${identifier}`, 'i'), kind: 'function', action: 'create' },
  { re: new RegExp(String.raw`^drop function (?:if exists )?${identifier}`, 'i'), kind: 'function', action: 'drop' },
  { re: new RegExp(String.raw`^create (?:or replace )?(?:constraint )?trigger ${identifier}`, 'i'), kind: 'trigger', action: 'create' },
  { re: new RegExp(String.raw`^drop trigger (?:if exists )?${identifier}`, 'i'), kind: 'trigger', action: 'drop' },
  {
    re: new RegExp(String.raw`^alter table (?:only )?${identifier} (?:enable|disable)(?: always| replica)? trigger ${identifier}`, 'i'),
    kind: 'trigger',
    action: 'alter',
  },
  {
    re: new RegExp(String.raw`^create (?:or replace )?(?:temp |temporary )?(?:recursive )?view ${identifier}`, 'i'),
    kind: 'view',
    action: 'create',
  },
  { re: new RegExp(String.raw`^drop view (?:if exists )?${identifier}`, 'i'), kind: 'view', action: 'drop' },
  {
    re: new RegExp(String.raw`^create materialized view (?:if not exists )?${identifier}`, 'i'),
    kind: 'materialized view',
    action: 'create',
  },
  { re: new RegExp(String.raw`^drop materialized view (?:if exists )?${identifier}`, 'i'), kind: 'materialized view', action: 'drop' },
];

// What a statement defines, alters or drops, if it is one of the objects kept in db/sql.
export function statementTarget(statement: string): SqlStatementTarget | null {
  const text = normaliseSql(statement);
  for (const { re, kind, action } of targetPatterns) {
    const match = re.exec(text);
    if (!match) continue;
    // ALTER TABLE t ENABLE TRIGGER x: the second name is the trigger's.
    const raw = match[match.length - 1] ?? '';
    return { kind, name: bareName(raw), action };
  }
  return null;
}

// Objects live in the public schema, named without quotes: `"public"."x"` and `x` are one name.
function bareName(raw: string): string {
  return raw
    .replaceAll('"', '')
    .toLowerCase()
    .replace(/^public\./, '');
}

// The function a trigger statement executes (`EXECUTE FUNCTION f(...)`).
export function triggerFunction(statement: string): string | null {
  const match = new RegExp(String.raw`execute (?:function|procedure) ${identifier}\s*\(`, 'i').exec(normaliseSql(statement));
  return match?.[1] ? bareName(match[1]) : null;
}
