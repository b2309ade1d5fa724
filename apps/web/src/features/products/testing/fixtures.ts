import type { Product, ProductSource, Property } from '@salespulse/contract/catalogue';
import type { DataProvider } from '@salespulse/contract/data-providers';

export const projectId = '00000000-0000-4000-8000-000000000001';
const uuid = (group: string, index: number) => `00000000-0000-4000-${group}-${String(index).padStart(12, '0')}`;

export function providerFixture(index: number, name: string): DataProvider {
  const id = uuid('c000', index);
  return {
    '@id': `/api/data_providers/${id}`,
    '@type': 'DataProvider',
    id,
    project: `/api/projects/${projectId}`,
    type: 'webhook',
    name,
    state: 'active',
    webhookUrl: null,
    lastSyncAt: null,
    lastSuccessAt: null,
    lastError: null,
    syncStatus: 'idle',
    createdAt: '2030-01-01T10:00:00Z',
  };
}

export function productFixture(index: number, name: string, provider: DataProvider, overrides: Partial<Product> = {}): Product {
  const id = uuid('e000', index);
  return {
    '@id': `/api/products/${id}`,
    '@type': 'Product',
    id,
    project: `/api/projects/${projectId}`,
    dataProvider: provider['@id'],
    externalKey: name,
    name,
    sku: null,
    mergedInto: null,
    deals: 0,
    ...overrides,
  };
}

export function propertyFixture(index: number, key: string, provider: DataProvider, overrides: Partial<Property> = {}): Property {
  const id = uuid('f000', index);
  return {
    '@id': `/api/properties/${id}`,
    '@type': 'Property',
    id,
    project: `/api/projects/${projectId}`,
    dataProvider: provider['@id'],
    key,
    name: key,
    valueType: 'string',
    options: [],
    ...overrides,
  };
}

export function sourceFixture(index: number, provider: DataProvider, field: string): ProductSource {
  const id = uuid('b000', index);
  return { '@id': `/api/product_sources/${id}`, '@type': 'ProductSource', id, project: `/api/projects/${projectId}`, dataProvider: provider['@id'], field };
}
