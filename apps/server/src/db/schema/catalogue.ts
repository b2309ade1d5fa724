import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { dataProviders } from './data-providers';
import { projects } from './projects';

// What deals are about. Products and properties are observed on ingestion (the provider's own keys),
// named and merged by people, and read by analytics filters.

const ts = (name: string) => timestamp(name, { withTimezone: true });
const projectRef = () =>
  uuid('project_id')
    .notNull()
    .references(() => projects.id, { onDelete: 'cascade' });
const providerRef = () =>
  uuid('data_provider_id')
    .notNull()
    .references(() => dataProviders.id, { onDelete: 'cascade' });

/**
 * A product as one provider calls it (`external_key`: its id or name). Merging points a product at
 * another (`merged_into_id`): its deals move there and later deals with the same key follow.
 */
export const products = pgTable(
  'products',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    projectId: projectRef(),
    dataProviderId: providerRef(),
    externalKey: text('external_key').notNull(),
    name: text('name').notNull(),
    sku: text('sku'),
    mergedIntoId: uuid('merged_into_id').references((): AnyPgColumn => products.id, { onDelete: 'set null' }),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('products_provider_key').on(t.dataProviderId, t.externalKey),
    index('products_project_name_idx').on(t.projectId, t.name),
  ],
);

/** Which field of a provider's deals carries the product: `product` (default) or `properties.<key>`. */
export const productSources = pgTable(
  'product_sources',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    projectId: projectRef(),
    dataProviderId: providerRef(),
    field: text('field').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('product_sources_provider_key').on(t.dataProviderId), index('product_sources_project_idx').on(t.projectId)],
);

/** A custom CRM field seen on deals, with its value type and the options observed (for filters). */
export const properties = pgTable(
  'properties',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    projectId: projectRef(),
    dataProviderId: providerRef(),
    key: text('key').notNull(),
    name: text('name').notNull(),
    valueType: text('value_type', { enum: ['string', 'number', 'integer', 'float'] })
      .notNull()
      .default('string'),
    options: jsonb('options')
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('properties_provider_key').on(t.dataProviderId, t.key), index('properties_project_name_idx').on(t.projectId, t.name)],
);

export type ProductRow = typeof products.$inferSelect;
export type ProductSourceRow = typeof productSources.$inferSelect;
export type PropertyRow = typeof properties.$inferSelect;
