import type { Violation } from '@salespulse/contract/common';
import { GOAL_CUSTOM_DAYS_MAX, periodEnd, periodStart, type GoalPeriod, type GoalScope, type GoalSplit } from '@salespulse/contract/goals';
import { daysBetween } from '@salespulse/contract/time';

// The rules of a goal's shape that need no database: its days, its scope's references and its split.
// Each answers the violations it finds (propertyPath and message), empty when the input is fine.

export const OVERLAP_MESSAGE = 'a goal for this metric, scope and period already exists';
export const RECURRING_COPY_MESSAGE = 'a recurring goal already repeats';

const startMessages: Record<Exclude<GoalPeriod, 'day' | 'custom'>, string> = {
  week: 'a weekly goal starts on a Monday',
  month: 'a monthly goal starts on the 1st of a month',
  quarter: 'a quarterly goal starts on January, April, July or October 1st',
};
const endMessages: Record<Exclude<GoalPeriod, 'custom'>, string> = {
  day: 'a daily goal ends on a day',
  week: 'a weekly goal ends on a Sunday',
  month: 'a monthly goal ends on the last day of a month',
  quarter: 'a quarterly goal ends on the last day of a quarter',
};

export type GoalDaysInput = { period: GoalPeriod; recurring: boolean; from: string; to?: string | null };
export type GoalDays = { ok: true; to: string | null } | { ok: false; violations: Violation[] };

/**
 * A goal's days: `from` starts a period of its kind; a one-time goal ends with that period (`to`
 * derived when absent); a recurring one has no end or ends with a later (or the same) period of
 * its kind; a custom range never repeats, has both days and lasts at most GOAL_CUSTOM_DAYS_MAX days.
 * Answers the `to` to store.
 */
export function goalDays({ period, recurring, from, to }: GoalDaysInput): GoalDays {
  const fail = (propertyPath: string, message: string): GoalDays => ({ ok: false, violations: [{ propertyPath, message }] });
  if (period === 'custom') {
    if (recurring) return fail('recurring', 'a custom goal never repeats');
    if (to === undefined || to === null) return fail('to', 'a custom goal needs its last day');
    if (to < from) return fail('to', 'must not be before from');
    if (daysBetween(from, to) + 1 > GOAL_CUSTOM_DAYS_MAX) return fail('to', `a custom goal lasts at most ${GOAL_CUSTOM_DAYS_MAX} days`);
    return { ok: true, to };
  }
  if (period !== 'day' && periodStart(period, from) !== from) return fail('from', startMessages[period]);
  if (!recurring) {
    const end = periodEnd(period, from);
    if (to === undefined || to === null || to === end) return { ok: true, to: end };
    return fail('to', `a one-time goal ends with its period, on ${end}`);
  }
  if (to === undefined || to === null) return { ok: true, to: null };
  if (to < from) return fail('to', 'must not be before from');
  if (periodEnd(period, periodStart(period, to)) !== to) return fail('to', endMessages[period]);
  return { ok: true, to };
}

/** Which reference a scope takes: an employee goal its employee, a team goal its team, a project goal neither. */
export function scopeViolations(scope: GoalScope, refs: { employee?: string | null; team?: string | null }): Violation[] {
  const employee = refs.employee !== undefined && refs.employee !== null;
  const team = refs.team !== undefined && refs.team !== null;
  const violations: Violation[] = [];
  if (scope === 'employee' && !employee) violations.push({ propertyPath: 'employee', message: 'an employee goal needs an employee' });
  if (scope === 'team' && !team) violations.push({ propertyPath: 'team', message: 'a team goal needs a team' });
  if (scope !== 'employee' && employee) violations.push({ propertyPath: 'employee', message: 'only an employee goal has an employee' });
  if (scope !== 'team' && team) violations.push({ propertyPath: 'team', message: 'only a team goal has a team' });
  return violations;
}

/**
 * A split belongs to a team goal only; a weighted split needs one weight above 0 (a member without
 * a weight weighs 1 in pacing, but a split that names nobody with weight is a mistake).
 */
export function splitViolations(scope: GoalScope, split: GoalSplit, weights: Readonly<Record<string, number>>): Violation[] {
  const weighted = Object.keys(weights).length > 0;
  if (scope !== 'team') {
    const violations: Violation[] = [];
    if (split !== 'none') violations.push({ propertyPath: 'split', message: 'only a team goal is split' });
    if (weighted) violations.push({ propertyPath: 'weights', message: 'only a team goal is split' });
    return violations;
  }
  if (split === 'weighted' && !Object.values(weights).some((w) => w > 0))
    return [{ propertyPath: 'weights', message: 'a weighted split needs at least one weight above 0' }];
  return [];
}

/** Whether two goals' days share one: `to` null runs without end. */
export function daysOverlap(a: { from: string; to: string | null }, b: { from: string; to: string | null }): boolean {
  return (b.to === null || a.from <= b.to) && (a.to === null || b.from <= a.to);
}
