import type { Product, ProductSource, Property } from '@salespulse/contract/catalogue';
import type { DataProvider } from '@salespulse/contract/data-providers';
import { fixtureId, projectId } from '@/test/fixtures/ids';

export function productFixture(index: number, name: string, provider: DataProvider, overrides: Partial<Product> = {}): Product {
  const id = fixtureId('e000', index);
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
  const id = fixtureId('f000', index);
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
  const id = fixtureId('b000', index);
  return {
    '@id': `/api/product_sources/${id}`,
    '@type': 'ProductSource',
    id,
    project: `/api/projects/${projectId}`,
    dataProvider: provider['@id'],
    field,
  };
}
