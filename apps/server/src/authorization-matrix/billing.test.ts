import { describeMatrix } from './describe-matrix';

describeMatrix('orders, subscriptions and quotas', ({ freshOrder }) => [
  { name: 'list orders', method: 'GET', url: (c) => `/api/projects/${c.projectId}/orders`, allowed: 'project.settings', ok: 200 },
  {
    name: 'create order',
    method: 'POST',
    url: () => '/api/orders',
    body: (c, x) => ({ project: c.projectIri, package: `/api/packages/${x.packageId}` }),
    allowed: 'project.settings',
    ok: 201,
    setup: freshOrder,
  },
  {
    name: 'read order',
    method: 'GET',
    url: (_c, x) => `/api/orders/${x.orderId}`,
    allowed: 'project.settings',
    ok: 200,
    setup: freshOrder,
  },
  {
    name: 'pay order',
    method: 'PATCH',
    url: (_c, x) => `/api/orders/${x.orderId}/pay`,
    body: () => ({}),
    allowed: 'project.settings',
    ok: 200,
    setup: freshOrder,
  },
  {
    name: 'list subscriptions',
    method: 'GET',
    url: (c) => `/api/projects/${c.projectId}/subscriptions`,
    allowed: 'project.settings',
    ok: 200,
  },
  { name: 'quota usages', method: 'GET', url: (c) => `/api/projects/${c.projectId}/quota_usages`, allowed: 'project.settings', ok: 200 },
]);
