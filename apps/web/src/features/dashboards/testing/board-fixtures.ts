import type { Dashboard, DashboardWidget } from '@salespulse/contract/dashboards';
import { projectId } from '@/test/fixtures/ids';

export function boardFixture(index: number, overrides: Partial<Dashboard> = {}, widgets: DashboardWidget[] = []): Dashboard {
  const id = `00000000-0000-4000-d000-${String(index).padStart(12, '0')}`;
  return {
    '@id': `/api/dashboards/${id}`,
    '@type': 'Dashboard',
    id,
    project: `/api/projects/${projectId}`,
    name: `Board ${index}`,
    isEnabled: true,
    widgets,
    createdAt: '2030-01-01T10:00:00Z',
    updatedAt: '2030-01-01T10:00:00Z',
    ...overrides,
  };
}
