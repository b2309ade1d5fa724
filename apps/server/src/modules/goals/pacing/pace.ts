import { GOAL_PACE_TOLERANCE, type GoalPace } from '@salespulse/contract/goals';

export type PaceInput = {
  target: number;
  fact: number;
  /** Working time of the period before now, and in all (any unit, the same for both). */
  elapsed: number;
  total: number;
};

export type Pace = { percent: number; expected: number; pace: GoalPace; projected: number; met: boolean };

const round2 = (value: number) => Math.round(value * 100) / 100;

/**
 * The pacing of docs/analytics.md ("Goals and pacing"): expected = target x elapsed / total;
 * ahead when the fact is at least 5 % over it, behind when at least 5 % under it, else on track
 * (before any working time has passed: ahead with anything done, else on track); projected = the
 * fact at the rate so far over all the working time (the fact itself before any has passed).
 */
export function paceOf({ target, fact, elapsed, total }: PaceInput): Pace {
  const share = total > 0 ? Math.min(Math.max(elapsed / total, 0), 1) : 0;
  const expected = target * share;
  let pace: GoalPace;
  if (expected <= 0) pace = fact > 0 ? 'ahead' : 'on_track';
  else if (fact >= expected * (1 + GOAL_PACE_TOLERANCE)) pace = 'ahead';
  else if (fact <= expected * (1 - GOAL_PACE_TOLERANCE)) pace = 'behind';
  else pace = 'on_track';
  const projected = share > 0 ? fact / share : fact;
  return { percent: round2((fact / target) * 100), expected: round2(expected), pace, projected: round2(projected), met: fact >= target };
}
