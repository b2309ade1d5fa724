import { sql } from 'drizzle-orm';
import type { Database } from './database';

/**
 * What autovacuum does for PostgreSQL proper, for the embedded database, which has none:
 * - VACUUM: the rollups are updated in place by every event ingested, and a rebuild replaces a whole
 *   part, so their dead rows pile up and every pulse steps over them; VACUUM also sets the visibility
 *   map, without which the covering indexes (deals cohort, lead assignments) cannot answer
 *   index-only and visit every row anyway.
 * - ANALYZE: a table never analysed is estimated at a handful of rows, and a join over thousands of
 *   rows gets planned as a nested loop (on the bench's embedded tenant the lead-processing deals
 *   dialog took 300 ms for want of statistics).
 * The server runs both shortly after it starts, then at a fixed interval. PGlite runs one statement
 * at a time, so a run holds requests back for its length: about a second on the bench's embedded
 * tenant (166,000 rows), once an hour.
 */
export type EmbeddedMaintenance = {
  /** Runs now (also what the timer runs); a failure is reported, never thrown. */
  refresh(): Promise<void>;
  stop(): void;
};

export function startEmbeddedMaintenance(
  db: Database,
  { firstAfterMs = 10_000, everyMs = 60 * 60_000, onError }: { firstAfterMs?: number; everyMs?: number; onError: (error: unknown) => void },
): EmbeddedMaintenance {
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  let running: Promise<void> | undefined;

  async function maintain() {
    try {
      await db.execute(sql`vacuum analyze`);
    } catch (error) {
      onError(error);
    }
  }

  function refresh(): Promise<void> {
    // One at a time: a slow run is not stacked on by the next tick.
    running ??= maintain().finally(() => {
      running = undefined;
    });
    return running;
  }

  function schedule(delay: number) {
    if (stopped) return;
    timer = setTimeout(() => {
      void refresh().then(() => schedule(everyMs));
    }, delay);
    // Maintenance never keeps the process alive on its own.
    timer.unref();
  }

  schedule(firstAfterMs);
  return {
    refresh,
    stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
    },
  };
}
