import type { Product, ProductSource, Property } from '@salespulse/contract/catalogue';
import { iri } from '@salespulse/contract/common';
import type { ProductSourceRow, PropertyRow } from '../../db/schema/catalogue';
import type { ProductWithDeals } from './products.repository';

export function toProduct({ product, deals }: ProductWithDeals): Product {
  return {
    '@id': iri('products', product.id),
    '@type': 'Product',
    id: product.id,
    project: iri('projects', product.projectId),
    dataProvider: iri('data_providers', product.dataProviderId),
    externalKey: product.externalKey,
    name: product.name,
    sku: product.sku,
    mergedInto: product.mergedIntoId ? iri('products', product.mergedIntoId) : null,
    deals,
  };
}

export function toProductSource(row: ProductSourceRow): ProductSource {
  return {
    '@id': iri('product_sources', row.id),
    '@type': 'ProductSource',
    id: row.id,
    project: iri('projects', row.projectId),
    dataProvider: iri('data_providers', row.dataProviderId),
    field: row.field,
  };
}

export function toProperty(row: PropertyRow): Property {
  return {
    '@id': iri('properties', row.id),
    '@type': 'Property',
    id: row.id,
    project: iri('projects', row.projectId),
    dataProvider: iri('data_providers', row.dataProviderId),
    key: row.key,
    name: row.name,
    valueType: row.valueType,
    options: row.options,
  };
}
