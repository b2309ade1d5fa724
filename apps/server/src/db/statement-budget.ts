import { AsyncLocalStorage } from 'node:async_hooks';
import type pg from 'pg';

// Statements that run on a request's time budget (lib/time-budget.ts): the analytics and board
// reads. Inside a budget they run on their own pool, whose connections carry a statement_timeout,
// and are cancelled in PostgreSQL (pg_cancel_backend) the moment the budget runs out, so a slow
// report stops using the database as soon as its caller has been told so. Elsewhere (writes,
// transactions, jobs) statements run on the main pool as before. See docs/decisions.md, "No request
// can hold the server".

const budgets = new AsyncLocalStorage<AbortSignal>();

/** Runs `work` on the budget whose end `signal` announces: its statements are cancelled then. */
export function runOnBudget<T>(signal: AbortSignal, work: () => T): T {
  return budgets.run(signal, work);
}

/**
 * Runs `work` outside any request's budget: for shared work that must finish once begun, such as
 * rebuilding a rollup that later requests read too (cut off at every request's deadline, a large
 * project's first rebuild would never finish).
 */
export function runOffBudget<T>(work: () => T): T {
  return budgets.exit(work);
}

export function currentBudget(): AbortSignal | undefined {
  return budgets.getStore();
}

/** A statement that must be given up, whether its budget ran out before or while it ran. */
function cancelledOnAbort(
  signal: AbortSignal,
  client: pg.PoolClient,
  cancel: (pid: number) => void,
): { stop(): void; cancelled(): boolean } {
  let cancelled = false;
  // node-postgres keeps the backend's pid from the connection's BackendKeyData (not in its types).
  const { processID } = client as pg.PoolClient & { processID: number };
  const onAbort = () => {
    cancelled = true;
    cancel(processID);
  };
  signal.addEventListener('abort', onAbort, { once: true });
  return { stop: () => signal.removeEventListener('abort', onAbort), cancelled: () => cancelled };
}

/**
 * What drizzle's node-postgres driver calls on a pool (`query`, and `connect` for transactions;
 * its class name says Pool, which is how drizzle tells a pool from a client), choosing the pool per
 * statement: the budget pool inside a request's budget, the main pool otherwise.
 */
export class BudgetedStatementPool {
  constructor(
    private readonly main: pg.Pool,
    private readonly budgeted: pg.Pool,
    /** One connection of its own, so a cancel never waits behind the statements it cancels. */
    private readonly canceller: pg.Pool,
  ) {}

  /** Transactions write: they run on the main pool, never cut off halfway by a budget. */
  connect(): Promise<pg.PoolClient> {
    return this.main.connect();
  }

  query(config: pg.QueryConfig, values?: unknown[]): Promise<pg.QueryResult> {
    const signal = currentBudget();
    if (!signal) return this.main.query(config, values);
    return this.withClient(signal, (client) => client.query(config, values));
  }

  /**
   * `use` with a connection of the budget pool, when a budget is running, or of the main pool. A
   * connection whose statement was cancelled (or failed) is closed rather than reused: a cancel
   * that lands late must not stop the next request's statement on it.
   */
  async withClient<T>(signal: AbortSignal | undefined, use: (client: pg.PoolClient) => Promise<T>): Promise<T> {
    if (!signal) {
      const client = await this.main.connect();
      let failure: Error | undefined;
      try {
        return await use(client);
      } catch (error) {
        failure = error instanceof Error ? error : new Error(String(error));
        throw error;
      } finally {
        client.release(failure);
      }
    }
    signal.throwIfAborted();
    const client = await this.budgeted.connect();
    const watch = cancelledOnAbort(signal, client, (pid) => {
      this.canceller.query('select pg_cancel_backend($1)', [pid]).catch(() => undefined);
    });
    let failed = false;
    try {
      return await use(client);
    } catch (error) {
      failed = true;
      // PostgreSQL's "canceling statement due to user request" is the budget's end, said as such.
      throw watch.cancelled() && signal.reason ? signal.reason : error;
    } finally {
      watch.stop();
      client.release(failed || watch.cancelled());
    }
  }
}
