import { runOnBudget } from '../db/statement-budget';
import { HttpError } from './errors';

// A request that reads a lot (an analytics board, a custom board's data) has a time budget. When it
// runs out the server answers 503 at once and cancels the request's statements in PostgreSQL
// (db/statement-budget.ts), so one slow report neither keeps its caller waiting nor holds database
// connections that other requests need. The health check and every other request go on meanwhile.

/** Seconds a client waits before trying a report that ran out of time again. */
export const RETRY_AFTER_SECONDS = 30;

/** The answer to a request whose time ran out: 503 with Retry-After. */
export class TimeBudgetExceeded extends HttpError {
  readonly retryAfterSeconds = RETRY_AFTER_SECONDS;
  constructor(budgetMs: number) {
    super(
      503,
      `This report took longer than ${Math.round(budgetMs / 100) / 10} s and was stopped. Choose a shorter period or fewer filters, or try again in a minute.`,
    );
  }
}

/**
 * `work` (a route handler's) on a budget of `budgetMs`: what it gives in time, or a 503 when the time
 * runs out first; its statements are cancelled then, and what it gives later is dropped.
 */
export function withinTimeBudget<T>(budgetMs: number, work: () => Promise<T>): Promise<T> {
  const controller = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      const exceeded = new TimeBudgetExceeded(budgetMs);
      reject(exceeded);
      controller.abort(exceeded);
    }, budgetMs);
  });
  const working = runOnBudget(controller.signal, work);
  // Once the deadline has answered, the work's own end (a cancelled statement) concerns nobody.
  working.catch(() => undefined);
  return Promise.race([working, deadline]).finally(() => clearTimeout(timer));
}
