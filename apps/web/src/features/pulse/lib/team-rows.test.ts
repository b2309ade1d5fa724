import type { PulseTeamTotal } from '@salespulse/contract/analytics';
import { describe, expect, it } from 'vitest';
import type { ManagerFigures } from './merge-rows';
import { teamRows } from './team-rows';

const span = { first: 9, last: 11 };
const manager = (employee: string, callsByHour: number[], points: number | null): ManagerFigures => ({
  employee,
  name: employee,
  totals: {
    callAttempts: callsByHour.reduce((a, b) => a + b, 0),
    successfulCalls: 0,
    time: 0,
    bills: null,
    payments: null,
    plan: null,
    points,
    tasks: null,
  },
  hours: { callAttempts: callsByHour, successfulCalls: [0, 0, 0], time: [0, 0, 0] },
  todayTasks: null,
  overdueTasks: null,
});
const callTeam = (team: string, name: string, employees: string[], calls: number): PulseTeamTotal => ({
  team,
  name,
  employees,
  day: { calls, successCalls: 0, callDuration: 0 },
  month: {},
});

describe('teamRows', () => {
  const managers = [
    manager('/api/employees/a', [1, 0, 2], 10),
    manager('/api/employees/b', [0, 3, 0], 5),
    manager('/api/employees/c', [4, 4, 4], 7),
  ];
  const rows = teamRows(
    {
      calls: [
        callTeam('/api/teams/z', 'Zebras', ['/api/employees/c'], 12),
        callTeam('/api/teams/h', 'Hunters', ['/api/employees/a', '/api/employees/b'], 6),
      ],
    },
    managers,
    span,
  );

  it('takes each team’s figures from the server and lists the teams by name', () => {
    expect(rows.map((row) => [row.name, row.totals.callAttempts])).toEqual([
      ['Hunters', 6],
      ['Zebras', 12],
    ]);
  });

  it('adds up its members’ hours and points, as All managers does', () => {
    expect(rows[0]!.hours.callAttempts).toEqual([1, 3, 2]);
    expect(rows[0]!.totals.points).toBe(15);
    expect(rows[1]!.hours.callAttempts).toEqual([4, 4, 4]);
  });

  it('leaves a figure whose answer has not arrived unknown', () => {
    expect(rows[0]!.totals.payments).toBeNull();
    expect(rows[0]!.hours.payments).toBeUndefined();
  });
});
