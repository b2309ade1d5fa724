import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { DataProviderState, DataProviderType } from '@salespulse/contract/data-providers';
import { projects } from './projects';

/** The index that keeps a provider's name unique within its project, whatever its case. */
export const DATA_PROVIDER_NAME_KEY = 'data_providers_project_name_key';

export const dataProviders = pgTable(
  'data_providers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    type: text('type').$type<DataProviderType>().notNull(),
    name: text('name').notNull(),
    state: text('state').$type<DataProviderState>().notNull().default('active'),
    /** Secrets (webhook secret, OAuth tokens), sealed with the app secret; never returned. */
    credentials: text('credentials'),
    settings: jsonb('settings').$type<Record<string, unknown>>().notNull().default({}),
    lastSyncAt: timestamp('last_sync_at', { withTimezone: true }),
    lastSuccessAt: timestamp('last_success_at', { withTimezone: true }),
    lastError: text('last_error'),
    /** idle | queued | running | failed: where the provider's sync job is. */
    syncStatus: text('sync_status', { enum: ['idle', 'queued', 'running', 'failed'] })
      .notNull()
      .default('idle'),
    /** Where an incremental sync resumes (per object type), so a killed sync picks up without duplicates. */
    syncCursor: jsonb('sync_cursor').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('data_providers_project_idx').on(table.projectId, table.createdAt),
    uniqueIndex(DATA_PROVIDER_NAME_KEY).on(table.projectId, sql`lower(${table.name})`),
  ],
);

export type DataProviderRow = typeof dataProviders.$inferSelect;
