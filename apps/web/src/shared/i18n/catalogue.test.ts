import { describe, expect, it } from 'vitest';
import { catalogue, loadCatalogue } from './catalogue';
import { translate } from './translate';

describe('catalogue', () => {
  it('has one namespace per locales/en/*.json file once loaded', async () => {
    await loadCatalogue();
    expect(Object.keys(catalogue).sort()).toEqual(['analytics', 'auth', 'calendar', 'calls-board', 'common', 'dashboards', 'data-providers', 'definitions', 'distribution', 'gift-catalogue', 'gift-requests', 'invitations', 'lead-processing', 'live', 'managers', 'mapping', 'points', 'products', 'profile', 'projects', 'pulse', 'settings']);
  });

  it('serves the real strings, plurals included', () => {
    expect(translate('common', 'actions.cancel')).toBe('Cancel');
    expect(translate('settings', 'employees.total', { count: 1 })).toBe('1 employee');
    expect(translate('settings', 'employees.total', { count: 12 })).toBe('12 employees');
    expect(translate('auth', 'newPassword.subtitle', { min: 8 })).toBe('Choose a password of at least 8 characters');
  });
});
