import type { PGlite } from '@electric-sql/pglite';
import type pg from 'pg';
import type { DatabaseHandle } from '../../db/database';

/** What pg-boss needs of a database: one call that runs SQL and answers rows. */
export type BossDatabase = { executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }> };

/**
 * pg-boss sends two kinds of SQL: single statements with parameters, and parameterless scripts of
 * several statements (schema creation, migrations, `BEGIN; …; COMMIT`). PGlite's `query` runs only
 * one statement, so scripts go through `exec`, which answers one result per statement; the last one
 * is what pg-boss reads. PGlite runs one call at a time, and a Drizzle transaction holds it until it
 * ends, so pg-boss never lands inside someone else's transaction.
 */
export function pgliteBossDatabase(client: PGlite): BossDatabase {
  return {
    async executeSql(text, values) {
      if (values && values.length > 0) return client.query(text, values);
      const results = await client.exec(text);
      return results.at(-1) ?? { rows: [] };
    },
  };
}

/** On PostgreSQL pg-boss shares the app's pool (the simple protocol runs scripts as they are). */
export function poolBossDatabase(pool: pg.Pool): BossDatabase {
  return {
    async executeSql(text, values) {
      return values && values.length > 0 ? pool.query(text, values) : pool.query(text);
    },
  };
}

export function bossDatabaseOf(database: DatabaseHandle): BossDatabase {
  if (database.raw) return pgliteBossDatabase(database.raw);
  if (database.pool) return poolBossDatabase(database.pool);
  throw new Error('the job queue needs the embedded client or the PostgreSQL pool');
}
