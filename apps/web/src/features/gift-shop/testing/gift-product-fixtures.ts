import type { GiftProduct } from '@salespulse/contract/gifts';

export const projectId = '00000000-0000-4000-8000-000000000001';

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
