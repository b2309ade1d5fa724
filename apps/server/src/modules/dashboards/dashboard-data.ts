import type { DashboardWidgetData, DashboardWidgetInput } from '@salespulse/contract/dashboards';
import { iri } from '@salespulse/contract/common';
import { daysBetween, nextDay } from '@salespulse/contract/time';
import { teamLabel, type FigureDay, type TeamOfDay } from '../analytics';

/**
 * Every local day of `from`..`to`, in order. Counted, not compared: the loop is bounded by the
 * period's length, which the contract caps (DASHBOARD_PERIOD_DAYS_MAX), whatever the days are.
 */
export function daysOf(from: string, to: string): string[] {
  const count = daysBetween(from, to) + 1;
  const days: string[] = [];
  for (let index = 0, day = from; index < count; index++, day = nextDay(day)) days.push(day);
  return days;
}

/** Sums to cents: money and minutes are shown that way, and float sums should not show their dust. */
const rounded = (value: number) => Math.round(value * 100) / 100;

/**
 * Per team of the period's last day (`teamsOfDay`: employee -> team), highest first then by name:
 * every such team (or only `onlyTeams`), 0 for one without activity.
 */
function byTeamOf(rows: FigureDay[], teamsOfDay: ReadonlyMap<string, TeamOfDay>, onlyTeams: readonly string[]) {
  const teams = new Map<string, { team: string; name: string; value: number }>();
  for (const { teamId, name } of teamsOfDay.values())
    if (!teams.has(teamId) && (onlyTeams.length === 0 || onlyTeams.includes(teamId)))
      teams.set(teamId, { ...teamLabel({ teamId, name }), value: 0 });
  for (const row of rows) {
    const teamId = teamsOfDay.get(row.employeeId)?.teamId;
    const team = teamId ? teams.get(teamId) : undefined;
    if (team) team.value += row.value;
  }
  return [...teams.values()]
    .map((team) => ({ ...team, value: rounded(team.value) }))
    .sort((a, b) => b.value - a.value || a.name.localeCompare(b.name));
}

/** What a widget's view needs besides its figure's rows. */
export type WidgetContext = {
  /** Every employee of the project, by name (the `byEmployee` view; a limited widget: its members). */
  team: { id: string; name: string }[];
  /** Every local day of the period. */
  days: string[];
  /** The team of each employee on the period's last day (the `byTeam` view). */
  teamsOfDay: ReadonlyMap<string, TeamOfDay>;
  /** The team ids the widget is limited to (none: every team). */
  teamIds: readonly string[];
};

/**
 * A widget's answer from its figure's rows: the total, and per employee (every one, highest first,
 * then by name), per team, or per day (every day of the period, 0 without activity) as its view asks.
 */
export function widgetData(id: number, widget: DashboardWidgetInput, rows: FigureDay[], context: WidgetContext): DashboardWidgetData {
  const { team, days } = context;
  const total = rounded(rows.reduce((sum, row) => sum + row.value, 0));
  const data: DashboardWidgetData = { id, metric: widget.metric, view: widget.view, total };
  if (widget.view === 'byEmployee') {
    const byEmployee = new Map<string, number>();
    for (const row of rows) byEmployee.set(row.employeeId, (byEmployee.get(row.employeeId) ?? 0) + row.value);
    data.byEmployee = team
      .map((member, order) => ({
        employee: iri('employees', member.id),
        name: member.name,
        value: rounded(byEmployee.get(member.id) ?? 0),
        order,
      }))
      .sort((a, b) => b.value - a.value || a.order - b.order)
      .map(({ employee, name, value }) => ({ employee, name, value }));
  }
  if (widget.view === 'byTeam') data.byTeam = byTeamOf(rows, context.teamsOfDay, context.teamIds);
  if (widget.view === 'byDay') {
    const byDay = new Map<string, number>();
    for (const row of rows) byDay.set(row.day, (byDay.get(row.day) ?? 0) + row.value);
    data.byDay = days.map((date) => ({ date, value: rounded(byDay.get(date) ?? 0) }));
  }
  return data;
}
