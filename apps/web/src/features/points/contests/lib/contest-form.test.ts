import { beforeAll, describe, expect, it } from 'vitest';
import { loadCatalogue } from '@/shared/i18n/catalogue';
import { translate } from '@/shared/i18n/translate';
import { contestFixture } from '../testing/contest-fixtures';
import { contestFieldOf, contestFormSchema, contestValues, newContestValues, toContestPatch, type ContestFormValues } from './contest-form';

const t = (key: string, values?: Parameters<typeof translate>[2]) => translate('points', key, values);
const today = '2030-03-10';
const messagesOf = (values: ContestFormValues) => {
  const result = contestFormSchema(t, today).safeParse(values);
  return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
};

describe('contest form', () => {
  beforeAll(loadCatalogue);

  it('starts today for a week with three prizes, for everyone', () => {
    expect(newContestValues(today)).toEqual({
      name: '',
      metric: 'successCalls',
      days: { from: '2030-03-10', to: '2030-03-16' },
      prizes: [{ points: 100 }, { points: 60 }, { points: 30 }],
      who: { everyone: true, chosen: [] },
    });
  });

  it('lets a contest count past days but not end in the past, and last at most 366 days', () => {
    const values = { ...newContestValues(today), name: 'Race' };
    expect(messagesOf({ ...values, days: { from: '2030-03-02', to: '2030-03-10' } })).toEqual([]);
    expect(messagesOf({ ...values, days: { from: '2030-03-02', to: '2030-03-09' } })).toEqual([
      'days: The last day must not be in the past',
    ]);
    expect(messagesOf({ ...values, days: { from: '2030-03-10', to: '2031-03-10' } })).toEqual([]);
    expect(messagesOf({ ...values, days: { from: '2030-03-10', to: '2031-03-11' } })).toEqual(['days: A contest lasts at most 366 days']);
  });

  it('wants whole prizes from 1 to 100,000 and somebody to take part', () => {
    const values = { ...newContestValues(today), name: 'Race' };
    expect(messagesOf({ ...values, prizes: [{ points: 100_001 }, { points: null }], who: { everyone: false, chosen: [] } })).toEqual([
      'prizes.0.points: A whole number from 1 to 100,000',
      'prizes.1.points: A whole number from 1 to 100,000',
      'who: Choose at least one employee',
    ]);
  });

  it('patches only what changed', () => {
    const contest = contestFixture(1, { participants: ['/api/employees/a', '/api/employees/b'] });
    const unchanged = contestValues(contest);
    expect(
      toContestPatch(contest, {
        ...unchanged,
        name: unchanged.name,
        prizes: [{ points: 100 }, { points: 60 }, { points: 30 }],
        who: { everyone: false, chosen: ['/api/employees/b', '/api/employees/a'] },
      }),
    ).toEqual({});
    expect(
      toContestPatch(contest, { ...unchanged, days: { ...unchanged.days, to: '2030-01-09' }, who: { everyone: true, chosen: [] } }),
    ).toEqual({ endsOn: '2030-01-09', participants: [] });
  });

  it('puts each server violation under its field', () => {
    expect(['startsOn', 'endsOn', 'name', 'prizes.2', 'participants.4', 'project'].map(contestFieldOf)).toEqual([
      'days',
      'days',
      'name',
      'prizes.2.points',
      'who',
      undefined,
    ]);
  });
});
