import { describe, expect, it } from 'vitest';
import { daysOverlap, goalDays, scopeViolations, splitViolations } from './goal-rules';

const violation = (propertyPath: string, message: string) => ({ ok: false, violations: [{ propertyPath, message }] });

describe('goalDays', () => {
  it('wants a period kind’s first day as from', () => {
    expect(goalDays({ period: 'week', recurring: true, from: '2026-12-01' })).toEqual(
      violation('from', 'a weekly goal starts on a Monday'),
    );
    expect(goalDays({ period: 'week', recurring: true, from: '2026-11-30' })).toEqual({ ok: true, to: null });
    expect(goalDays({ period: 'month', recurring: false, from: '2026-12-02' })).toEqual(
      violation('from', 'a monthly goal starts on the 1st of a month'),
    );
    expect(goalDays({ period: 'quarter', recurring: false, from: '2026-02-01' })).toEqual(
      violation('from', 'a quarterly goal starts on January, April, July or October 1st'),
    );
    expect(goalDays({ period: 'quarter', recurring: false, from: '2026-10-01' })).toEqual({ ok: true, to: '2026-12-31' });
    expect(goalDays({ period: 'day', recurring: false, from: '2026-12-03' })).toEqual({ ok: true, to: '2026-12-03' });
  });

  it('derives a one-time goal’s end, and accepts only that end', () => {
    expect(goalDays({ period: 'month', recurring: false, from: '2026-02-01', to: null })).toEqual({ ok: true, to: '2026-02-28' });
    expect(goalDays({ period: 'month', recurring: false, from: '2026-02-01', to: '2026-02-28' })).toEqual({ ok: true, to: '2026-02-28' });
    expect(goalDays({ period: 'month', recurring: false, from: '2026-02-01', to: '2026-03-31' })).toEqual(
      violation('to', 'a one-time goal ends with its period, on 2026-02-28'),
    );
    expect(goalDays({ period: 'day', recurring: false, from: '2026-02-01', to: '2026-02-02' })).toEqual(
      violation('to', 'a one-time goal ends with its period, on 2026-02-01'),
    );
  });

  it('lets a recurring goal run without end or end with a later period of its kind', () => {
    expect(goalDays({ period: 'month', recurring: true, from: '2026-01-01', to: '2026-06-30' })).toEqual({ ok: true, to: '2026-06-30' });
    expect(goalDays({ period: 'month', recurring: true, from: '2026-01-01', to: '2026-01-31' })).toEqual({ ok: true, to: '2026-01-31' });
    expect(goalDays({ period: 'month', recurring: true, from: '2026-01-01', to: '2026-06-29' })).toEqual(
      violation('to', 'a monthly goal ends on the last day of a month'),
    );
    expect(goalDays({ period: 'week', recurring: true, from: '2026-11-30', to: '2026-12-12' })).toEqual(
      violation('to', 'a weekly goal ends on a Sunday'),
    );
    expect(goalDays({ period: 'week', recurring: true, from: '2026-11-30', to: '2026-12-13' })).toEqual({ ok: true, to: '2026-12-13' });
    expect(goalDays({ period: 'quarter', recurring: true, from: '2026-04-01', to: '2026-03-31' })).toEqual(
      violation('to', 'must not be before from'),
    );
    expect(goalDays({ period: 'quarter', recurring: true, from: '2026-04-01', to: '2026-08-31' })).toEqual(
      violation('to', 'a quarterly goal ends on the last day of a quarter'),
    );
    expect(goalDays({ period: 'day', recurring: true, from: '2026-04-01', to: '2026-04-09' })).toEqual({ ok: true, to: '2026-04-09' });
  });

  it('keeps a custom range once, with both days, in order, at most 366 days', () => {
    expect(goalDays({ period: 'custom', recurring: true, from: '2026-01-05', to: '2026-01-20' })).toEqual(
      violation('recurring', 'a custom goal never repeats'),
    );
    expect(goalDays({ period: 'custom', recurring: false, from: '2026-01-05' })).toEqual(
      violation('to', 'a custom goal needs its last day'),
    );
    expect(goalDays({ period: 'custom', recurring: false, from: '2026-01-05', to: '2026-01-04' })).toEqual(
      violation('to', 'must not be before from'),
    );
    expect(goalDays({ period: 'custom', recurring: false, from: '2026-01-01', to: '2027-01-02' })).toEqual(
      violation('to', 'a custom goal lasts at most 366 days'),
    );
    expect(goalDays({ period: 'custom', recurring: false, from: '2026-01-02', to: '2027-01-02' })).toEqual({ ok: true, to: '2027-01-02' });
    expect(goalDays({ period: 'custom', recurring: false, from: '2026-01-05', to: '2026-01-05' })).toEqual({ ok: true, to: '2026-01-05' });
  });
});

describe('scopeViolations', () => {
  it('asks each scope for its own reference and no other', () => {
    expect(scopeViolations('employee', {})).toEqual([{ propertyPath: 'employee', message: 'an employee goal needs an employee' }]);
    expect(scopeViolations('employee', { employee: '/api/employees/x', team: '/api/teams/y' })).toEqual([
      { propertyPath: 'team', message: 'only a team goal has a team' },
    ]);
    expect(scopeViolations('team', { team: null })).toEqual([{ propertyPath: 'team', message: 'a team goal needs a team' }]);
    expect(scopeViolations('team', { team: '/api/teams/y', employee: '/api/employees/x' })).toEqual([
      { propertyPath: 'employee', message: 'only an employee goal has an employee' },
    ]);
    expect(scopeViolations('project', { employee: null, team: null })).toEqual([]);
    expect(scopeViolations('project', { employee: '/api/employees/x' })).toEqual([
      { propertyPath: 'employee', message: 'only an employee goal has an employee' },
    ]);
    expect(scopeViolations('employee', { employee: '/api/employees/x' })).toEqual([]);
    expect(scopeViolations('team', { team: '/api/teams/y' })).toEqual([]);
  });
});

describe('splitViolations', () => {
  it('splits team goals only, and a weighted split needs a weight above 0', () => {
    expect(splitViolations('employee', 'even', {})).toEqual([{ propertyPath: 'split', message: 'only a team goal is split' }]);
    expect(splitViolations('project', 'none', { a: 1 })).toEqual([{ propertyPath: 'weights', message: 'only a team goal is split' }]);
    expect(splitViolations('employee', 'none', {})).toEqual([]);
    expect(splitViolations('team', 'weighted', { a: 0, b: 0 })).toEqual([
      { propertyPath: 'weights', message: 'a weighted split needs at least one weight above 0' },
    ]);
    expect(splitViolations('team', 'weighted', {})).toHaveLength(1);
    expect(splitViolations('team', 'weighted', { a: 0, b: 2 })).toEqual([]);
    expect(splitViolations('team', 'even', {})).toEqual([]);
  });
});

describe('daysOverlap', () => {
  it('compares both days included, null running without end', () => {
    expect(daysOverlap({ from: '2026-01-01', to: '2026-01-31' }, { from: '2026-01-31', to: '2026-02-28' })).toBe(true);
    expect(daysOverlap({ from: '2026-01-01', to: '2026-01-31' }, { from: '2026-02-01', to: '2026-02-28' })).toBe(false);
    expect(daysOverlap({ from: '2026-03-01', to: null }, { from: '2026-01-01', to: '2026-02-28' })).toBe(false);
    expect(daysOverlap({ from: '2026-03-01', to: null }, { from: '2027-01-01', to: null })).toBe(true);
    expect(daysOverlap({ from: '2026-01-01', to: '2026-12-31' }, { from: '2025-01-01', to: null })).toBe(true);
  });
});
