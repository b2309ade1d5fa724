import type { GiftProduct } from '@salespulse/contract/gifts';
import type { MediaObject } from '@salespulse/contract/media';
import { projectId } from '@/test/fixtures/ids';

export function giftFixture(index: number, name: string, price: number, overrides: Partial<GiftProduct> = {}): GiftProduct {
  const id = `00000000-0000-4000-9000-${String(index).padStart(12, '0')}`;
  return {
    '@id': `/api/gift_products/${id}`,
    '@type': 'GiftProduct',
    id,
    project: `/api/projects/${projectId}`,
    name,
    description: '',
    price,
    image: null,
    archived: false,
    createdAt: '2030-01-01T10:00:00Z',
    ...overrides,
  };
}

/** A stored picture: what the server sends after an upload, and what a gift then carries. */
export function mediaFixture(index: number): MediaObject {
  const id = `00000000-0000-4000-a000-${String(index).padStart(12, '0')}`;
  return {
    '@id': `/api/media_objects/${id}`,
    '@type': 'MediaObject',
    id,
    project: `/api/projects/${projectId}`,
    contentUrl: `/api/media_objects/${id}/content`,
    contentType: 'image/png',
    size: 68,
    createdAt: '2030-01-01T10:00:00Z',
  };
}

export function giftImage(index: number): GiftProduct['image'] {
  const media = mediaFixture(index);
  return { '@id': media['@id'], contentUrl: media.contentUrl };
}
