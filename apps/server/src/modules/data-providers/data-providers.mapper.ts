import { iri } from '@salespulse/contract/common';
import type { DataProvider } from '@salespulse/contract/data-providers';
import type { DataProviderRow } from '../../db/schema/data-providers';

export function toDataProvider(row: DataProviderRow, publicUrl: string): DataProvider {
  return {
    '@id': iri('data_providers', row.id),
    '@type': 'DataProvider',
    id: row.id,
    project: iri('projects', row.projectId),
    type: row.type,
    name: row.name,
    state: row.state,
    webhookUrl: row.type === 'webhook' ? `${publicUrl}/api/data_providers/${row.id}/events` : null,
    lastSyncAt: row.lastSyncAt?.toISOString() ?? null,
    lastSuccessAt: row.lastSuccessAt?.toISOString() ?? null,
    lastError: row.lastError,
    syncStatus: row.syncStatus,
    createdAt: row.createdAt.toISOString(),
  };
}
