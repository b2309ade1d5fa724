import type { GiftProduct, GiftRequest } from '@salespulse/contract/gifts';
import { projectId } from './gift-product-fixtures';

const uuid = (group: string, index: number) => `00000000-0000-4000-${group}-${String(index).padStart(12, '0')}`;

export type Person = { '@id': string; name: string };

export function personFixture(index: number, name: string): Person {
  return { '@id': `/api/employees/${uuid('a000', index)}`, name };
}

export function giftRequestFixture(index: number, gift: GiftProduct, employee: Person, overrides: Partial<GiftRequest> = {}): GiftRequest {
  const id = uuid('d000', index);
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
