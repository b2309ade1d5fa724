import { and, eq, inArray, lt, notExists, sql } from 'drizzle-orm';
import type { MediaContentType } from '@salespulse/contract/media';
import type { Database } from '../../db/database';
import { giftProducts } from '../../db/schema/gifts';
import { mediaObjects, type MediaObjectRow } from '../../db/schema/media';

export type MediaInfo = Omit<MediaObjectRow, 'data'>;

const info = {
  id: mediaObjects.id,
  projectId: mediaObjects.projectId,
  contentType: mediaObjects.contentType,
  byteSize: mediaObjects.byteSize,
  createdBy: mediaObjects.createdBy,
  createdAt: mediaObjects.createdAt,
};

export function createMediaRepository(db: Database) {
  return {
    async insert(values: { projectId: string; contentType: MediaContentType; data: Buffer; createdBy: string }): Promise<MediaInfo> {
      const [row] = await db
        .insert(mediaObjects)
        .values({ ...values, byteSize: values.data.length })
        .returning(info);
      return row!;
    },

    /** Without the bytes: what the JSON answer and the permission check need. */
    async findInfo(id: string): Promise<MediaInfo | undefined> {
      const [row] = await db.select(info).from(mediaObjects).where(eq(mediaObjects.id, id)).limit(1);
      return row;
    },

    /**
     * Deletes up to `limit` images made before `before` that nothing shows (no gift names them):
     * pictures uploaded in a dialog that was never saved, or replaced since. Returns how many.
     */
    async deleteUnreferenced(before: Date, limit: number): Promise<number> {
      const abandoned = db
        .select({ id: mediaObjects.id })
        .from(mediaObjects)
        .where(
          and(
            lt(mediaObjects.createdAt, before),
            notExists(
              db
                .select({ one: sql`1` })
                .from(giftProducts)
                .where(eq(giftProducts.imageId, mediaObjects.id)),
            ),
          ),
        )
        .limit(limit);
      const deleted = await db.delete(mediaObjects).where(inArray(mediaObjects.id, abandoned)).returning({ id: mediaObjects.id });
      return deleted.length;
    },

    async findContent(id: string): Promise<Pick<MediaObjectRow, 'contentType' | 'data'> | undefined> {
      const [row] = await db
        .select({ contentType: mediaObjects.contentType, data: mediaObjects.data })
        .from(mediaObjects)
        .where(eq(mediaObjects.id, id))
        .limit(1);
      return row;
    },
  };
}

export type MediaRepository = ReturnType<typeof createMediaRepository>;
