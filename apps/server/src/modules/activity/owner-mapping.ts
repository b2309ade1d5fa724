import type { Database } from '../../db/database';
import { createIngestionRepository } from './ingestion.repository';

/**
 * Who owns what, by the rules ingestion applies, for a mapping changed by hand (modules/provider-users).
 * Run it inside the caller's transaction, under the provider's ingestion lock (db/ingestion-lock.ts).
 */
export function createOwnerMapping(db: Database) {
  const repo = createIngestionRepository(db);
  return {
    /** Maps unmapped provider users to the project's employees with the same e-mail; returns their ids. */
    mapUsersByEmail: (scope: { projectId: string; dataProviderId: string }) => repo.mapUsersByEmail(scope),
    /** Activity of those provider users follows their (new) employee. */
    propagateEmployees: (providerUserIds: string[]) => repo.propagateEmployees(providerUserIds),
  };
}
