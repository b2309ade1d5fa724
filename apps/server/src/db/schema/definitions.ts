import { integer, pgTable, text, timestamp, uniqueIndex, uuid, index } from 'drizzle-orm/pg-core';
import type { StageKind } from '@salespulse/contract/definitions';
import { dataProviders } from './data-providers';
import { projects } from './projects';

/**
 * The stages each provider uses, as seen in its deals (or its pipelines), and what each means for
 * the funnel. `kind` is null until someone maps it; analytics read the mapping at query time.
 */
export const definitions = pgTable(
  'definitions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    dataProviderId: uuid('data_provider_id')
      .notNull()
      .references(() => dataProviders.id, { onDelete: 'cascade' }),
    stage: text('stage').notNull(),
    label: text('label').notNull(),
    kind: text('kind').$type<StageKind>(),
    position: integer('position').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('definitions_provider_stage_key').on(t.dataProviderId, t.stage),
    index('definitions_project_idx').on(t.projectId, t.kind),
  ],
);

export type DefinitionRow = typeof definitions.$inferSelect;
