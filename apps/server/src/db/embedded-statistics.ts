import { sql } from 'drizzle-orm';
import type { Database } from './database';

/**
 * Planner statistics for the embedded database. PGlite has no autovacuum, so nothing ever runs
 * ANALYZE there: a table the planner has never seen analysed is estimated at a handful of rows, and
 * a join over thousands of rows gets planned as a nested loop (on the bench's embedded tenant the
 * lead-processing deals dialog took 300 ms for want of statistics). The server analyses the embedded
 * database shortly after it starts, then at a fixed interval; PostgreSQL proper does this itself.
 */
export type EmbeddedStatistics = {
  /** Analyses now (also what the timer runs); a failure is reported, never thrown. */
  refresh(): Promise<void>;
  stop(): void;
};

export function startEmbeddedStatistics(
  db: Database,
  { firstAfterMs = 10_000, everyMs = 60 * 60_000, onError }: { firstAfterMs?: number; everyMs?: number; onError: (error: unknown) => void },
): EmbeddedStatistics {
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  let running: Promise<void> | undefined;

  async function analyse() {
    try {
      await db.execute(sql`analyze`);
    } catch (error) {
      onError(error);
    }
  }

  function refresh(): Promise<void> {
    // One at a time: a slow run is not stacked on by the next tick.
    running ??= analyse().finally(() => {
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
