import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createTestDatabase, migrationsDir, type TestDatabase } from './test-database';

/** A copy of the migrations folder that ends just before `tag`. */
function migrationsBefore(tag: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'sp-migrations-'));
  cpSync(migrationsDir, dir, { recursive: true });
  const journalFile = path.join(dir, 'meta/_journal.json');
  const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as { entries: { idx: number; tag: string }[] };
  const stop = journal.entries.findIndex((entry) => entry.tag === tag);
  if (stop < 0) throw new Error(`no migration ${tag}`);
  journal.entries = journal.entries.slice(0, stop);
  writeFileSync(journalFile, JSON.stringify(journal));
  return dir;
}

/**
 * A test database migrated up to just before `tag`: it holds what an older server kept, and
 * `upgrade` runs the rest of the migrations over it. `drop` removes it and its migrations folder.
 */
export async function databaseBefore(tag: string): Promise<TestDatabase & { upgrade(): Promise<void> }> {
  const folder = migrationsBefore(tag);
  const database = await createTestDatabase({ migrations: folder });
  return {
    handle: database.handle,
    upgrade: () => database.handle.migrate(migrationsDir),
    async drop() {
      await database.drop();
      rmSync(folder, { recursive: true, force: true });
    },
  };
}
