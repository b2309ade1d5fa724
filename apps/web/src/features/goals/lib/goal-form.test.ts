import type { Goal } from '@salespulse/contract/goals';
import { describe, expect, it } from 'vitest';
import {
  buildGoalCreate,
  buildGoalPatch,
  changePeriod,
  changeScope,
  editStateOf,
  fieldOfViolation,
  type GoalFormState,
  initialGoalForm,
  parseTarget,
  snapFrom,
  snapTo,
} from './goal-form';

const project = '/api/projects/p1';
const ann = '/api/employees/ann';
const bob = '/api/employees/bob';
const team = '/api/teams/t1';
const form = (overrides: Partial<GoalFormState> = {}): GoalFormState => ({ ...initialGoalForm('2026-12-03'), target: 100, ...overrides });

describe('the goal form’s dates', () => {
  it('snap the first day to the start of its period and the last to the end of its period', () => {
    expect(snapFrom('week', '2026-12-03')).toBe('2026-11-30'); // a Thursday: its Monday
    expect(snapFrom('month', '2026-12-17')).toBe('2026-12-01');
    expect(snapFrom('quarter', '2027-02-14')).toBe('2027-01-01');
    expect(snapFrom('day', '2026-12-17')).toBe('2026-12-17');
    expect(snapTo('week', '2026-12-03')).toBe('2026-12-06');
    expect(snapTo('month', '2027-02-03')).toBe('2027-02-28');
    expect(snapTo('quarter', '2027-05-10')).toBe('2027-06-30');
  });

  it('starts as this month, one-time, for the project', () => {
    expect(initialGoalForm('2026-12-03')).toMatchObject({ period: 'month', from: '2026-12-01', recurring: false, scope: 'project' });
  });

  it('snaps the start again when the period changes; a custom range never repeats', () => {
    const weekly = changePeriod(form({ from: '2026-12-03', period: 'day' }), 'week');
    expect(weekly.from).toBe('2026-11-30');
    const recurring = changePeriod(form({ recurring: true, to: '2027-02-10' }), 'quarter');
    expect(recurring).toMatchObject({ from: '2026-10-01', to: '2027-03-31', recurring: true });
    const custom = changePeriod(form({ recurring: true, from: '2026-12-01' }), 'custom');
    expect(custom).toMatchObject({ recurring: false, from: '2026-12-01', to: '2026-12-01' });
  });

  it('clears the other scopes’ pickers and the split when the scope changes', () => {
    const next = changeScope(form({ scope: 'team', team, split: 'even', weights: { [ann]: 2 } }), 'employee');
    expect(next).toMatchObject({ scope: 'employee', team: '', split: 'none', weights: {} });
  });
});

describe('the goal form’s payload', () => {
  it('a one-time project goal for a month: its first day, the server derives the end', () => {
    expect(buildGoalCreate(form({ from: '2026-12-01', target: 20_000 }), project).payload).toEqual({
      project,
      metric: 'payments',
      scope: 'project',
      period: 'month',
      recurring: false,
      from: '2026-12-01',
      target: 20_000,
    });
  });

  it('a recurring weekly employee goal with no end sends to: null; with an end, the end of that week', () => {
    const state = form({
      scope: 'employee',
      employee: ann,
      metric: 'calls',
      period: 'week',
      recurring: true,
      from: '2026-12-07',
      target: 250,
    });
    expect(buildGoalCreate(state, project).payload).toEqual({
      project,
      metric: 'calls',
      scope: 'employee',
      employee: ann,
      period: 'week',
      recurring: true,
      from: '2026-12-07',
      to: null,
      target: 250,
    });
    expect(buildGoalCreate({ ...state, to: '2027-01-13' }, project).payload?.to).toBe('2027-01-17');
  });

  it('a team goal split by weight sends a weight for every current member (1 when none was typed)', () => {
    const state = form({ scope: 'team', team, period: 'quarter', from: '2027-01-01', split: 'weighted', weights: { [ann]: 3 } });
    expect(buildGoalCreate(state, project, [ann, bob]).payload).toEqual({
      project,
      metric: 'payments',
      scope: 'team',
      team,
      period: 'quarter',
      recurring: false,
      from: '2027-01-01',
      target: 100,
      split: 'weighted',
      weights: { [ann]: 3, [bob]: 1 },
    });
    expect(buildGoalCreate({ ...state, split: 'even' }, project, [ann, bob]).payload).toMatchObject({ split: 'even' });
    expect(buildGoalCreate({ ...state, split: 'even' }, project, [ann, bob]).payload).not.toHaveProperty('weights');
  });

  it('a custom range sends both days and never repeats', () => {
    const state = form({ period: 'custom', recurring: true, from: '2027-01-12', to: '2027-01-25', metric: 'callMinutes' });
    expect(buildGoalCreate(state, project).payload).toMatchObject({
      period: 'custom',
      recurring: false,
      from: '2027-01-12',
      to: '2027-01-25',
    });
  });

  it('says what to fix before it sends anything', () => {
    expect(buildGoalCreate(form({ scope: 'employee', target: null }), project).errors).toEqual({
      employee: 'Choose an employee',
      target: 'Enter a target greater than 0',
    });
    expect(buildGoalCreate(form({ scope: 'team', target: 0 }), project).errors).toMatchObject({ team: 'Choose a team' });
    expect(buildGoalCreate(form({ period: 'custom', from: '2027-01-12', to: '2027-01-02' }), project).errors).toEqual({
      to: 'The end must not come before the start',
    });
    expect(buildGoalCreate(form({ period: 'custom', from: '2027-01-01', to: '2028-01-02' }), project).errors).toEqual({
      to: 'A range covers at most 366 days',
    });
    expect(buildGoalCreate(form({ period: 'custom', from: '2027-01-01', to: '2028-01-01' }), project).errors).toBeUndefined();
    const weighted = form({ scope: 'team', team, split: 'weighted', weights: { [ann]: 0, [bob]: 0 } });
    expect(buildGoalCreate(weighted, project, [ann, bob]).errors).toEqual({ weights: 'At least one member needs a weight above 0' });
    expect(buildGoalCreate({ ...weighted, weights: { [ann]: Number.NaN } }, project, [ann]).errors).toEqual({
      weights: 'Each weight must be between 0 and 1000',
    });
  });
});

const goal = (overrides: Partial<Goal> = {}): Goal => ({
  '@id': '/api/goals/g1',
  '@type': 'Goal',
  id: '00000000-0000-4000-8000-000000000001',
  project,
  metric: 'payments',
  scope: 'team',
  employee: null,
  team,
  period: 'month',
  recurring: true,
  from: '2026-12-01',
  to: null,
  target: 20_000,
  split: 'none',
  weights: {},
  createdAt: '',
  updatedAt: '',
  ...overrides,
});

describe('the edit dialog’s merge-patch', () => {
  it('holds only what changed', () => {
    const g = goal();
    expect(buildGoalPatch(g, editStateOf(g), [ann, bob]).patch).toEqual({});
    expect(buildGoalPatch(g, { ...editStateOf(g), target: 25_000 }, [ann, bob]).patch).toEqual({ target: 25_000 });
    expect(buildGoalPatch(g, { ...editStateOf(g), to: '2027-03-05' }, [ann, bob]).patch).toEqual({ to: '2027-03-31' });
    expect(buildGoalPatch(goal({ to: '2027-03-31' }), { ...editStateOf(goal({ to: '2027-03-31' })), to: '' }).patch).toEqual({ to: null });
  });

  it('sends the split and every member’s weight when it becomes weighted', () => {
    const g = goal();
    expect(buildGoalPatch(g, { ...editStateOf(g), split: 'weighted', weights: { [bob]: 2 } }, [ann, bob]).patch).toEqual({
      split: 'weighted',
      weights: { [ann]: 1, [bob]: 2 },
    });
    const weighted = goal({ split: 'weighted', weights: { [ann]: 1, [bob]: 2 } });
    expect(buildGoalPatch(weighted, editStateOf(weighted), [ann, bob]).patch).toEqual({});
    expect(buildGoalPatch(weighted, { ...editStateOf(weighted), weights: { [ann]: 4, [bob]: 2 } }, [ann, bob]).patch).toEqual({
      weights: { [ann]: 4, [bob]: 2 },
    });
  });

  it('does not touch the end of a one-time goal', () => {
    const once = goal({ recurring: false, to: '2026-12-31', scope: 'project', team: null });
    expect(buildGoalPatch(once, { ...editStateOf(once), to: '' }).patch).toEqual({});
  });
});

describe('server violations', () => {
  it('land on the field they name', () => {
    expect(fieldOfViolation('target')).toBe('target');
    expect(fieldOfViolation('weights./api/employees/1')).toBe('weights');
    expect(fieldOfViolation('weights[/api/employees/1]')).toBe('weights');
    expect(fieldOfViolation('project')).toBeUndefined();
  });
});

describe('the typed target', () => {
  it('is null while the field is empty and a number otherwise', () => {
    expect(parseTarget('')).toBeNull();
    expect(parseTarget('  ')).toBeNull();
    expect(parseTarget('12.5')).toBe(12.5);
    expect(parseTarget('0')).toBe(0);
  });
});
