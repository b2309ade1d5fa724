import { sql } from 'drizzle-orm';
import { iri } from '@salespulse/contract/common';
import type { Database } from '../../db/database';
import { rowsOf } from './analytics-sql';

/** A team's identity as its totals row names it. */
export type TeamOfDay = { teamId: string; name: string };

/**
 * The team each employee of the project was in on one local day of the project (membership
 * stretches include both ends), with the team's name. Team totals rows group a period by the teams
 * of its last day: one row per team, so every employee counts once even if they moved mid-period
 * (docs/analytics.md, "Team totals"). Archived teams are kept: a past period shows its teams.
 */
export async function teamsOnDay(db: Database, projectId: string, day: string): Promise<Map<string, TeamOfDay>> {
  const rows = await rowsOf<{ employeeId: string; teamId: string; name: string }>(
    db,
    sql`select m.employee_id as "employeeId", t.id as "teamId", t.name
      from team_memberships m
      join teams t on t.id = m.team_id
      where m.project_id = ${projectId} and m.from_day <= ${day}::date and (m.to_day is null or m.to_day >= ${day}::date)`,
  );
  return new Map(rows.map((r) => [r.employeeId, { teamId: r.teamId, name: r.name }]));
}

/**
 * Rows grouped by the team of their employee: `add` folds one row into its team's accumulator.
 * Rows without an employee ("No owner") or without a team on that day belong to no team row.
 */
export function groupByTeam<Row, Acc>(
  rows: readonly Row[],
  employeeOf: (row: Row) => string | null,
  teams: ReadonlyMap<string, TeamOfDay>,
  start: (team: TeamOfDay) => Acc,
  add: (acc: Acc, row: Row) => void,
): Acc[] {
  const byTeam = new Map<string, Acc>();
  for (const row of rows) {
    const employeeId = employeeOf(row);
    const team = employeeId ? teams.get(employeeId) : undefined;
    if (!team) continue;
    let acc = byTeam.get(team.teamId);
    if (!acc) byTeam.set(team.teamId, (acc = start(team)));
    add(acc, row);
  }
  return [...byTeam.values()];
}

/** How a team totals row names its team: the team's IRI and name. */
export const teamLabel = (team: TeamOfDay) => ({ team: iri('teams', team.teamId), name: team.name });

/** Team totals rows in the answers' order: by the team's name, then its IRI (equal names keep one order). */
export function byTeamName<Row extends { name: string; team: string }>(rows: Row[]): Row[] {
  return rows.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : a.team < b.team ? -1 : a.team > b.team ? 1 : 0));
}
