import { uniqueName } from '../../test/test-app';
import { describeMatrix } from './describe-matrix';

describeMatrix('dashboards', ({ freshDashboard }) => [
  { name: 'list dashboards', method: 'GET', url: (c) => `/api/projects/${c.projectId}/dashboards`, allowed: 'project.access', ok: 200 },
  {
    name: 'create dashboard',
    method: 'POST',
    url: () => '/api/dashboards',
    body: (c) => ({ project: c.projectIri, name: uniqueName('New board') }),
    allowed: 'project.settings',
    ok: 201,
  },
  {
    name: 'read dashboard',
    method: 'GET',
    url: (_c, x) => `/api/dashboards/${x.dashboardId}`,
    allowed: 'project.access',
    ok: 200,
    setup: freshDashboard,
  },
  {
    name: 'change dashboard',
    method: 'PATCH',
    url: (_c, x) => `/api/dashboards/${x.dashboardId}`,
    body: () => ({ name: uniqueName('Renamed board') }),
    allowed: 'project.settings',
    ok: 200,
    setup: freshDashboard,
  },
  {
    name: 'delete dashboard',
    method: 'DELETE',
    url: (_c, x) => `/api/dashboards/${x.dashboardId}`,
    allowed: 'project.settings',
    ok: 204,
    setup: freshDashboard,
  },
  {
    name: 'dashboard data',
    method: 'POST',
    url: (_c, x) => `/api/dashboards/${x.dashboardId}/data`,
    body: () => ({ date: { from: '2026-11-01', to: '2026-11-02' } }),
    allowed: 'project.access',
    ok: 200,
    setup: freshDashboard,
  },
]);
