import type { PulseCallRow, PulseDealRow, PulseResponse, PulseTaskRow, PulseTeamTotal } from '@salespulse/contract/analytics';
import type { Employee } from '@salespulse/contract/employees';
import type { ProjectData } from '@salespulse/contract/projects';
import { vi } from 'vitest';
import { jsonResponse } from '@/test/api-responses';
import { projectId } from '@/test/fixtures/ids';
import { projectRecord } from '@/test/fixtures/project';

export function projectData(settings: Record<string, string>): ProjectData {
  return {
    project: projectRecord(),
    settings: Object.entries(settings).map(([name, value]) => ({
      '@id': `/api/settings/${name}`,
      '@type': 'Setting',
      id: name,
      project: `/api/projects/${projectId}`,
      name,
      value,
    })),
    properties: [],
  } as ProjectData;
}

export const callRow = (employee: Employee, calls: string[], success: [string, number][] = []): PulseCallRow => ({
  employee: employee['@id'],
  day: {
    calls: calls.map((createdAt) => ({ createdAt })),
    successCalls: success.map(([createdAt, duration]) => ({ createdAt, duration })),
  },
  month: { calls: calls.length, callDuration: 0, successCalls: success.length },
});

export const dealRow = (employee: Employee, won: [string, number][], plan = 0, bills: [string, number][] = []): PulseDealRow => ({
  employee: employee['@id'],
  day: {
    won: won.map(([wonAt, amount]) => ({ wonAt, amount })),
    bills: bills.map(([billedAt, amount]) => ({ billedAt, amount })),
    refunds: [],
  },
  month: { billAmount: 0, wonAmount: plan, refundAmount: 0 },
  plan,
});

export const taskRow = (employee: Employee, tasks: string[], todayTasks = 0, overdueTasks = 0, plan = 0): PulseTaskRow => ({
  employee: employee['@id'],
  day: { tasks: tasks.map((completedAt) => ({ completedAt })) },
  todayTasks,
  overdueTasks,
  plan,
});

export function pulseAnswer(objectType: 'call', rows: PulseCallRow[], teams?: PulseTeamTotal[]): PulseResponse;
export function pulseAnswer(objectType: 'deal', rows: PulseDealRow[], teams?: PulseTeamTotal[]): PulseResponse;
export function pulseAnswer(objectType: 'task', rows: PulseTaskRow[], teams?: PulseTeamTotal[]): PulseResponse;
export function pulseAnswer(objectType: 'call' | 'deal' | 'task', rows: unknown[], teams: PulseTeamTotal[] = []): PulseResponse {
  return { objectType, employees: rows, total: { day: {}, month: {} }, teams } as PulseResponse;
}

export const ticketRoute = { [`POST /projects/${projectId}/events/tickets`]: () => jsonResponse({ ticket: 't', expiresIn: 60 }, 201) };

/** jsdom lays nothing out; virtualized lists need a viewport to decide which rows to render. */
export function giveElementsASize(width = 1400, height = 900) {
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(height);
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(width);
}
