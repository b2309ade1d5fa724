import type { DataProvider } from '@salespulse/contract/data-providers';
import type { Definition, StageKind } from '@salespulse/contract/definitions';

export const projectId = '00000000-0000-4000-8000-000000000001';

export function providerFixture(index: number, name: string): DataProvider {
  const id = `00000000-0000-4000-c000-${String(index).padStart(12, '0')}`;
  return {
    '@id': `/api/data_providers/${id}`,
    '@type': 'DataProvider',
    id,
    project: `/api/projects/${projectId}`,
    type: 'webhook',
    name,
    state: 'active',
    webhookUrl: `http://localhost/api/data_providers/${id}/events`,
    lastSyncAt: null,
    lastSuccessAt: null,
    lastError: null,
    syncStatus: 'idle',
    createdAt: '2026-01-01T00:00:00Z',
  };
}

export function definitionFixture(provider: DataProvider, index: number, stage: string, kind: StageKind | null = null, label = stage): Definition {
  const id = `00000000-0000-4000-d000-${String(index).padStart(12, '0')}`;
  return { '@id': `/api/definitions/${id}`, '@type': 'Definition', id, project: `/api/projects/${projectId}`, dataProvider: provider['@id'], stage, label, kind, position: 0 };
}
