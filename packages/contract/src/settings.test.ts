import { describe, expect, it } from 'vitest';
import { isCurrency, isTimeZone, parseWorkHours, settingEntrySchema, settingValue } from './settings';

describe('setting rules', () => {
  it('knows IANA time zones and ISO currencies', () => {
    expect(isTimeZone('Europe/Berlin')).toBe(true);
    expect(isTimeZone('UTC')).toBe(true);
    expect(isTimeZone('Mars/Olympus')).toBe(false);
    expect(isCurrency('USD')).toBe(true);
    expect(isCurrency('XYZW')).toBe(false);
  });

  it('reads work hours only as HH:mm-HH:mm with the start first', () => {
    expect(parseWorkHours('08:00-17:00')).toEqual({ start: '08:00', end: '17:00' });
    expect(parseWorkHours('17:00-08:00')).toBeUndefined();
    expect(parseWorkHours('8:00-17:00')).toBeUndefined();
    expect(parseWorkHours('08:00-17:00-18:00')).toBeUndefined();
  });

  it('validates a value by the rule of its name', () => {
    expect(settingEntrySchema.safeParse({ name: 'gift_shop_enabled', value: '1' }).success).toBe(true);
    const bad = settingEntrySchema.safeParse({ name: 'gift_shop_enabled', value: 'on' });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0]?.message).toBe('must be 0 or 1');
    expect(settingEntrySchema.safeParse({ name: 'nope', value: '1' }).success).toBe(false);
  });

  it('takes a daily call-time target of 1 to 1440 whole minutes', () => {
    for (const value of ['1', '90', '1440']) expect(settingEntrySchema.safeParse({ name: 'call_time_target', value }).success).toBe(true);
    for (const value of ['0', '1441', '30.5', '-5', 'an hour']) {
      const result = settingEntrySchema.safeParse({ name: 'call_time_target', value });
      expect(result.error?.issues[0]?.message).toBe('must be a whole number of minutes from 1 to 1440');
    }
  });

  it('falls back when a setting is missing', () => {
    expect(settingValue([{ name: 'currency', value: 'EUR' }], 'currency', 'USD')).toBe('EUR');
    expect(settingValue([], 'currency', 'USD')).toBe('USD');
  });
});
