// The bench's scratch database: a fresh `salespulse_bench` on the PostgreSQL server of DATABASE_URL
// (dropped afterwards, so the `test` database and everything else stay untouched), or an embedded
// PGlite in a temporary folder. Migrated with the server's own migrations before anything else.
// `--keep` leaves it (and bench/results/tenant.json) behind; `--reuse` runs on it again without
// generating, which is how to iterate on a query against the large tenant.
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const migrationsDir = path.join(root, 'apps/server/drizzle');
const keptFile = path.join(root, 'bench/results/tenant.json');
const DEFAULT_URL = 'postgres://postgres@127.0.0.1:5432/';

const { openPglite, openPostgres, sessionPool, SESSION_SETUP } = await import('../apps/server/src/db/database.ts');

/** user + system CPU seconds of a local process, from /proc; null where that is not readable. */
function processCpuSeconds(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return null;
  }
}

/** What `--keep` left behind, for `--reuse` of the same kind. */
export function keptTenant(kind) {
  if (!existsSync(keptFile)) throw new Error('--reuse needs a previous run with --keep (bench/results/tenant.json)');
  const kept = JSON.parse(readFileSync(keptFile, 'utf8'));
  if (kept.kind !== kind) throw new Error(`the kept tenant is on ${kept.kind}, not ${kind}`);
  return kept;
}

/**
 * `session` is one connection for the generator (temporary tables live in it); `pool` runs the
 * statements of one request side by side; `handle` is the server's own database handle (drizzle);
 * `serverEnv` what the server process needs to open the same data. `release()` closes them before
 * the server starts (PGlite allows one process at a time); `cleanup()` removes the data unless kept.
 */
export async function openScratch({ embedded, databaseName, keep, reuse }) {
  const kept = reuse ? keptTenant(embedded ? 'pglite' : 'postgres') : undefined;
  const keepData = keep || Boolean(reuse);
  const remember = (location, tenant) =>
    writeFileSync(keptFile, JSON.stringify({ kind: embedded ? 'pglite' : 'postgres', ...location, tenant }, null, 2));

  if (embedded) {
    const dataDir = kept?.dataDir ?? mkdtempSync(path.join(os.tmpdir(), 'salespulse-bench-'));
    const handle = await openPglite(dataDir);
    await handle.migrate(migrationsDir);
    const raw = handle.raw;
    let released = false;
    return {
      kind: 'pglite',
      description: `PGlite in ${dataDir}`,
      kept: kept?.tenant,
      handle,
      session: { query: (text, values) => raw.query(text, values) },
      // PGlite runs inside this process.
      sessionCpuSeconds: () => {
        const { user, system } = process.cpuUsage();
        return (user + system) / 1e6;
      },
      // One connection: statements started together run one after another.
      pool: { query: (text, values) => raw.query(text, values) },
      serverEnv: { DATA_DIR: dataDir },
      async release() {
        if (released) return;
        released = true;
        await handle.close();
      },
      async cleanup(tenant) {
        if (!keepData) return rmSync(dataDir, { recursive: true, force: true });
        if (tenant) remember({ dataDir }, tenant);
        console.log(`kept the embedded database in ${dataDir} (npm run bench -- --embedded --reuse)`);
      },
    };
  }

  const adminUrl = process.env.DATABASE_URL || DEFAULT_URL;
  const name = kept?.databaseName ?? databaseName;
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`unsafe database name ${name}`);
  if (!kept) {
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const scratchUrl = url.toString();
  const handle = openPostgres(scratchUrl, { poolSize: 1 });
  await handle.migrate(migrationsDir);
  const client = new pg.Client({ connectionString: scratchUrl });
  await client.connect();
  // The server's session settings, so that bare SQL and plans are those of the server's statements.
  await client.query(SESSION_SETUP);
  const version = (await client.query('SHOW server_version')).rows[0].server_version;
  const backendPid = (await client.query('SELECT pg_backend_pid() AS pid')).rows[0].pid;
  const pool = sessionPool({ connectionString: scratchUrl, max: 4 });
  // The server keeps its secret (signing keys) in DATA_DIR; a throwaway folder is enough.
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'salespulse-bench-'));
  let released = false;
  return {
    kind: 'postgres',
    description: `PostgreSQL ${version}, database ${name}`,
    kept: kept?.tenant,
    handle,
    session: { query: (text, values) => client.query(text, values) },
    /** CPU seconds the session's backend has used, when it runs on this machine (else null). */
    sessionCpuSeconds: () => processCpuSeconds(backendPid),
    pool,
    serverEnv: { DATABASE_URL: scratchUrl, DATA_DIR: dataDir },
    async release() {
      if (released) return;
      released = true;
      await Promise.all([client.end(), pool.end(), handle.close()]);
    },
    async cleanup(tenant) {
      rmSync(dataDir, { recursive: true, force: true });
      if (keepData) {
        if (tenant) remember({ databaseName: name }, tenant);
        console.log(`kept the database: psql ${scratchUrl} (npm run bench -- --reuse)`);
        return;
      }
      const cleaner = new pg.Client({ connectionString: adminUrl });
      await cleaner.connect();
      await cleaner.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleaner.end();
    },
  };
}
