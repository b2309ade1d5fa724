import { describe, expect, it } from 'vitest';
import { catalogue, loadCatalogue } from './catalogue';
import { translate } from './translate';

describe('catalogue', () => {
  it('has one namespace per locales/en/*.json file once loaded', async () => {
    await loadCatalogue();
    // The folder is the source of truth, so a feature that adds a file cannot break this test by
    // forgetting to list it, while a file the loader misses still fails it.
    const files = Object.keys(import.meta.glob('./locales/en/*.json'));
    const namespaces = files.map((path) => path.slice(path.lastIndexOf('/') + 1, -'.json'.length)).sort();
    expect(namespaces).toContain('billing');
    expect(Object.keys(catalogue).sort()).toEqual(namespaces);
  });

  it('serves the real strings, plurals included', () => {
    expect(translate('common', 'actions.cancel')).toBe('Cancel');
    expect(translate('settings', 'employees.total', { count: 1 })).toBe('1 employee');
    expect(translate('settings', 'employees.total', { count: 12 })).toBe('12 employees');
    expect(translate('auth', 'newPassword.subtitle', { min: 8 })).toBe('Choose a password of at least 8 characters');
  });
});
