import { describe, expect, it } from 'vitest';
import { checkSqlDefinitions, currentDefinitions, parseSqlFile, readMigrations, readSqlFiles, type Migration } from './sql-definitions.js';
import { normaliseSql, splitStatements, statementTarget } from './sql-statements.js';

describe('db/sql holds the current definition of every SQL function, trigger and view', () => {
  it('each file matches the newest migration that defines its objects, and every object has a file', () => {
    expect(checkSqlDefinitions(readMigrations(), readSqlFiles())).toEqual([]);
  });

  it('reads the objects the migrations define (so an empty pair of lists cannot pass the check above)', () => {
    const { definitions } = currentDefinitions(readMigrations());
    const kinds = [...definitions.values()].map((d) => d.kind);
    expect(kinds.filter((k) => k === 'function').length).toBeGreaterThanOrEqual(32);
    expect(kinds.filter((k) => k === 'trigger').length).toBeGreaterThanOrEqual(27);
    expect(definitions.get('analytics_refresh_calls')?.migration).toBe('0017_analytics_calls_append');
  });
});

const fn = (body: string, create = 'CREATE OR REPLACE FUNCTION') =>
  `${create} f(a integer) RETURNS integer LANGUAGE sql AS $fn$ SELECT ${body}; $fn$;`;
const trigger = 'CREATE TRIGGER t_insert AFTER INSERT ON x FOR EACH ROW EXECUTE FUNCTION f();';
const file = (statements: string, tags = '0001_b') =>
  parseSqlFile('f.sql', `-- Why f exists.\n-- Last defined in: ${tags}.\n\n${statements}\n`);
const migrations = (...sqls: string[]): Migration[] => sqls.map((sql, i) => ({ tag: `000${i}_${'ab'[i] ?? 'c'}`, sql }));

describe('checkSqlDefinitions', () => {
  it('passes when the file holds the newest definition, whatever the comments and layout', () => {
    const problems = checkSqlDefinitions(migrations(fn('a + 1'), fn('a + 2')), [file(`-- a comment\n${fn('a -- two\n   +  2')}`)]);
    expect(problems).toEqual([]);
  });

  it('fails when the file differs from the newest definition, naming the object, the migration and both ways out', () => {
    const problems = checkSqlDefinitions(migrations(fn('a + 1'), fn('a + 2')), [file(fn('a + 1'))]);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toContain('function f');
    expect(problems[0]).toContain('migration 0001_b');
    expect(problems[0]).toContain('npm run db:sql -- f');
    expect(problems[0]).toContain('copy its definition from apps/server/drizzle/0001_b.sql into apps/server/src/db/sql/f.sql');
  });

  it('takes the journal order, not the file names, as the order of migrations', () => {
    const reversed: Migration[] = [
      { tag: '0001_b', sql: fn('a + 2') },
      { tag: '0000_a', sql: fn('a + 1') },
    ];
    expect(checkSqlDefinitions(reversed, [file(fn('a + 1'), '0000_a')])).toEqual([]);
  });

  it('keeps string literals exact: a changed literal is a changed definition', () => {
    const problems = checkSqlDefinitions(migrations(fn("'x  y'")), [file(fn("'x y'"), '0000_a')]);
    expect(problems).toHaveLength(1);
  });

  it('fails when a migration defines an object that has no file, and says where to copy it', () => {
    const problems = checkSqlDefinitions(migrations(fn('1')), []);
    expect(problems).toEqual([
      expect.stringContaining(
        'function f, last defined in migration 0000_a, has no file: copy the definition from apps/server/drizzle/0000_a.sql into apps/server/src/db/sql/f.sql',
      ),
    ]);
  });

  it('fails when a trigger has no file, pointing at the file of the function it executes', () => {
    const problems = checkSqlDefinitions(migrations(fn('1'), trigger), [file(fn('1'), '0000_a')]);
    expect(problems).toEqual([
      expect.stringContaining(
        'trigger t_insert, last defined in migration 0001_b, has no file: copy the definition from apps/server/drizzle/0001_b.sql into the file of the function it executes (apps/server/src/db/sql/f.sql)',
      ),
    ]);
  });

  it('fails when a file defines an object no migration defines, and says to write the migration', () => {
    const problems = checkSqlDefinitions([], [file(fn('1'))]);
    expect(
      problems.some((p) =>
        p.includes(
          'function f in apps/server/src/db/sql/f.sql is defined by no migration: write a migration that redefines f from apps/server/src/db/sql/f.sql: npm run db:sql -- f',
        ),
      ),
    ).toBe(true);
  });

  it('fails when a file still defines an object a migration dropped', () => {
    const problems = checkSqlDefinitions(migrations(fn('1'), 'DROP FUNCTION IF EXISTS f(integer);'), [file(fn('1'))]);
    expect(problems).toEqual([
      expect.stringContaining('function f was dropped by migration 0001_b but apps/server/src/db/sql/f.sql still defines it'),
    ]);
  });

  it('counts a trigger with its ENABLE ALWAYS, which a migration may add later', () => {
    const enable = 'ALTER TABLE x ENABLE ALWAYS TRIGGER t_insert;';
    const all = migrations(fn('1'), trigger, enable);
    expect(checkSqlDefinitions(all, [file(`${fn('1')}\n${trigger}`, '0000_a, 0002_c')])).toEqual([
      expect.stringContaining('trigger t_insert: apps/server/src/db/sql/f.sql differs'),
    ]);
    expect(checkSqlDefinitions(all, [file(`${fn('1')}\n${trigger}\n${enable}`, '0000_a, 0002_c')])).toEqual([]);
  });

  it('fails when the header names another migration than the newest', () => {
    expect(checkSqlDefinitions(migrations(fn('1'), fn('1')), [file(fn('1'), '0000_a')])).toEqual([
      expect.stringContaining('"-- Last defined in: 0001_b" is missing'),
    ]);
  });

  it('fails when a file holds what belongs in another one', () => {
    const other = 'CREATE FUNCTION g() RETURNS integer LANGUAGE sql AS $$ SELECT 1 $$;';
    const problems = checkSqlDefinitions(migrations(fn('1'), other), [file(`${fn('1')}\n${other}`, '0000_a, 0001_b')]);
    expect(problems).toEqual([expect.stringContaining('function g belongs in its own file')]);
  });

  it('treats CREATE FUNCTION and CREATE OR REPLACE FUNCTION as one definition', () => {
    expect(checkSqlDefinitions(migrations(fn('1', 'CREATE FUNCTION'), fn('1')), [file(fn('1', 'CREATE FUNCTION'))])).toEqual([]);
  });
});

describe('reading statements', () => {
  it('ends a statement only at a top-level semicolon', () => {
    const text = `-- one; still a comment\nSELECT 'a;b', "c;d";\n/* x; */ ${fn('1; SELECT 2')}\nSELECT $$;$$`;
    expect(splitStatements(text)).toHaveLength(3);
  });

  it('names what a statement defines', () => {
    expect(statementTarget('-- c\ncreate or replace function "public"."F"(a int) returns int')).toEqual({
      kind: 'function',
      name: 'f',
      action: 'create',
    });
    expect(statementTarget('ALTER TABLE calls ENABLE ALWAYS TRIGGER analytics_calls_insert')).toEqual({
      kind: 'trigger',
      name: 'analytics_calls_insert',
      action: 'alter',
    });
    expect(statementTarget('CREATE MATERIALIZED VIEW m AS SELECT 1')).toEqual({ kind: 'materialized view', name: 'm', action: 'create' });
    expect(statementTarget('CREATE INDEX i ON t (a)')).toBeNull();
  });

  it('normalises comments and white space only', () => {
    expect(normaliseSql('SELECT  1 -- one\n  + 2;')).toBe('SELECT 1 + 2');
    expect(normaliseSql("SELECT '--  kept'")).toBe("SELECT '--  kept'");
  });
});
