import type { MediaObject } from '@salespulse/contract/media';
import type { Database } from '../../db/database';
import type { Caller } from '../../lib/caller';
import { notFound, unprocessable } from '../../lib/errors';
import { parseRef } from '../../lib/iri';
import type { ProjectAccess } from '../../access/project-access';
import { imageIsWhole, sniffImageType } from './image-type';
import { toMediaObject } from './media.mapper';
import { createMediaRepository } from './media.repository';

const mediaNotFound = () => notFound('Media object not found.');
/** How long an image may wait to be used: a gift dialog left open over lunch still saves its picture. */
export const UNUSED_MEDIA_GRACE_MS = 24 * 60 * 60 * 1000;
/** Images deleted per statement; a backlog goes in several. */
const CLEANUP_BATCH = 500;

export function createMediaService(deps: { db: Database; access: ProjectAccess }) {
  const repo = createMediaRepository(deps.db);

  return {
    /** Images are uploaded by those who edit what shows them (today: gifts, gifts.edit). */
    async upload(caller: Caller, projectRef: string, data: Buffer): Promise<MediaObject> {
      const projectId = parseRef(projectRef, 'projects', 'project');
      await deps.access.require(caller, projectId, 'gifts.edit');
      const contentType = sniffImageType(data);
      if (!contentType) throw unprocessable([{ propertyPath: 'file', message: 'must be a PNG, JPEG, WebP or GIF image' }]);
      if (!imageIsWhole(contentType, data))
        throw unprocessable([{ propertyPath: 'file', message: 'the image is incomplete: upload it again' }]);
      return toMediaObject(await repo.insert({ projectId, contentType, data, createdBy: caller.userId }));
    },

    async get(caller: Caller, id: string): Promise<MediaObject> {
      const row = await repo.findInfo(id);
      if (!row) throw mediaNotFound();
      await deps.access.require(caller, row.projectId, 'project.access');
      return toMediaObject(row);
    },

    /** Deletes the images nothing has shown for a day (see the repository); returns how many. */
    async removeUnused(now = new Date()): Promise<number> {
      const before = new Date(now.getTime() - UNUSED_MEDIA_GRACE_MS);
      let removed = 0;
      for (;;) {
        const batch = await repo.deleteUnreferenced(before, CLEANUP_BATCH);
        removed += batch;
        if (batch < CLEANUP_BATCH) return removed;
      }
    },

    /** The bytes, for anyone holding the address (a random id nobody can guess). */
    async content(id: string) {
      const row = await repo.findContent(id);
      if (!row) throw mediaNotFound();
      return row;
    },
  };
}

export type MediaService = ReturnType<typeof createMediaService>;
