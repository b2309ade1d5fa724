import { iri } from '@salespulse/contract/common';
import type { Dashboard } from '@salespulse/contract/dashboards';
import type { DashboardRow } from '../../db/schema/dashboards';
import type { WidgetTeams } from './dashboards.repository';

export function toDashboard(row: DashboardRow, widgetTeams: WidgetTeams | undefined): Dashboard {
  return {
    '@id': iri('dashboards', row.id),
    '@type': 'Dashboard',
    id: row.id,
    project: iri('projects', row.projectId),
    name: row.name,
    isEnabled: row.isEnabled,
    widgets: row.widgets.map((widget, index) => ({
      id: index,
      title: widget.title,
      metric: widget.metric,
      view: widget.view,
      teams: (widgetTeams?.get(index) ?? []).map((id) => iri('teams', id)),
    })),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
