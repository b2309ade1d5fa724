import { describe, expect, it } from 'vitest';
import { groupByTeam, type TeamOfDay } from './team-of-day';

describe('groupByTeam', () => {
  const teams = new Map<string, TeamOfDay>([
    ['anna', { teamId: 't1', name: 'Hunters' }],
    ['ben', { teamId: 't1', name: 'Hunters' }],
    ['cleo', { teamId: 't2', name: 'Farmers' }],
  ]);
  const rows = [
    { employee: 'anna', calls: 3 },
    { employee: 'cleo', calls: 5 },
    { employee: 'ben', calls: 4 },
    { employee: 'dora', calls: 7 },
    { employee: null, calls: 9 },
  ];

  it('sums each team once, leaving out rows of no team and "No owner"', () => {
    const totals = groupByTeam(
      rows,
      (r) => r.employee,
      teams,
      (team) => ({ name: team.name, calls: 0 }),
      (acc, r) => {
        acc.calls += r.calls;
      },
    );
    expect(totals).toEqual([
      { name: 'Hunters', calls: 7 },
      { name: 'Farmers', calls: 5 },
    ]);
  });
});
