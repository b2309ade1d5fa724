import { sql } from 'drizzle-orm';
import type { Database } from './database';
import { rowsOf } from './rows';

/**
 * What autovacuum does for PostgreSQL proper, for the embedded database, which has none:
 * - VACUUM: the rollups are updated in place by every event ingested, and a rebuild replaces a whole
 *   part, so their dead rows pile up and every pulse steps over them; VACUUM also sets the visibility
 *   map, without which the covering indexes (deals cohort, lead assignments) cannot answer
 *   index-only and visit every row anyway.
 * - ANALYZE: a table never analysed is estimated at a handful of rows, and a join over thousands of
 *   rows gets planned as a nested loop (on the bench's embedded tenant the lead-processing deals
 *   dialog took 300 ms for want of statistics). Stale statistics are as bad: a user who joined 1,000
 *   projects after the last ANALYZE waited 2 s for a project search, the planner scanning every
 *   project once per membership because it still believed in one of each.
 *
 * The server runs a whole `vacuum analyze` shortly after it starts (the activity counters do not
 * survive a restart), then every minute does what autovacuum would: it reads the counters of
 * pg_stat_user_tables and vacuums or analyses the tables past autovacuum's default thresholds, and
 * only those. PGlite runs one statement at a time, so a run holds requests back for its length; the
 * thresholds grow with a table's size, so a large table is seen to rarely, as autovacuum would.
 */
export type EmbeddedMaintenance = {
  /** A whole `vacuum analyze` now (also what runs at start); a failure is reported, never thrown. */
  refresh(): Promise<void>;
  /** The tables past their thresholds, vacuumed or analysed now (also what the timer runs). */
  check(): Promise<TableChores[]>;
  stop(): void;
};

/** One table's activity since its last vacuum and analyse (pg_stat_user_tables) and its size. */
export type TableActivity = {
  schema: string;
  table: string;
  /** The planner's row count; -1 while the table was never analysed. */
  reltuples: number;
  deadRows: number;
  changedSinceAnalyze: number;
  insertedSinceVacuum: number;
};
export type TableChores = { schema: string; table: string; vacuum: boolean; analyze: boolean };

// PostgreSQL's defaults: autovacuum_vacuum_threshold / _scale_factor, the insert ones (13+), analyze.
const VACUUM_BASE = 50;
const VACUUM_SCALE = 0.2;
const INSERT_VACUUM_BASE = 1000;
const INSERT_VACUUM_SCALE = 0.2;
const ANALYZE_BASE = 50;
const ANALYZE_SCALE = 0.1;

/** What autovacuum would do to each table now; tables with nothing due are left out. */
export function choresDue(activity: readonly TableActivity[]): TableChores[] {
  return activity.flatMap((t) => {
    const rows = Math.max(t.reltuples, 0);
    const vacuum =
      t.deadRows > VACUUM_BASE + VACUUM_SCALE * rows || t.insertedSinceVacuum > INSERT_VACUUM_BASE + INSERT_VACUUM_SCALE * rows;
    const analyze = t.changedSinceAnalyze > ANALYZE_BASE + ANALYZE_SCALE * rows;
    return vacuum || analyze ? [{ schema: t.schema, table: t.table, vacuum, analyze }] : [];
  });
}

async function tableActivity(db: Database): Promise<TableActivity[]> {
  // The session's own counters reach the view when flushed, at the end of the next statement.
  await db.execute(sql`select pg_stat_force_next_flush()`);
  const result = await db.execute(sql`select s.schemaname as schema, s.relname as table, c.reltuples::float8 as reltuples,
      s.n_dead_tup::float8 as "deadRows", s.n_mod_since_analyze::float8 as "changedSinceAnalyze",
      s.n_ins_since_vacuum::float8 as "insertedSinceVacuum"
    from pg_stat_user_tables s join pg_class c on c.oid = s.relid`);
  return rowsOf<TableActivity>(result);
}

export function startEmbeddedMaintenance(
  db: Database,
  {
    firstAfterMs = 10_000,
    checkEveryMs = 60_000,
    onError,
  }: { firstAfterMs?: number; checkEveryMs?: number; onError: (error: unknown) => void },
): EmbeddedMaintenance {
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  // One run at a time, whichever kind: a slow run is not stacked on by the next tick.
  let running: Promise<unknown> = Promise.resolve();

  function exclusively<T>(work: () => Promise<T>, fallback: T): Promise<T> {
    const next = running.then(work).catch((error: unknown) => {
      onError(error);
      return fallback;
    });
    running = next;
    return next;
  }

  const refresh = () =>
    exclusively(async () => {
      // Counters still pending would land after the run and ask for it again.
      await db.execute(sql`select pg_stat_force_next_flush()`);
      await db.execute(sql`vacuum analyze`);
    }, undefined);

  const check = () =>
    exclusively(async () => {
      const chores = choresDue(await tableActivity(db));
      for (const chore of chores) {
        const table = sql`${sql.identifier(chore.schema)}.${sql.identifier(chore.table)}`;
        if (chore.vacuum) await db.execute(chore.analyze ? sql`vacuum (analyze) ${table}` : sql`vacuum ${table}`);
        else await db.execute(sql`analyze ${table}`);
      }
      return chores;
    }, []);

  function schedule(delay: number, work: () => Promise<unknown>) {
    if (stopped) return;
    timer = setTimeout(() => {
      void work().then(() => schedule(checkEveryMs, check));
    }, delay);
    // Maintenance never keeps the process alive on its own.
    timer.unref();
  }

  schedule(firstAfterMs, refresh);
  return {
    refresh,
    check,
    stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
    },
  };
}
