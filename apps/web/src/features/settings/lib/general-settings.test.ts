import type { Setting } from '@salespulse/contract/settings';
import { describe, expect, it } from 'vitest';
import {
  composeWorkHours,
  diffSettings,
  generalSettingsSchema,
  toFormValues,
  toSettingValues,
  type GeneralSettingsValues,
} from './general-settings';

const setting = (name: Setting['name'], value: string): Setting => ({
  '@id': `/api/settings/id-${name}`,
  '@type': 'Setting',
  id: `id-${name}`,
  project: '/api/projects/p1',
  name,
  value,
});

const values = (overrides: Partial<GeneralSettingsValues> = {}): GeneralSettingsValues => ({
  name: 'Acme',
  timezone: 'Europe/Berlin',
  language: 'en',
  currency: 'EUR',
  distribution_delay: '',
  distribution_postpone: '',
  away_count_limit: '',
  forecast_negotiation_to_bill: '',
  forecast_bill_to_won: '',
  call_time_target: '',
  workStart: '',
  workEnd: '',
  giftShopEnabled: false,
  ...overrides,
});

describe('diffSettings', () => {
  const stored = [setting('currency', 'USD'), setting('timezone', 'Europe/Berlin'), setting('distribution_delay', '5')];

  it('patches changed settings, posts missing ones and leaves equal ones alone', () => {
    const diff = diffSettings(stored, { currency: 'EUR', timezone: 'Europe/Berlin', away_count_limit: '3' });
    expect(diff.update).toEqual([{ id: 'id-currency', name: 'currency', value: 'EUR' }]);
    expect(diff.create).toEqual([{ name: 'away_count_limit', value: '3' }]);
    expect(diff.remove).toEqual([]);
  });

  it('deletes a stored setting that was emptied and ignores an empty missing one', () => {
    const diff = diffSettings(stored, { distribution_delay: '', forecast_bill_to_won: '' });
    expect(diff.remove).toEqual([{ id: 'id-distribution_delay', name: 'distribution_delay' }]);
    expect(diff.create).toEqual([]);
  });

  it('does not create gift_shop_enabled = 0, which an absent setting already means', () => {
    expect(diffSettings([], { gift_shop_enabled: '0' }).create).toEqual([]);
    expect(diffSettings([], { gift_shop_enabled: '1' }).create).toEqual([{ name: 'gift_shop_enabled', value: '1' }]);
  });

  it('sends nothing when the form was saved unchanged', () => {
    const data = {
      project: {
        '@id': '/api/projects/p1',
        '@type': 'Project' as const,
        id: 'p1',
        name: 'Acme',
        settings: [],
        role: 'OWNER' as const,
        createdAt: '',
      },
      settings: [...stored, setting('work_hours', '09:00-18:00'), setting('gift_shop_enabled', '1')],
      properties: [],
    };
    const diff = diffSettings(data.settings, toSettingValues(toFormValues(data)));
    expect(diff).toEqual({ create: [], update: [], remove: [] });
  });
});

describe('work hours', () => {
  it('joins start and end as HH:mm-HH:mm, or nothing when both are empty', () => {
    expect(composeWorkHours('09:00', '17:30')).toBe('09:00-17:30');
    expect(composeWorkHours('', '')).toBe('');
  });

  it('splits a stored value into the two inputs', () => {
    const data = {
      project: { '@id': '', '@type': 'Project' as const, id: 'p1', name: 'A', settings: [], role: 'OWNER' as const, createdAt: '' },
      settings: [setting('work_hours', '08:30-17:00')],
      properties: [],
    };
    expect(toFormValues(data)).toMatchObject({ workStart: '08:30', workEnd: '17:00' });
  });
});

describe('generalSettingsSchema', () => {
  const issues = (input: GeneralSettingsValues) => {
    const result = generalSettingsSchema.safeParse(input);
    return result.success ? {} : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
  };

  it('accepts valid values and empty optional ones', () => {
    expect(issues(values({ distribution_delay: '15', forecast_bill_to_won: '42.5', workStart: '09:00', workEnd: '18:00' }))).toEqual({});
  });

  it('reports each value outside its rule with the contract message', () => {
    expect(
      issues(
        values({
          distribution_delay: '2000',
          away_count_limit: '1.5',
          forecast_negotiation_to_bill: '101',
          currency: 'XYZ',
          call_time_target: '0',
        }),
      ),
    ).toEqual({
      distribution_delay: 'must be a whole number of minutes from 0 to 1440',
      call_time_target: 'must be a whole number of minutes from 1 to 1440',
      away_count_limit: 'must be a whole number from 0 to 100',
      forecast_negotiation_to_bill: 'must be a percentage from 0 to 100',
      currency: 'must be an ISO 4217 currency code, e.g. USD',
    });
  });

  it('wants both work-hour ends, with the start before the end', () => {
    expect(issues(values({ workStart: '09:00' }))).toEqual({ workEnd: 'required field' });
    expect(issues(values({ workStart: '18:00', workEnd: '09:00' }))).toEqual({
      workEnd: 'the work day must end after it starts',
    });
  });

  it('requires a project name', () => {
    expect(issues(values({ name: '  ' }))).toEqual({ name: 'required field' });
  });
});
