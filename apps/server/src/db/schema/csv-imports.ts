import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { CsvMapping } from '@salespulse/contract/csv-import';
import { dataProviders } from './data-providers';
import { projects } from './projects';

/** One CSV upload: its progress while it runs, and its outcome (with the first row errors). */
export const csvImports = pgTable(
  'csv_imports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    dataProviderId: uuid('data_provider_id')
      .notNull()
      .references(() => dataProviders.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['deals', 'calls', 'tasks'] }).notNull(),
    status: text('status', { enum: ['waiting', 'running', 'done', 'failed'] })
      .notNull()
      .default('waiting'),
    mapping: jsonb('mapping').$type<CsvMapping>().notNull(),
    rows: integer('rows').notNull().default(0),
    imported: integer('imported').notNull().default(0),
    errorCount: integer('error_count').notNull().default(0),
    errors: jsonb('errors').$type<{ line: number; field: string; message: string }[]>().notNull().default([]),
    bytesDone: integer('bytes_done').notNull().default(0),
    bytesTotal: integer('bytes_total'),
    failure: text('failure'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Written with every batch of progress: an import running without it for minutes was cut off. */
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    index('csv_imports_project_created_idx').on(t.projectId, t.createdAt),
    // The restart sweep looks for imports left running; few are, so the index stays tiny.
    index('csv_imports_running_idx')
      .on(t.updatedAt)
      .where(sql`${t.status} = 'running'`),
  ],
);
