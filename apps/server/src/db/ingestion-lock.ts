import { sql } from 'drizzle-orm';
import type { Database } from './database';

// Ingestion, and every change that must not interleave with one of its batches (a product source
// or merge, a provider user's mapping, an owner written back), take the same lock, so its key is
// written once here. Several providers are locked in id order, so two writers never wait for each other.

/** Holds the provider's ingestion lock until the transaction `db` ends. */
export async function lockProviderIngestion(db: Database, dataProviderId: string): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtextextended(${dataProviderId}, 0))`);
}
