import type { DashboardWidgetInput } from '@salespulse/contract/dashboards';
import type { GoalProgress } from '@salespulse/contract/goals';
import type { GoalRow } from '../../db/schema/goals';
import { goalLineOf } from '../goals';

type GoalKey = Pick<GoalRow, 'metric' | 'scope' | 'teamId'>;
/** A widget as its goals are chosen: its figure, view and the ids of the teams it is limited to. */
type GoalWidget = Pick<DashboardWidgetInput, 'metric' | 'view'> & { teamIds: readonly string[] };

/**
 * Whether a goal widget shows `goal`: the project's and every team's goal for its figure, or
 * only its teams' when it is limited to teams.
 */
function shownBy(widget: GoalWidget, goal: GoalKey): boolean {
  if (goal.metric !== widget.metric) return false;
  if (widget.teamIds.length) return goal.scope === 'team' && widget.teamIds.includes(goal.teamId!);
  return goal.scope === 'project' || goal.scope === 'team';
}

/** The one scope a by-day chart draws its goal line for: the project, or its only team (none for several). */
function lineScope(widget: GoalWidget): { scope: 'project' } | { scope: 'team'; teamId: string } | null {
  if (widget.teamIds.length === 0) return { scope: 'project' };
  return widget.teamIds.length === 1 ? { scope: 'team', teamId: widget.teamIds[0]! } : null;
}

function drawnBy(widget: GoalWidget, goal: GoalKey): boolean {
  const line = lineScope(widget);
  if (!line || goal.metric !== widget.metric || goal.scope !== line.scope) return false;
  return line.scope === 'project' || goal.teamId === line.teamId;
}

/** Whether any widget of a board reads `goal`: the board computes no other goal's progress. */
export function readByBoard(widgets: readonly GoalWidget[]): ((goal: GoalKey) => boolean) | null {
  const readers = widgets.filter((w) => w.view === 'goal' || (w.view === 'byDay' && lineScope(w)));
  if (readers.length === 0) return null;
  return (goal) => readers.some((w) => (w.view === 'goal' ? shownBy(w, goal) : drawnBy(w, goal)));
}

const keyOf = (row: GoalProgress): GoalKey => ({
  metric: row.metric,
  scope: row.scope,
  teamId: row.team ? row.team.slice('/api/teams/'.length) : null,
});

/** A goal widget's goals, the project's first, then the teams' (in the order computed). */
export function goalsOfWidget(widget: GoalWidget, rows: readonly GoalProgress[]): GoalProgress[] {
  const shown = rows.filter((row) => row.shareOf === null && shownBy(widget, keyOf(row)));
  return [...shown.filter((g) => g.scope === 'project'), ...shown.filter((g) => g.scope === 'team')];
}

/** A by-day chart's goal line: one working day's target of the goal it draws, null without one. */
export function goalLineOfWidget(widget: GoalWidget, rows: readonly GoalProgress[]): number | null {
  const goal = rows.find((row) => row.shareOf === null && drawnBy(widget, keyOf(row)));
  return goal ? goalLineOf(goal) : null;
}
