import type { MediaContentType } from '@salespulse/contract/media';
import { customType, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { projects } from './projects';
import { users } from './users';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  // PGlite answers a Uint8Array, node-postgres a Buffer: one type for the rest of the code.
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/**
 * Uploaded images, kept in the database: small (2 MB at most), few, and backed up and moved with
 * everything else; the embedded database needs no file store of its own.
 */
export const mediaObjects = pgTable(
  'media_objects',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    contentType: text('content_type').$type<MediaContentType>().notNull(),
    byteSize: integer('byte_size').notNull(),
    data: bytea('data').notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('media_objects_project_idx').on(table.projectId)],
);

export type MediaObjectRow = typeof mediaObjects.$inferSelect;
