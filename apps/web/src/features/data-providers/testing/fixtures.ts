import type { CreatedDataProvider, DataProvider } from '@salespulse/contract/data-providers';

export const projectId = '00000000-0000-4000-8000-000000000001';

export function providerFixture(index: number, overrides: Partial<DataProvider> = {}): DataProvider {
  const id = `00000000-0000-4000-c000-${String(index).padStart(12, '0')}`;
  const type = overrides.type ?? 'webhook';
  return {
    '@id': `/api/data_providers/${id}`,
    '@type': 'DataProvider',
    id,
    project: `/api/projects/${projectId}`,
    type,
    name: `Provider ${index}`,
    state: 'active',
    webhookUrl: type === 'webhook' ? `http://localhost:3000/api/data_providers/${id}/events` : null,
    lastSyncAt: null,
    lastSuccessAt: null,
    lastError: null,
    syncStatus: 'idle',
    createdAt: '2030-01-01T10:00:00Z',
    ...overrides,
  };
}

export function createdFixture(index: number, overrides: Partial<DataProvider> = {}): CreatedDataProvider {
  const provider = providerFixture(index, overrides);
  return provider.type === 'webhook' ? { ...provider, secret: 'whsec_test-secret-123' } : provider;
}
