import type { Order, Package, QuotaUsage, Subscription, SubscriptionStatus } from '@salespulse/contract/billing';
import { iri } from '@salespulse/contract/common';
import type { OrderView } from './billing.repository';
import type { PackageRow, SubscriptionRow } from '../../db/schema/billing';

export function toPackage(row: PackageRow, purchasable: boolean): Package {
  return {
    '@id': iri('packages', row.id),
    '@type': 'Package',
    id: row.id,
    code: row.code,
    name: row.name,
    description: row.description,
    price: row.price,
    currency: row.currency,
    periodMonths: row.periodMonths,
    employeeLimit: row.employeeLimit,
    purchasable,
  };
}

export function toOrder({ order, creatorName }: OrderView): Order {
  return {
    '@id': iri('orders', order.id),
    '@type': 'Order',
    id: order.id,
    project: iri('projects', order.projectId),
    package: {
      '@id': iri('packages', order.packageId),
      name: order.packageName,
      periodMonths: order.periodMonths,
      employeeLimit: order.employeeLimit,
    },
    status: order.status,
    amount: order.amount,
    currency: order.currency,
    checkoutUrl: order.status === 'pending' ? order.checkoutUrl : null,
    createdBy: order.createdBy && creatorName !== null ? { '@id': iri('users', order.createdBy), name: creatorName } : null,
    createdAt: order.createdAt.toISOString(),
    paidAt: order.paidAt?.toISOString() ?? null,
  };
}

export function subscriptionStatus(row: Pick<SubscriptionRow, 'startsAt' | 'endsAt'>, now: Date): SubscriptionStatus {
  if (row.startsAt > now) return 'upcoming';
  return row.endsAt > now ? 'active' : 'expired';
}

export function toSubscription(row: SubscriptionRow, now: Date): Subscription {
  return {
    '@id': iri('subscriptions', row.id),
    '@type': 'Subscription',
    id: row.id,
    project: iri('projects', row.projectId),
    trial: row.orderId === null && row.packageId === null,
    package: row.packageId && row.packageName !== null ? { '@id': iri('packages', row.packageId), name: row.packageName } : null,
    order: row.orderId ? iri('orders', row.orderId) : null,
    employeeLimit: row.employeeLimit,
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt.toISOString(),
    status: subscriptionStatus(row, now),
  };
}

export function toQuotaUsage(projectId: string, used: number, limit: number | null): QuotaUsage {
  return { '@id': `${iri('projects', projectId)}/quota_usages/employees`, '@type': 'QuotaUsage', quota: 'employees', used, limit };
}
