import { iri } from '@salespulse/contract/common';
import type { GiftProduct, GiftRequest } from '@salespulse/contract/gifts';
import { contentUrlOf } from '../media';
import type { GiftRequestView } from './gifts.repository';
import type { GiftProductRow } from '../../db/schema/gifts';

export function toGiftProduct(row: GiftProductRow): GiftProduct {
  return {
    '@id': iri('gift_products', row.id),
    '@type': 'GiftProduct',
    id: row.id,
    project: iri('projects', row.projectId),
    name: row.name,
    description: row.description,
    price: row.price,
    image: row.imageId ? { '@id': iri('media_objects', row.imageId), contentUrl: contentUrlOf(row.imageId) } : null,
    archived: row.archivedAt !== null,
    createdAt: row.createdAt.toISOString(),
  };
}

export function toGiftRequest({ request, employeeName, deciderName }: GiftRequestView): GiftRequest {
  return {
    '@id': iri('gift_requests', request.id),
    '@type': 'GiftRequest',
    id: request.id,
    project: iri('projects', request.projectId),
    status: request.status,
    giftProduct: { '@id': iri('gift_products', request.giftProductId), name: request.giftName },
    price: request.price,
    employee: { '@id': iri('employees', request.employeeId), name: employeeName },
    comment: request.comment,
    decidedBy: request.decidedBy && deciderName !== null ? { '@id': iri('users', request.decidedBy), name: deciderName } : null,
    decidedAt: request.decidedAt?.toISOString() ?? null,
    createdAt: request.createdAt.toISOString(),
  };
}
