import type { GoalMetric, GoalPeriod, GoalProgress, GoalScope } from '@salespulse/contract/goals';
import { paceOf } from './pace';
import type { DayTime } from './working-time';

const round2 = (value: number) => Math.round(value * 100) / 100;

/** What a goal's rows share: the goal and the period read. */
export type ProgressOfGoal = { goal: string; metric: GoalMetric; period: GoalPeriod; from: string; to: string };

/** What one row measures: the goal's own scope, or a member's share of a team goal. */
export type ProgressOfScope = {
  shareOf: string | null;
  scope: GoalScope;
  employee: string | null;
  team: string | null;
  target: number;
  fact: number;
  time: DayTime;
};

/**
 * One progress row, its pacing included. Written out field by field: a page holds about a thousand
 * rows, and objects built by spreading were most of the request's CPU time (docs/decisions.md).
 */
export function progressRow(of: ProgressOfGoal, input: ProgressOfScope): GoalProgress {
  const pace = paceOf({ target: input.target, fact: input.fact, elapsed: input.time.elapsed, total: input.time.total });
  return {
    '@type': 'GoalProgress',
    goal: of.goal,
    shareOf: input.shareOf,
    metric: of.metric,
    scope: input.scope,
    employee: input.employee,
    team: input.team,
    period: of.period,
    from: of.from,
    to: of.to,
    // A goal's own target as it was set; a share's is a computed fraction, shown to the cent.
    target: input.shareOf === null ? input.target : round2(input.target),
    fact: round2(input.fact),
    percent: pace.percent,
    expected: pace.expected,
    pace: pace.pace,
    projected: pace.projected,
    elapsedSeconds: Math.round(input.time.elapsed / 1000),
    totalSeconds: Math.round(input.time.total / 1000),
    met: pace.met,
  };
}
