import { PgTransaction } from 'drizzle-orm/pg-core';
import { PgliteDatabase } from 'drizzle-orm/pglite';
import type { Database } from './database';

/**
 * Two reads that must agree, run in one snapshot: a page of a list and the list's total. Side by
 * side (Promise.all) they took two pool connections on PostgreSQL, so a write committed between
 * them (the lead engine logs decisions as leads arrive) gave a total that disagreed with the page.
 * On PostgreSQL both run in one read-only REPEATABLE READ transaction, one after the other. Inside a
 * caller's transaction they simply run in it (its snapshot is the caller's to choose). The embedded
 * database runs them one after the other without a transaction of their own: it is one session,
 * and a transaction there holds every other request until it ends (with it, 6 of the 59 browser
 * tests ran past their time limit; see docs/decisions.md). Another request's statement can still
 * come between the two reads there.
 */
function alreadyOneSession(db: Database): boolean {
  return db instanceof PgTransaction || db instanceof PgliteDatabase;
}

export async function inOneSnapshot<A, B>(
  db: Database,
  first: (db: Database) => Promise<A>,
  second: (db: Database) => Promise<B>,
): Promise<[A, B]> {
  const both = async (q: Database): Promise<[A, B]> => [await first(q), await second(q)];
  // Asked through a function: narrowing `db` by `instanceof` here would turn it into drizzle's class types, which no longer match Database.
  if (alreadyOneSession(db)) return both(db);
  return db.transaction((tx) => both(tx), { isolationLevel: 'repeatable read', accessMode: 'read only' });
}
