import type { Goal, GoalProgress, GoalScope } from '@salespulse/contract/goals';

/** The settings list's groups, in order: the project's goals, the teams', the people's. */
export const goalGroupOrder: readonly GoalScope[] = ['project', 'team', 'employee'];

/** Goals by scope, each group by the name of what it is for, then metric. */
export function groupGoals(goals: readonly Goal[], nameOf: (goal: Goal) => string): { scope: GoalScope; goals: Goal[] }[] {
  return goalGroupOrder
    .map((scope) => ({
      scope,
      goals: goals
        .filter((goal) => goal.scope === scope)
        .sort((a, b) => nameOf(a).localeCompare(nameOf(b)) || a.metric.localeCompare(b.metric) || a.from.localeCompare(b.from)),
    }))
    .filter((group) => group.goals.length > 0);
}

/** Each goal's own progress row (not its members' shares), by goal IRI. */
export function progressByGoal(rows: readonly GoalProgress[] | undefined): Map<string, GoalProgress> {
  return new Map((rows ?? []).filter((row) => row.shareOf === null).map((row) => [row.goal, row]));
}
