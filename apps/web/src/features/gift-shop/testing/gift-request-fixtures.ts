import type { GiftProduct, GiftRequest } from '@salespulse/contract/gifts';
import { fixtureId, projectId } from '@/test/fixtures/ids';

export type Person = { '@id': string; name: string };

export function personFixture(index: number, name: string): Person {
  return { '@id': `/api/employees/${fixtureId('a000', index)}`, name };
}

export function giftRequestFixture(index: number, gift: GiftProduct, employee: Person, overrides: Partial<GiftRequest> = {}): GiftRequest {
  const id = fixtureId('d000', index);
  return {
    '@id': `/api/gift_requests/${id}`,
    '@type': 'GiftRequest',
    id,
    project: `/api/projects/${projectId}`,
    status: 'pending',
    giftProduct: { '@id': gift['@id'], name: gift.name },
    price: gift.price,
    employee,
    comment: null,
    decidedBy: null,
    decidedAt: null,
    createdAt: '2030-03-04T09:30:00Z',
    ...overrides,
  };
}
