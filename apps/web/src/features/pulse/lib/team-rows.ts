import type { PulseTeamTotal } from '@salespulse/contract/analytics';
import type { HourSpan } from './hour-span';
import { type ManagerFigures, totalsRow } from './merge-rows';

/** The team totals rows of the three answers that have arrived (each answer's `teams`). */
export type TeamSources = {
  calls?: readonly PulseTeamTotal[];
  deals?: readonly PulseTeamTotal[];
  tasks?: readonly PulseTeamTotal[];
};

const figure = (rows: readonly PulseTeamTotal[] | undefined, team: string, read: (row: PulseTeamTotal) => number | undefined) => {
  if (!rows) return null;
  const row = rows.find((candidate) => candidate.team === team);
  return row ? (read(row) ?? 0) : 0;
};

/** The employees a team's row counts, from whichever answers have arrived. */
function membersOf(sources: TeamSources, team: string): Set<string> {
  const members = new Set<string>();
  for (const rows of [sources.calls, sources.deals, sources.tasks])
    for (const employee of rows?.find((row) => row.team === team)?.employees ?? []) members.add(employee);
  return members;
}

/**
 * One row per team, by name, as the server sums them (docs/analytics.md, "Team totals": each
 * employee in the team they were in on the last day of the period). A team's day figures are the
 * answer's sums; its hour columns and points are its members' rows added up as "All managers" adds
 * up everyone's (`totalsRow`), since the server sends hours per employee only.
 */
export function teamRows(sources: TeamSources, managers: readonly ManagerFigures[], span: HourSpan): ManagerFigures[] {
  const names = new Map<string, string>();
  for (const rows of [sources.calls, sources.deals, sources.tasks])
    for (const row of rows ?? []) if (!names.has(row.team)) names.set(row.team, row.name);
  return [...names]
    .sort(([, a], [, b]) => a.localeCompare(b))
    .map(([team, name]) => {
      const members = membersOf(sources, team);
      const byHour = totalsRow(
        managers.filter((row) => members.has(row.employee)),
        span,
        name,
      );
      const plan = sources.deals ? figure(sources.deals, team, (row) => row.plan) : figure(sources.tasks, team, (row) => row.plan);
      return {
        employee: team,
        name,
        totals: {
          callAttempts: figure(sources.calls, team, (row) => row.day.calls),
          successfulCalls: figure(sources.calls, team, (row) => row.day.successCalls),
          time: figure(sources.calls, team, (row) => (row.day.callDuration ?? 0) / 60),
          bills: figure(sources.deals, team, (row) => row.day.billAmount),
          payments: figure(sources.deals, team, (row) => row.day.wonAmount),
          plan,
          points: byHour.totals.points,
          tasks: figure(sources.tasks, team, (row) => row.day.tasks),
        },
        hours: byHour.hours,
        todayTasks: figure(sources.tasks, team, (row) => row.todayTasks),
        overdueTasks: figure(sources.tasks, team, (row) => row.overdueTasks),
      };
    });
}
