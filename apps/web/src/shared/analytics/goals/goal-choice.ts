import type { GoalMetric, GoalPeriod, GoalProgress } from '@salespulse/contract/goals';

/** Shorter periods first: on a screen about today, today's goal says most, then the week's, … */
const periodOrder: Record<GoalPeriod, number> = { day: 0, week: 1, month: 2, quarter: 3, custom: 4 };

/** The goal row a screen shows for one employee, team or the project: their own before a share, the shortest period first. */
function best(rows: readonly GoalProgress[], period?: GoalPeriod): GoalProgress | undefined {
  return [...rows]
    .filter((row) => !period || row.period === period)
    .sort((a, b) => Number(a.shareOf !== null) - Number(b.shareOf !== null) || periodOrder[a.period] - periodOrder[b.period])[0];
}

export type GoalChoice = {
  /** Employee IRI to the goal row shown in their row. */
  byEmployee: Map<string, GoalProgress>;
  /** Team IRI to the team's own goal row. */
  byTeam: Map<string, GoalProgress>;
  /** The project-wide goal, for the "All managers" row. */
  project: GoalProgress | undefined;
};

/**
 * Which goal each row of a board shows for one metric: per employee their own goal or their share
 * of their team's, per team the team's goal, and the project's goal for the total row. `period`
 * narrows it (the Plan column is a month figure, so it shows monthly goals only).
 */
export function chooseGoals(rows: readonly GoalProgress[] | undefined, metric: GoalMetric, period?: GoalPeriod): GoalChoice {
  const ofMetric = (rows ?? []).filter((row) => row.metric === metric);
  const group = (keyOf: (row: GoalProgress) => string | null, keep: (row: GoalProgress) => boolean) => {
    const groups = new Map<string, GoalProgress[]>();
    for (const row of ofMetric) {
      const key = keyOf(row);
      if (key && keep(row)) groups.set(key, [...(groups.get(key) ?? []), row]);
    }
    const chosen = new Map<string, GoalProgress>();
    for (const [key, list] of groups) {
      const row = best(list, period);
      if (row) chosen.set(key, row);
    }
    return chosen;
  };
  return {
    byEmployee: group(
      (row) => row.employee,
      (row) => row.scope === 'employee',
    ),
    byTeam: group(
      (row) => row.team,
      (row) => row.scope === 'team',
    ),
    project: best(
      ofMetric.filter((row) => row.scope === 'project'),
      period,
    ),
  };
}
