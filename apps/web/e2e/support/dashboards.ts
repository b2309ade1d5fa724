import { expect, type APIRequestContext } from '@playwright/test';
import type { DashboardWidgetInput } from '@salespulse/contract/dashboards';

/** A custom board made the way the settings screen makes one: POST /api/dashboards by an owner. */
export async function createDashboard(
  request: APIRequestContext,
  token: string,
  projectId: string,
  name: string,
  widgets: DashboardWidgetInput[],
) {
  const response = await request.post('/api/dashboards', {
    headers: { Authorization: `Bearer ${token}` },
    data: { project: `/api/projects/${projectId}`, name, widgets },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as { id: string };
}
