import type { MediaObject } from '@salespulse/contract/media';
import type { Database } from '../../db/database';
import type { Caller } from '../../lib/caller';
import { notFound, unprocessable } from '../../lib/errors';
import { parseRef } from '../../lib/iri';
import type { ProjectAccess } from '../projects/project-access';
import { sniffImageType } from './image-type';
import { toMediaObject } from './media.mapper';
import { createMediaRepository } from './media.repository';

const mediaNotFound = () => notFound('Media object not found.');

export function createMediaService(deps: { db: Database; access: ProjectAccess }) {
  const repo = createMediaRepository(deps.db);

  return {
    /** Images are uploaded by those who edit what shows them (today: gifts, gifts.edit). */
    async upload(caller: Caller, projectRef: string, data: Buffer): Promise<MediaObject> {
      const projectId = parseRef(projectRef, 'projects', 'project');
      await deps.access.require(caller, projectId, 'gifts.edit');
      const contentType = sniffImageType(data);
      if (!contentType) throw unprocessable([{ propertyPath: 'file', message: 'must be a PNG, JPEG, WebP or GIF image' }]);
      return toMediaObject(await repo.insert({ projectId, contentType, data, createdBy: caller.userId }));
    },

    async get(caller: Caller, id: string): Promise<MediaObject> {
      const row = await repo.findInfo(id);
      if (!row) throw mediaNotFound();
      await deps.access.require(caller, row.projectId, 'project.access');
      return toMediaObject(row);
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
