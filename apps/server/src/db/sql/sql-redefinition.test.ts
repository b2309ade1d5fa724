import { describe, expect, it } from 'vitest';
import {
  checkSqlDefinitions,
  currentDefinitions,
  parseSqlFile,
  readMigrations,
  readSqlFiles,
  type SqlFileObject,
} from './sql-definitions.js';
import { changedObjects, lastDefinedLine, migrationText, redefinitionStatements, withLastDefinedLine } from './sql-redefinition.js';

const object = (kind: SqlFileObject['kind'], ...statements: string[]): SqlFileObject => ({ kind, name: 'x', statements });

describe('redefinitionStatements', () => {
  it('replaces a function, a trigger and a view in place, keeping the comments above them', () => {
    expect(redefinitionStatements(object('function', '-- why\nCREATE FUNCTION x() RETURNS int LANGUAGE sql AS $$ SELECT 1 $$;'))).toEqual([
      '-- why\nCREATE OR REPLACE FUNCTION x() RETURNS int LANGUAGE sql AS $$ SELECT 1 $$;',
    ]);
    expect(
      redefinitionStatements(
        object(
          'trigger',
          'CREATE TRIGGER x AFTER INSERT ON t FOR EACH ROW EXECUTE FUNCTION f();',
          'ALTER TABLE t ENABLE ALWAYS TRIGGER x;',
        ),
      ),
    ).toEqual([
      'CREATE OR REPLACE TRIGGER x AFTER INSERT ON t FOR EACH ROW EXECUTE FUNCTION f();',
      // CREATE OR REPLACE TRIGGER sets the trigger back to firing on origin only.
      'ALTER TABLE t ENABLE ALWAYS TRIGGER x;',
    ]);
    expect(redefinitionStatements(object('view', 'create or replace view x as select 1;'))).toEqual([
      'CREATE OR REPLACE VIEW x as select 1;',
    ]);
  });

  it('drops and recreates a materialized view, which has no OR REPLACE', () => {
    expect(redefinitionStatements(object('materialized view', 'CREATE MATERIALIZED VIEW x AS SELECT 1;'))).toEqual([
      'DROP MATERIALIZED VIEW IF EXISTS x;',
      'CREATE MATERIALIZED VIEW x AS SELECT 1;',
    ]);
  });

  it('refuses a constraint trigger, which PostgreSQL cannot replace', () => {
    expect(() =>
      redefinitionStatements(object('trigger', 'CREATE CONSTRAINT TRIGGER x AFTER INSERT ON t FOR EACH ROW EXECUTE FUNCTION f();')),
    ).toThrow(/by hand/);
  });
});

describe('a migration written from db/sql', () => {
  it('redefines exactly what the files hold: with it applied, the check passes once the headers name it', () => {
    const migrations = readMigrations();
    const files = readSqlFiles();
    const all = files.flatMap((f) => f.objects);
    const withNew = [...migrations, { tag: '9999_redefine_all', sql: migrationText(all) }];
    const { definitions } = currentDefinitions(withNew);
    expect([...definitions.values()].every((d) => d.migration === '9999_redefine_all')).toBe(true);
    const headed = files.map((f) => ({ ...f, lastDefinedIn: ['9999_redefine_all'] }));
    expect(checkSqlDefinitions(withNew, headed)).toEqual([]);
  });

  it('holds only the objects whose file differs from their newest migration', () => {
    const { definitions } = currentDefinitions(readMigrations());
    expect(readSqlFiles().flatMap((f) => changedObjects(f, definitions))).toEqual([]);
    const edited = parseSqlFile(
      'analytics_day.sql',
      '-- h\n\nCREATE OR REPLACE FUNCTION analytics_day(t timestamptz, v_zone text) RETURNS date LANGUAGE sql STABLE AS $fn$ SELECT 1 $fn$;',
    );
    expect(changedObjects(edited, definitions).map((o) => o.name)).toEqual(['analytics_day']);
  });
});

describe('the Last defined in header line', () => {
  it('names each migration, and which objects it defined when there are several', () => {
    const { definitions } = currentDefinitions(readMigrations());
    const file = readSqlFiles().find((f) => f.file === 'analytics_calls_changed.sql');
    expect(file && lastDefinedLine(file, definitions)).toBe(
      '-- Last defined in: 0017_analytics_calls_append (function), 0007_analytics_pulse_calls_rollups (triggers).',
    );
  });

  it('is replaced in the header, the rest of the file untouched', () => {
    const text = '-- Why.\n-- Last defined in: 0001_a.\n\n-- c\nCREATE FUNCTION f() RETURNS int LANGUAGE sql AS $$ SELECT 1 $$;\n';
    expect(withLastDefinedLine(text, '-- Last defined in: 0002_b.')).toBe(
      '-- Why.\n-- Last defined in: 0002_b.\n\n-- c\nCREATE FUNCTION f() RETURNS int LANGUAGE sql AS $$ SELECT 1 $$;\n',
    );
  });
});
