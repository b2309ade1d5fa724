import { sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/database';

// Small helpers shared by the analytics statements. Every number leaves PostgreSQL as int4 or
// float8 and every instant as epoch milliseconds, so node-postgres and PGlite return the same
// JavaScript values (bigint, numeric and timestamptz would differ between them).

/** The rows of a statement on either engine. */
export async function rowsOf<T>(db: Database, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/** An instant as epoch milliseconds (float8). */
export const epochMs = (column: unknown): SQL => sql`(extract(epoch from ${column}) * 1000)::float8`;

/** Epoch milliseconds to the ISO UTC text the answers carry. */
export const isoOf = (ms: number): string => new Date(ms).toISOString();

const dialect = new PgDialect();

/** A statement as text and values, as the bench (or EXPLAIN) runs it on a plain connection. */
export function toQuery(statement: SQL): { text: string; values: unknown[] } {
  const { sql: text, params } = dialect.sqlToQuery(statement);
  return { text, values: params };
}

/** Amounts are summed exactly and rounded to cents only when they leave (float8 sums drift). */
export const cents = (value: number): number => Math.round(value * 100) / 100;
