import type { Order, Package, ProjectBilling, QuotaUsage, Subscription } from '@salespulse/contract/billing';
import type { ProjectData } from '@salespulse/contract/projects';
import { fixtureId, projectId, projectIri } from '@/test/fixtures/ids';
import { projectRecord } from '@/test/fixtures/project';

/** The project data of an owner, in UTC so dates read the same on every machine. */
export function projectDataFixture(billing?: ProjectBilling): ProjectData {
  return {
    project: projectRecord('Acme', { createdAt: '2030-01-01T00:00:00Z', billing }),
    settings: [{ '@id': '/api/settings/s-tz', '@type': 'Setting', id: 's-tz', project: projectIri, name: 'timezone', value: 'UTC' }],
    properties: [],
  };
}

export function packageFixture(index: number, name: string, overrides: Partial<Package> = {}): Package {
  const id = fixtureId('b000', index);
  return {
    '@id': `/api/packages/${id}`,
    '@type': 'Package',
    id,
    code: name.toLowerCase().replace(/\s+/g, '-'),
    name,
    description: `${name} for growing teams.`,
    price: 4900,
    currency: 'USD',
    periodMonths: 1,
    employeeLimit: 10,
    purchasable: true,
    ...overrides,
  };
}

export function orderFixture(index: number, item: Package, overrides: Partial<Order> = {}): Order {
  const id = fixtureId('c000', index);
  return {
    '@id': `/api/orders/${id}`,
    '@type': 'Order',
    id,
    project: projectIri,
    package: { '@id': item['@id'], name: item.name, periodMonths: item.periodMonths, employeeLimit: item.employeeLimit },
    status: 'new',
    amount: item.price,
    currency: item.currency,
    checkoutUrl: null,
    createdBy: { '@id': '/api/users/u1', name: 'Olga Owner' },
    createdAt: '2030-02-01T10:00:00Z',
    paidAt: null,
    ...overrides,
  };
}

export function subscriptionFixture(index: number, item: Package | null, overrides: Partial<Subscription> = {}): Subscription {
  const id = fixtureId('e000', index);
  return {
    '@id': `/api/subscriptions/${id}`,
    '@type': 'Subscription',
    id,
    project: projectIri,
    trial: item === null,
    package: item && { '@id': item['@id'], name: item.name },
    order: item && `/api/orders/${fixtureId('c000', index)}`,
    employeeLimit: item?.employeeLimit ?? 5,
    startsAt: '2030-02-01T00:00:00Z',
    endsAt: '2030-03-01T00:00:00Z',
    status: 'active',
    ...overrides,
  };
}

export function quotaFixture(used: number, limit: number | null): QuotaUsage {
  return { '@id': `/api/projects/${projectId}/quota_usages/employees`, '@type': 'QuotaUsage', quota: 'employees', used, limit };
}
