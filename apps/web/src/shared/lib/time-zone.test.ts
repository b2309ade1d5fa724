import { describe, expect, it } from 'vitest';
import { browserZone, settingZone } from './time-zone';

describe('settingZone', () => {
  it('names the zone the setting holds, without the spaces a form may have kept', () => {
    expect(settingZone(' Europe/Berlin ')).toBe('Europe/Berlin');
  });

  it('names none for an unset or blank setting, so the caller falls back to the browser', () => {
    expect(settingZone(undefined)).toBeUndefined();
    expect(settingZone('   ')).toBeUndefined();
  });
});

describe('browserZone', () => {
  it('is the zone the runtime resolves dates in', () => {
    expect(browserZone()).toBe(new Intl.DateTimeFormat().resolvedOptions().timeZone);
  });
});
