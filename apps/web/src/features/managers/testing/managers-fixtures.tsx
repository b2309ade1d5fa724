import type { ManagersResponse, ManagersRow } from '@salespulse/contract/analytics';
import { screen, within } from '@testing-library/react';
import { analyticsApi } from '@/shared/analytics/testing/fixtures';
import { jsonResponse } from '@/test/api-responses';
import { employeeFixture } from '@/test/fixtures/employees';
import { renderRoutes } from '@/test/render-routes';
import Managers from '../routes/managers';

// The Managers screen's test world: three employees (one inactive), an answer with "No owner" and
// an unknown employee, and the screen rendered against a fake API.

export const rita = employeeFixture(1, 'Rita Rep');
export const sam = employeeFixture(2, 'Sam Seller');
export const gina = employeeFixture(3, 'Gina Gone', { status: 'inactive' });

export function row(employee: string | null, won: number, overrides: Partial<ManagersRow> = {}): ManagersRow {
  return {
    employee,
    isDistributed: false,
    count: 10,
    negotiations: 6,
    negotiationsTotal: 6000,
    bills: 4,
    billsTotal: 4000.4,
    billFromNegotiation: 66.67,
    lost: 1,
    won,
    wonFromBill: 50,
    forecast: 1234.5,
    staticForecast: 1000,
    conversion: 20,
    columns: [{ name: 'Lead', value: 10 }],
    ...overrides,
  };
}

export const answer: ManagersResponse = {
  employees: [
    row(null, 1),
    row(sam['@id'], 5, { isDistributed: true }),
    row(rita['@id'], 2),
    row(gina['@id'], 3),
    row('/api/employees/gone', 0),
  ],
  total: (({ employee: _employee, ...metrics }) => metrics)(row(null, 11, { count: 50, conversion: 22 })),
  teams: [],
  outsideWindow: { deals: 0 },
};

export function renderManagers(
  entry = '/managers',
  routes: Parameters<typeof analyticsApi>[0] = {},
  options: Parameters<typeof analyticsApi>[1] = {},
) {
  const api = analyticsApi(
    { 'POST /analytics/managers': () => jsonResponse(answer), ...routes },
    { employees: [rita, sam, gina], ...options },
  );
  const view = renderRoutes([{ path: '/managers', element: <Managers /> }], [entry]);
  return { ...view, api };
}

export const bodyRows = () => within(screen.getByRole('table')).getAllByRole('row').slice(1, -1);
export const names = () => bodyRows().map((r) => within(r).getByRole('rowheader').textContent);
export const posted = (api: ReturnType<typeof analyticsApi>) =>
  api.calls('POST', '/analytics/managers').map((call) => call.body as Record<string, unknown>);

/** A won-amount goal's progress as the server answers it (Rita's, met, unless `over` says otherwise). */
export const progress = (over: Record<string, unknown>) => ({
  '@type': 'GoalProgress',
  goal: '/api/goals/g1',
  shareOf: null,
  metric: 'payments',
  scope: 'employee',
  employee: rita['@id'],
  team: null,
  period: 'month',
  from: '2026-03-01',
  to: '2026-03-31',
  target: 1000,
  fact: 1200,
  percent: 120,
  expected: 600,
  pace: 'ahead',
  projected: 2000,
  elapsedSeconds: 10,
  totalSeconds: 20,
  met: true,
  ...over,
});
