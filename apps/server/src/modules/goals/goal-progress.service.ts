import { periodOf, type GoalMetric, type GoalProgress, type GoalProgressQuery, type GoalScope } from '@salespulse/contract/goals';
import type { HydraCollection } from '@salespulse/contract/common';
import { hasPermission } from '@salespulse/contract/permissions';
import { parseWorkHours } from '@salespulse/contract/settings';
import type { ProjectAccess } from '../../access/project-access';
import type { Database } from '../../db/database';
import type { GoalRow } from '../../db/schema/goals';
import type { Caller } from '../../lib/caller';
import { hydraCollection } from '../../lib/hydra';
import { parseRef } from '../../lib/iri';
import { systemClock, type Clock } from '../../lib/time/clock';
import { zoneOf } from '../../lib/time/zone';
import { figuresByEmployeeDay, type DayFigure } from '../analytics';
import { createGoalProgressRepository } from './goal-progress.repository';
import { progressRow } from './pacing/progress-row';
import { teamMembersIn, teamMembersOn, teamOfOn, type MemberDays, type Stretch } from './pacing/scope-members';
import { employeePattern, patternKey, projectPattern, type WorkPattern } from './pacing/work-pattern';
import type { DayTime } from './pacing/working-time';
import { createWorkingTimeCalendar } from './pacing/working-time-calendar';

const employeeIri = (id: string) => `/api/employees/${id}`;
const teamIri = (id: string) => `/api/teams/${id}`;
const goalIri = (id: string) => `/api/goals/${id}`;

type Period = { from: string; to: string };
/** Facts by metric, employee and local day. */
type Facts = Map<GoalMetric, Map<string, Map<string, number>>>;

/** The period of a goal that holds `day` (a custom goal has one: its own days). */
export function goalPeriodOn(goal: Pick<GoalRow, 'period' | 'fromDay' | 'toDay'>, day: string): Period {
  if (goal.period === 'custom') return { from: goal.fromDay, to: goal.toDay ?? goal.fromDay };
  return periodOf(goal.period, day);
}

function byEmployeeDay(rows: readonly { employeeId: string; day: string; value: number }[]): Map<string, Map<string, number>> {
  const map = new Map<string, Map<string, number>>();
  for (const row of rows) {
    let days = map.get(row.employeeId);
    if (!days) map.set(row.employeeId, (days = new Map()));
    days.set(row.day, (days.get(row.day) ?? 0) + row.value);
  }
  return map;
}

function factOf(facts: Facts, metric: GoalMetric, members: readonly MemberDays[]): number {
  const byEmployee = facts.get(metric);
  let sum = 0;
  for (const member of members) {
    for (const [day, value] of byEmployee?.get(member.employeeId) ?? []) if (day >= member.from && day <= member.to) sum += value;
  }
  return sum;
}

/**
 * Goal progress: each goal's period holding the day asked about, its fact from the day rollups, and
 * its pacing over the scope's working time (docs/analytics.md, "Goals and pacing").
 */
export function createGoalProgressService(deps: { db: Database; access: ProjectAccess; clock?: Clock }) {
  const repo = createGoalProgressRepository(deps.db);
  const clock = deps.clock ?? systemClock;

  async function readFacts(projectId: string, timeZone: string, metrics: readonly GoalMetric[], range: Period): Promise<Facts> {
    const facts: Facts = new Map();
    const rollupMetrics = metrics.filter((m): m is DayFigure => m !== 'points');
    const [figures, points] = await Promise.all([
      rollupMetrics.length ? figuresByEmployeeDay(deps.db, projectId, rollupMetrics, range.from, range.to) : Promise.resolve(new Map()),
      metrics.includes('points') ? repo.pointsByEmployeeDay(projectId, timeZone, range.from, range.to) : Promise.resolve([]),
    ]);
    for (const metric of rollupMetrics) facts.set(metric, byEmployeeDay(figures.get(metric) ?? []));
    if (metrics.includes('points')) facts.set('points', byEmployeeDay(points));
    return facts;
  }

  /**
   * Every goal's progress on `date` (default today) in the project, shares included, for no
   * caller in particular: the endpoint filters it by what the caller may see. `goals` narrows to
   * the goals a reader shows (only their facts are read), `shares: false` leaves out split shares,
   * and `atMostToday` reads a later `date` as today.
   */
  async function compute(
    projectId: string,
    date: string | undefined,
    filter: {
      metrics?: readonly GoalMetric[];
      scopes?: readonly GoalScope[];
      goals?: (goal: Pick<GoalRow, 'metric' | 'scope' | 'teamId'>) => boolean;
      shares?: boolean;
      atMostToday?: boolean;
    } = {},
  ): Promise<{ rows: GoalProgress[]; stretches: Stretch[]; today: string }> {
    const [calendar, employees] = await Promise.all([repo.calendar(projectId), repo.employees(projectId)]);
    const zone = zoneOf(calendar.timeZone);
    const nowMs = clock().getTime();
    const today = zone.local(nowMs).date;
    const day = date === undefined || (filter.atMostToday && date > today) ? today : date;

    const goals = (await repo.goalsOn(projectId, day)).filter(
      (g) =>
        (!filter.metrics || filter.metrics.includes(g.metric)) &&
        (!filter.scopes || filter.scopes.includes(g.scope)) &&
        (!filter.goals || filter.goals(g)),
    );
    // Most goals share a handful of periods (this month, this week): each is worked out once.
    const periodsByKind = new Map<string, Period>();
    const periodOfGoal = (goal: GoalRow): Period => {
      if (goal.period === 'custom') return goalPeriodOn(goal, day);
      let period = periodsByKind.get(goal.period);
      if (!period) periodsByKind.set(goal.period, (period = goalPeriodOn(goal, day)));
      return period;
    };
    const periods = new Map(goals.map((g) => [g.id, periodOfGoal(g)]));
    const range = [...periods.values()].reduce<Period | null>(
      (all, p) => (all ? { from: p.from < all.from ? p.from : all.from, to: p.to > all.to ? p.to : all.to } : { ...p }),
      null,
    );
    if (!range) return { rows: [], stretches: [], today };

    const [stretches, facts] = await Promise.all([
      repo.stretches(projectId, range.from < today ? range.from : today, range.to > today ? range.to : today),
      readFacts(projectId, calendar.timeZone, [...new Set(goals.map((g) => g.metric))], range),
    ]);

    const project = projectPattern(parseWorkHours(calendar.workHours ?? '') ?? null);
    const byKey = new Map<string, WorkPattern>([['', project]]);
    const patterns = new Map<string, { pattern: WorkPattern; key: string }>();
    for (const employee of employees) {
      const key = patternKey(employee.schedules);
      let pattern = byKey.get(key);
      if (!pattern) byKey.set(key, (pattern = employeePattern(employee.schedules, project)));
      patterns.set(employee.id, { pattern, key });
    }
    const calendarTime = createWorkingTimeCalendar(zone, nowMs);
    const timeOf = (members: readonly MemberDays[], period: Period): DayTime => {
      const sum: DayTime = { total: 0, elapsed: 0 };
      for (const member of members) {
        const { pattern, key } = patterns.get(member.employeeId) ?? { pattern: project, key: '' };
        const time = calendarTime.timeOf(pattern, key, period, member.from, member.to);
        sum.total += time.total;
        sum.elapsed += time.elapsed;
      }
      // A scope with no working time of its own (a team without members, nobody with hours): the project's calendar.
      return sum.total > 0 ? sum : calendarTime.timeOf(project, '', period, period.from, period.to);
    };

    const activeIds = employees.filter((e) => e.status === 'active').map((e) => e.id);
    const everyone = employees.map((e) => e.id);
    const wholeOf = (ids: readonly string[], period: Period): MemberDays[] =>
      ids.map((employeeId) => ({ employeeId, from: period.from, to: period.to }));
    const rows: GoalProgress[] = [];
    for (const goal of goals) {
      const period = periods.get(goal.id)!;
      const members =
        goal.scope === 'employee'
          ? wholeOf([goal.employeeId!], period)
          : goal.scope === 'team'
            ? teamMembersIn(stretches, goal.teamId!, period)
            : null;
      const time = timeOf(members ?? wholeOf(activeIds, period), period);
      const fact = factOf(facts, goal.metric, members ?? wholeOf(everyone, period));
      const row = {
        goal: goalIri(goal.id),
        metric: goal.metric,
        period: goal.period,
        from: period.from,
        to: period.to,
      };
      rows.push(
        progressRow(row, {
          shareOf: null,
          scope: goal.scope,
          employee: goal.employeeId ? employeeIri(goal.employeeId) : null,
          team: goal.teamId ? teamIri(goal.teamId) : null,
          target: goal.target,
          fact,
          time,
        }),
      );
      if (goal.scope !== 'team' || goal.split === 'none' || filter.shares === false) continue;
      // A split team goal: each member on the day read (or the period's last day, for a past one) gets a share.
      const shareDay = day > period.to ? period.to : day < period.from ? period.from : day;
      const sharers = teamMembersOn(stretches, goal.teamId!, shareDay);
      const weightOf = (id: string) => (goal.split === 'even' ? 1 : (goal.weights[id] ?? 1));
      const weightSum = sharers.reduce((sum, id) => sum + weightOf(id), 0);
      for (const employeeId of sharers) {
        if (weightSum <= 0) break;
        const target = (goal.target * weightOf(employeeId)) / weightSum;
        if (target <= 0) continue;
        const own = members!.filter((m) => m.employeeId === employeeId);
        rows.push(
          progressRow(row, {
            shareOf: row.goal,
            scope: 'employee',
            employee: employeeIri(employeeId),
            team: teamIri(goal.teamId!),
            target,
            fact: factOf(facts, goal.metric, own),
            time: timeOf(own, period),
          }),
        );
      }
    }

    return { rows, stretches, today };
  }

  return {
    compute,

    async progress(caller: Caller, projectId: string, query: GoalProgressQuery): Promise<HydraCollection<GoalProgress>> {
      const membership = await deps.access.require(caller, projectId, 'project.access');
      const teamFilter = query['team[]']?.map((ref, i) => parseRef(ref, 'teams', `team[${i}]`));
      const employeeFilter = query['employee[]']?.map((ref, i) => parseRef(ref, 'employees', `employee[${i}]`));
      const { rows, stretches, today } = await compute(projectId, query.date, { metrics: query['metric[]'], scopes: query['scope[]'] });
      // A representative sees the project's goals, their own and their team's (the team they are in today).
      const seesAll = hasPermission(membership.role, 'project.settings');
      const myTeam = teamOfOn(stretches, membership.employeeId, today);
      const mine = (id: string | null) => id === employeeIri(membership.employeeId);
      const visible = rows.filter((row) => {
        if (!seesAll) {
          const allowed =
            row.scope === 'project' || mine(row.employee) || (row.scope === 'team' && myTeam !== null && row.team === teamIri(myTeam));
          if (!allowed) return false;
        }
        if (teamFilter && !(row.team && teamFilter.some((id) => row.team === teamIri(id)))) return false;
        // employee[]: those employees' goals and shares, and the goals of the teams they are in today.
        if (
          employeeFilter &&
          !employeeFilter.some(
            (id) =>
              row.employee === employeeIri(id) || (row.scope === 'team' && row.team === teamIri(teamOfOn(stretches, id, today) ?? '')),
          )
        )
          return false;
        return true;
      });
      const start = (query.page - 1) * query.itemsPerPage;
      return hydraCollection(`/api/projects/${projectId}/goal_progress`, visible.slice(start, start + query.itemsPerPage), visible.length);
    },
  };
}

export type GoalProgressService = ReturnType<typeof createGoalProgressService>;
