import { PgTransaction } from 'drizzle-orm/pg-core';
import type { Database } from './database';

/**
 * Two reads that must agree, run in one snapshot: a page of a list and the list's total. Side by
 * side (Promise.all) they took two pool connections on PostgreSQL, so a write committed between
 * them (the lead engine logs decisions as leads arrive) gave a total that disagreed with the page.
 * Here both run in one read-only REPEATABLE READ transaction, one after the other. Inside a caller's
 * transaction they simply run in it (its snapshot is the caller's to choose).
 */
export async function inOneSnapshot<A, B>(db: Database, first: (db: Database) => Promise<A>, second: (db: Database) => Promise<B>): Promise<[A, B]> {
  const both = async (q: Database): Promise<[A, B]> => [await first(q), await second(q)];
  if (db instanceof PgTransaction) return both(db as unknown as Database);
  return db.transaction((tx) => both(tx as unknown as Database), { isolationLevel: 'repeatable read', accessMode: 'read only' });
}
