import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { openPglite, openPostgres, type DatabaseHandle } from '../src/db/database';

export const migrationsDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../drizzle');

export type TestDatabase = { handle: DatabaseHandle; drop(): Promise<void> };

/**
 * A fresh, migrated database for one test file: PGlite in memory by default, or a new database on
 * the PostgreSQL server of TEST_DATABASE_URL when TEST_DB=postgres (or `kind` says so). `migrations`
 * is the folder to migrate with (an upgrade test passes one that stops before the migration it tests).
 */
export async function createTestDatabase({
  migrations = migrationsDir,
  kind,
}: { migrations?: string; kind?: 'pglite' | 'postgres' } = {}): Promise<TestDatabase> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if ((kind ?? (process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite')) === 'pglite') {
    const handle = await openPglite();
    await handle.migrate(migrations);
    return { handle, drop: () => handle.close() };
  }
  if (!adminUrl) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
  const name = `sp_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const handle = openPostgres(url.toString(), { poolSize: 4 });
  await handle.migrate(migrations);
  return {
    handle,
    async drop() {
      await handle.close();
      const cleaner = new pg.Client({ connectionString: adminUrl });
      await cleaner.connect();
      await cleaner.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleaner.end();
    },
  };
}
