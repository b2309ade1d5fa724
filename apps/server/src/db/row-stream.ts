import type { PGlite } from '@electric-sql/pglite';
import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { currentBudget, type BudgetedStatementPool } from './statement-budget';

/**
 * Runs a statement and hands its rows to `onRow` one at a time, in the statement's order: on
 * PostgreSQL as they arrive off the wire, so an answer can be on its way to the client while the
 * rest of the rows are still coming; on PGlite (one process, no wire) once the statement is done.
 * Resolves when the last row is handed over. When `onRow` throws, no further row is handed over and
 * the promise rejects with that error once the statement has finished (its connection is back in the
 * pool). Values are those of a plain query: int4 and float8 as numbers, text as strings.
 */
export type RowStream = <T>(statement: SQL, onRow: (row: T) => void) => Promise<void>;

const dialect = new PgDialect();

/** Hands rows over until one `onRow` throws; `failure` is the first error thrown. */
function rowHandler<T>(onRow: (row: T) => void) {
  const state: { failure?: { error: unknown } } = {};
  return {
    state,
    handle(row: T) {
      if (state.failure) return;
      try {
        onRow(row);
      } catch (error) {
        state.failure = { error };
      }
    },
  };
}

/**
 * On the statement pools (statement-budget.ts): on a request's time budget when one runs, cancelled
 * when it runs out; a connection whose statement failed is not reused, as pg's own pool.query does.
 */
export function postgresRowStream(pools: BudgetedStatementPool): RowStream {
  return async <T>(statement: SQL, onRow: (row: T) => void) => {
    const { sql: text, params } = dialect.sqlToQuery(statement);
    const rows = rowHandler(onRow);
    await pools.withClient(
      currentBudget(),
      (client) =>
        new Promise<void>((resolve, reject) => {
          const query = new pg.Query(text, params);
          // pg hands over each row as an object of the statement's columns.
          query.on('row', (row) => rows.handle(row as T));
          query.on('end', () => resolve());
          query.on('error', reject);
          void client.query(query);
        }),
    );
    if (rows.state.failure) throw rows.state.failure.error;
  };
}

export function pgliteRowStream(client: PGlite): RowStream {
  return async <T>(statement: SQL, onRow: (row: T) => void) => {
    const { sql: text, params } = dialect.sqlToQuery(statement);
    const { rows } = await client.query<T>(text, params);
    const handler = rowHandler(onRow);
    for (const row of rows) {
      handler.handle(row);
      if (handler.state.failure) throw handler.state.failure.error;
    }
  };
}
