import { daysBetween } from '@salespulse/contract/time';
import {
  GOAL_CUSTOM_DAYS_MAX,
  GOAL_TARGET_MAX,
  GOAL_WEIGHT_MAX,
  type Goal,
  type GoalCreate,
  type GoalMetric,
  type GoalPatch,
  type GoalPeriod,
  type GoalScope,
  type GoalSplit,
  periodEnd,
  periodStart,
} from '@salespulse/contract/goals';
import { GOALS_NS } from '@/shared/analytics/goals';
import { translate } from '@/shared/i18n/translate';

/** What the "New goal" dialog holds; dates are YYYY-MM-DD, already snapped to their period. */
export type GoalFormState = {
  metric: GoalMetric;
  scope: GoalScope;
  /** Employee IRI (scope employee), '' while none is picked. */
  employee: string;
  /** Team IRI (scope team), '' while none is picked. */
  team: string;
  period: GoalPeriod;
  recurring: boolean;
  /** The first day of the (first) period. */
  from: string;
  /** Recurring: the last period's last day, '' for no end. Custom: the range's last day. Otherwise unused. */
  to: string;
  target: number | null;
  split: GoalSplit;
  /** Employee IRI to weight (split weighted). */
  weights: Record<string, number>;
};

/** A field of the form a message can sit under (the server's propertyPath maps to one). */
export type GoalField = 'metric' | 'scope' | 'employee' | 'team' | 'period' | 'from' | 'to' | 'target' | 'split' | 'weights';
export type GoalFormErrors = Partial<Record<GoalField, string>>;

const message = (key: string, values?: Record<string, string | number>) => translate(GOALS_NS, `form.errors.${key}`, values);

/** A new goal: this month's, for the whole project, one-time. */
export function initialGoalForm(today: string): GoalFormState {
  return {
    metric: 'payments',
    scope: 'project',
    employee: '',
    team: '',
    period: 'month',
    recurring: false,
    from: periodStart('month', today),
    to: '',
    target: null,
    split: 'none',
    weights: {},
  };
}

/** The first day of the period holding `day` (custom ranges start where they are picked). */
export function snapFrom(period: GoalPeriod, day: string): string {
  return periodStart(period, day);
}

/** The last day of the period holding `day`: where a recurring goal may end. */
export function snapTo(period: GoalPeriod, day: string): string {
  return periodEnd(period, periodStart(period, day));
}

/** Another period kind: `from` snaps to its start, a custom range never repeats, and its end is cleared or snapped. */
export function changePeriod(state: GoalFormState, period: GoalPeriod): GoalFormState {
  const from = snapFrom(period, state.from);
  if (period === 'custom') return { ...state, period, recurring: false, from, to: state.to && state.to >= from ? state.to : from };
  return { ...state, period, from, to: state.recurring && state.to ? snapTo(period, state.to) : '' };
}

/** Another scope: the pickers of the other scopes are cleared, and a split only stays on a team goal. */
export function changeScope(state: GoalFormState, scope: GoalScope): GoalFormState {
  return {
    ...state,
    scope,
    employee: scope === 'employee' ? state.employee : '',
    team: scope === 'team' ? state.team : '',
    split: scope === 'team' ? state.split : 'none',
    weights: scope === 'team' ? state.weights : {},
  };
}

/** The weights sent for a weighted split: one per current member (1 when none was typed). */
export function weightsFor(members: readonly string[], weights: Readonly<Record<string, number>>): Record<string, number> {
  return Object.fromEntries(members.map((member) => [member, weights[member] ?? 1]));
}

function checkWeights(split: GoalSplit, weights: Record<string, number>, errors: GoalFormErrors): void {
  if (split !== 'weighted') return;
  const values = Object.values(weights);
  if (values.some((weight) => !Number.isFinite(weight) || weight < 0 || weight > GOAL_WEIGHT_MAX)) {
    errors.weights = message('weightRange', { max: GOAL_WEIGHT_MAX });
  } else if (values.length > 0 && values.every((weight) => weight === 0)) errors.weights = message('weightsZero');
}

function checkTarget(target: number | null, errors: GoalFormErrors): void {
  if (target === null || !Number.isFinite(target) || target <= 0) errors.target = message('targetPositive');
  else if (target > GOAL_TARGET_MAX) errors.target = message('targetMax', { max: GOAL_TARGET_MAX.toLocaleString('en') });
}

export type GoalCreateResult = { payload: GoalCreate; errors?: undefined } | { payload?: undefined; errors: GoalFormErrors };

/**
 * The POST /api/goals body for the form, or what to fix first. `members` are the picked team's
 * current members (IRIs), whose weights a weighted split sends.
 */
export function buildGoalCreate(state: GoalFormState, projectIri: string, members: readonly string[] = []): GoalCreateResult {
  const errors: GoalFormErrors = {};
  if (state.scope === 'employee' && !state.employee) errors.employee = message('employeeRequired');
  if (state.scope === 'team' && !state.team) errors.team = message('teamRequired');
  checkTarget(state.target, errors);
  const recurring = state.period !== 'custom' && state.recurring;
  const from = snapFrom(state.period, state.from);
  let to: string | null | undefined;
  if (state.period === 'custom') {
    to = state.to || undefined;
    if (!to) errors.to = message('toRequired');
    else if (to < from) errors.to = message('toBeforeFrom');
    else if (daysBetween(from, to) + 1 > GOAL_CUSTOM_DAYS_MAX) errors.to = message('customTooLong', { max: GOAL_CUSTOM_DAYS_MAX });
  } else if (recurring) {
    to = state.to ? snapTo(state.period, state.to) : null;
    if (to !== null && to < from) errors.to = message('toBeforeFrom');
  }
  const split = state.scope === 'team' ? state.split : 'none';
  const weights = split === 'weighted' ? weightsFor(members, state.weights) : undefined;
  checkWeights(split, weights ?? {}, errors);
  if (Object.keys(errors).length > 0) return { errors };

  const payload: GoalCreate = {
    project: projectIri,
    metric: state.metric,
    scope: state.scope,
    period: state.period,
    recurring,
    from,
    target: state.target!,
  };
  if (state.scope === 'employee') payload.employee = state.employee;
  if (state.scope === 'team') {
    payload.team = state.team;
    payload.split = split;
    if (weights) payload.weights = weights;
  }
  if (to !== undefined) payload.to = to;
  return { payload };
}

/** What the edit dialog holds: the parts of a goal that can change. */
export type GoalEditState = { target: number | null; to: string; split: GoalSplit; weights: Record<string, number> };

export function editStateOf(goal: Goal): GoalEditState {
  return { target: goal.target, to: goal.to ?? '', split: goal.split, weights: { ...goal.weights } };
}

export type GoalPatchResult = { patch: GoalPatch; errors?: undefined } | { patch?: undefined; errors: GoalFormErrors };

/** The merge-patch of what changed (empty when nothing did), or what to fix first. */
export function buildGoalPatch(goal: Goal, state: GoalEditState, members: readonly string[] = []): GoalPatchResult {
  const errors: GoalFormErrors = {};
  checkTarget(state.target, errors);
  const patch: GoalPatch = {};
  if (goal.recurring) {
    const to = state.to ? snapTo(goal.period, state.to) : null;
    if (to !== null && to < goal.from) errors.to = message('toBeforeFrom');
    if (to !== goal.to) patch.to = to;
  }
  if (goal.scope === 'team') {
    const weights = state.split === 'weighted' ? weightsFor(members, state.weights) : undefined;
    checkWeights(state.split, weights ?? {}, errors);
    if (state.split !== goal.split) patch.split = state.split;
    const changed = state.split !== goal.split || JSON.stringify(weights) !== JSON.stringify(weightsFor(members, goal.weights));
    if (weights && changed) patch.weights = weights;
  }
  if (Object.keys(errors).length > 0) return { errors };
  if (state.target !== goal.target) patch.target = state.target!;
  return { patch };
}

/** The form field a server violation belongs to (`weights[/api/employees/1]` under the weights). */
export function fieldOfViolation(propertyPath: string): GoalField | undefined {
  const root = propertyPath.split(/[.[]/)[0] ?? '';
  const fields: readonly GoalField[] = ['metric', 'scope', 'employee', 'team', 'period', 'from', 'to', 'target', 'split', 'weights'];
  return fields.find((field) => field === root);
}

/** The target as typed: null while the field is empty (a number input gives '' for anything unparsable too). */
export function parseTarget(value: string): number | null {
  return value.trim() === '' ? null : Number(value);
}
