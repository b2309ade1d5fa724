import type { Database } from '../../db/database';
import { createMediaRepository } from './media.repository';

/** Stores bytes as a media object of the project, as an upload does (the demo seeds its gift pictures so). */
export function storeMediaObject(db: Database, values: Parameters<ReturnType<typeof createMediaRepository>['insert']>[0]) {
  return createMediaRepository(db).insert(values);
}
