import { iri } from '@salespulse/contract/common';
import type { MediaObject } from '@salespulse/contract/media';
import type { MediaInfo } from './media.repository';

export const contentUrlOf = (id: string) => `/api/media_objects/${id}/content`;

export function toMediaObject(row: MediaInfo): MediaObject {
  return {
    '@id': iri('media_objects', row.id),
    '@type': 'MediaObject',
    id: row.id,
    project: iri('projects', row.projectId),
    contentUrl: contentUrlOf(row.id),
    contentType: row.contentType,
    size: row.byteSize,
    createdAt: row.createdAt.toISOString(),
  };
}
