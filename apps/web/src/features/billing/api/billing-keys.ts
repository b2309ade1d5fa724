import { projectKeys } from '@/shared/session/project-keys';

// A project's billing answers sit under `project`: a paid or newly placed order refreshes the plan,
// the quota and the orders together. Packages belong to the server, not to a project.
export const billingKeys = {
  packages: () => ['billing', 'packages'] as const,
  order: (orderId: string) => ['billing', 'order', orderId] as const,
  project: (projectId: string) => [...projectKeys.all, projectId, 'billing'] as const,
  orders: (projectId: string, page: number) => [...billingKeys.project(projectId), 'orders', page] as const,
  subscriptions: (projectId: string) => [...billingKeys.project(projectId), 'subscriptions'] as const,
  quota: (projectId: string) => [...billingKeys.project(projectId), 'quota'] as const,
};

/** Packages change with a release, not during a visit. */
export const PACKAGES_STALE_MS = 5 * 60_000;
