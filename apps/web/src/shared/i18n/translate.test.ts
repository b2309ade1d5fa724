import { afterEach, describe, expect, it, vi } from 'vitest';
import { translate } from './translate';

vi.mock('./catalogue', () => ({
  language: 'en',
  catalogue: {
    common: {
      appName: 'SalesPulse',
      actions: { cancel: 'Cancel' },
      nav: { items: { pulse: 'Pulse' } },
    },
    settings: {
      greeting: 'Hello, {{name}}! You have {{ count }} tasks in {{project}}.',
      total_one: '{{count}} employee',
      total_other: '{{count}} employees',
      onlyPlain: 'Items: {{count}}',
      section: { title: 'Section' },
    },
  },
}));

afterEach(() => {
  vi.restoreAllMocks();
});

describe('translate', () => {
  it('reads a top-level and a nested key of the namespace', () => {
    expect(translate('common', 'appName')).toBe('SalesPulse');
    expect(translate('common', 'actions.cancel')).toBe('Cancel');
    expect(translate('common', 'nav.items.pulse')).toBe('Pulse');
  });

  it('replaces every {{name}} placeholder, tolerating spaces inside the braces', () => {
    expect(translate('settings', 'greeting', { name: 'Anna', count: 3, project: 'Acme' })).toBe('Hello, Anna! You have 3 tasks in Acme.');
  });

  it('does not escape values: React escapes what it renders', () => {
    expect(translate('settings', 'greeting', { name: '<b>&', count: 1, project: '"x"' })).toBe('Hello, <b>&! You have 1 tasks in "x".');
  });

  it('leaves the placeholder of a value that was not passed', () => {
    expect(translate('settings', 'greeting', { name: 'Anna' })).toBe('Hello, Anna! You have {{ count }} tasks in {{project}}.');
  });

  it('picks _one / _other by the English plural rules of count', () => {
    expect(translate('settings', 'total', { count: 1 })).toBe('1 employee');
    expect(translate('settings', 'total', { count: 0 })).toBe('0 employees');
    expect(translate('settings', 'total', { count: 2 })).toBe('2 employees');
    expect(translate('settings', 'total', { count: 1.5 })).toBe('1.5 employees');
  });

  it('uses the plain key when the string has no plural forms', () => {
    expect(translate('settings', 'onlyPlain', { count: 1 })).toBe('Items: 1');
  });

  it('reads another namespace through the ns option or an ns: prefix', () => {
    expect(translate('settings', 'actions.cancel', { ns: 'common' })).toBe('Cancel');
    expect(translate('settings', 'common:actions.cancel')).toBe('Cancel');
    expect(translate('common', 'settings:total', { count: 5 })).toBe('5 employees');
  });

  it('treats a colon that does not name a namespace as part of the key', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(translate('common', 'from: here')).toBe('from: here');
  });

  it('falls back to the key when the string is missing, and warns once per key', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});

    expect(translate('common', 'nav.items.unknown')).toBe('nav.items.unknown');
    expect(translate('common', 'nav.items.unknown')).toBe('nav.items.unknown');
    expect(translate('settings', 'common:missing.key')).toBe('missing.key');
    expect(translate('nowhere', 'appName')).toBe('appName');

    expect(warn).toHaveBeenCalledTimes(3);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('common:nav.items.unknown'));
  });

  it('falls back to the key when the key names a group of strings or a prototype property', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(translate('settings', 'section')).toBe('section');
    expect(translate('settings', 'section.title.more')).toBe('section.title.more');
    expect(translate('common', 'toString')).toBe('toString');
    expect(translate('common', 'actions.constructor')).toBe('actions.constructor');
  });
});
