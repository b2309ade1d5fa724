import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { Logger } from 'drizzle-orm/logger';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { createPgListener, type NotificationHandler, type Unlisten } from './pg-listener';
import { pgliteRowStream, postgresRowStream, type RowStream } from './row-stream';
import { BudgetedStatementPool } from './statement-budget';

export type Database = PgDatabase<PgQueryResultHKT>;

export type DatabaseHandle = {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** The embedded client, for tests that need plain SQL (EXPLAIN) and for the job queue. */
  raw?: PGlite;
  /** The PostgreSQL pool, shared with the job queue. */
  pool?: pg.Pool;
  /** A statement's rows one at a time, as they arrive (row-stream.ts): for answers sent as they come. */
  streamRows: RowStream;
  migrate(migrationsFolder: string): Promise<void>;
  ping(): Promise<void>;
  /**
   * LISTEN on a channel; `onResume` is called after a lost connection is back (notifications
   * may have been missed). Closing the handle ends the listening too.
   */
  listen(channel: string, handler: NotificationHandler, onResume?: () => void): Promise<Unlisten>;
  close(): Promise<void>;
};

// Serialises migrations when several instances start against one PostgreSQL at once.
const MIGRATION_LOCK_KEY = 727_001;

/**
 * What every connection to PostgreSQL runs first. JIT compilation off: PostgreSQL compiles a
 * statement once its estimated cost passes jit_above_cost, and the analytics statements (tens to
 * hundreds of milliseconds) cross that line as their estimates drift. Compiling one cost 150 to 220 ms
 * on the 2-core bench machine, more than the whole statement runs without it (docs/decisions.md).
 */
export const SESSION_SETUP = 'set jit = off';

/** A pool whose connections each run SESSION_SETUP before their first statement. */
export function sessionPool(config: pg.PoolConfig): pg.Pool {
  // A connection whose setup fails is closed, and the caller that asked for it gets the error.
  return new pg.Pool({
    ...config,
    onConnect: async (client) => {
      await client.query(SESSION_SETUP);
    },
  });
}

/** How long one statement of a budgeted request (an analytics or board read) may run by default. */
export const DEFAULT_STATEMENT_BUDGET_MS = 10_000;

export type PostgresOptions = {
  poolSize?: number;
  /**
   * The statement_timeout of the connections that budgeted requests use (db/statement-budget.ts):
   * a floor under the request's own budget, which cancels its statements when it runs out.
   */
  statementBudgetMs?: number;
};

export function openPostgres(
  connectionString: string,
  { poolSize = 10, statementBudgetMs = DEFAULT_STATEMENT_BUDGET_MS }: PostgresOptions = {},
): DatabaseHandle {
  const pool = sessionPool({ connectionString, max: poolSize });
  const budgeted = sessionPool({ connectionString, max: poolSize, statement_timeout: statementBudgetMs });
  const canceller = new pg.Pool({ connectionString, max: 1 });
  // An idle client that loses its connection must not crash the process.
  for (const each of [pool, budgeted, canceller]) each.on('error', () => undefined);
  const statements = new BudgetedStatementPool(pool, budgeted, canceller);
  const db = drizzlePg(statements as unknown as pg.Pool) as unknown as Database;
  const listener = createPgListener(connectionString);
  let closing: Promise<void> | undefined;
  return {
    db,
    kind: 'postgres',
    pool,
    streamRows: postgresRowStream(statements),
    async migrate(migrationsFolder) {
      const client = await pool.connect();
      try {
        await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
        await migratePg(drizzlePg(client), { migrationsFolder });
      } finally {
        await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => undefined);
        client.release();
      }
    },
    async ping() {
      await db.execute(sql`select 1`);
    },
    listen: (channel, handler, onResume) => listener.listen(channel, handler, onResume),
    close() {
      closing ??= Promise.all([listener.close(), pool.end(), budgeted.end(), canceller.end()]).then(() => undefined);
      return closing;
    },
  };
}

/** PGlite keeps its files in `dataDir`, or only in memory when none is given (tests). */
export async function openPglite(dataDir?: string, options: { logger?: Logger } = {}): Promise<DatabaseHandle> {
  let client: PGlite;
  if (dataDir) {
    const dir = path.join(dataDir, 'pglite');
    await mkdir(dir, { recursive: true });
    client = await PGlite.create(dir);
  } else {
    client = await PGlite.create();
  }
  const pgliteDb = drizzlePglite(client, { logger: options.logger });
  const db = pgliteDb as unknown as Database;
  let closed = false;
  return {
    db,
    kind: 'pglite',
    raw: client,
    streamRows: pgliteRowStream(client),
    migrate: (migrationsFolder) => migratePglite(pgliteDb, { migrationsFolder }),
    async ping() {
      await db.execute(sql`select 1`);
    },
    // One embedded instance is the whole database: its notifications never go missing.
    async listen(channel, handler) {
      const unlisten = await client.listen(channel, handler);
      return async () => {
        if (!closed) await unlisten();
      };
    },
    async close() {
      if (closed) return;
      closed = true;
      await client.close();
    },
  };
}

export function openDatabase(options: { databaseUrl?: string; dataDir: string; statementBudgetMs?: number }): Promise<DatabaseHandle> {
  return options.databaseUrl
    ? Promise.resolve(openPostgres(options.databaseUrl, { statementBudgetMs: options.statementBudgetMs }))
    : openPglite(options.dataDir);
}
