import type { Database } from '../../db/database';
import { observeProperties, productKeyOf } from './deal-values';
import { createObservationRepository } from './observation.repository';

type Scope = { projectId: string; dataProviderId: string };
type ObservedDeal = Parameters<typeof observeProperties>[0][number];

/**
 * What ingestion asks of the catalogue while it stores a batch of deals: the provider's product
 * field, each product key's product, and the properties the deals name. Run it inside the batch's
 * transaction, under the provider's ingestion lock.
 */
export function createDealCatalogue(db: Database) {
  const observations = createObservationRepository(db);
  return {
    productField: (dataProviderId: string) => observations.productField(dataProviderId),
    productKeyOf,
    resolveProducts: (scope: Scope, keys: string[]) => observations.resolveProducts(scope, keys),
    observeProperties: (scope: Scope, deals: ObservedDeal[]) => observations.observeProperties(scope, observeProperties(deals)),
  };
}

export type DealCatalogue = ReturnType<typeof createDealCatalogue>;
