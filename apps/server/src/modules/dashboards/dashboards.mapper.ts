import { iri } from '@salespulse/contract/common';
import type { Dashboard } from '@salespulse/contract/dashboards';
import type { DashboardRow } from '../../db/schema/dashboards';

export function toDashboard(row: DashboardRow): Dashboard {
  return {
    '@id': iri('dashboards', row.id),
    '@type': 'Dashboard',
    id: row.id,
    project: iri('projects', row.projectId),
    name: row.name,
    isEnabled: row.isEnabled,
    widgets: row.widgets.map((widget, index) => ({ id: index, ...widget })),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
