import type { Database } from '../../db/database';
import { createDataProvidersRepository } from './data-providers.repository';

// The data-providers module's public interface: its service, a provider as the API answers it, and
// the provider rows other modules read and record their syncs on (the app wires in the repository).
export { createDataProvidersService, type DataProvidersService } from './data-providers.service';
export { toDataProvider } from './data-providers.mapper';

export type ProviderRecords = Pick<ReturnType<typeof createDataProvidersRepository>, 'findById' | 'update'>;

/** The provider rows other modules read and record their syncs on. */
export function providerRecords(db: Database): ProviderRecords {
  return createDataProvidersRepository(db);
}
