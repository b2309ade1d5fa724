import type { CreatedDataProvider, DataProvider } from '@salespulse/contract/data-providers';
import { providerFixture as baseProviderFixture } from '@/test/fixtures/data-providers';
import { fixtureId } from '@/test/fixtures/ids';

/** A provider named after its index; a webhook one has the URL the server gives it. */
export function providerFixture(index: number, overrides: Partial<DataProvider> = {}): DataProvider {
  const type = overrides.type ?? 'webhook';
  const id = fixtureId('c000', index);
  return baseProviderFixture(index, undefined, {
    webhookUrl: type === 'webhook' ? `http://localhost:3000/api/data_providers/${id}/events` : null,
    ...overrides,
  });
}

export function createdFixture(index: number, overrides: Partial<DataProvider> = {}): CreatedDataProvider {
  const provider = providerFixture(index, overrides);
  return provider.type === 'webhook' ? { ...provider, secret: 'whsec_test-secret-123' } : provider;
}
