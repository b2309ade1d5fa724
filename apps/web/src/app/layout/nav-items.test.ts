import { describe, expect, it } from 'vitest';
import { IconPulse } from '@/shared/ui/icons';
import { canSwitchGroups, groupForPath, menuItems, settingsItems, visibleItems, type NavItem } from './nav-items';

const paths = (items: NavItem[]) => items.map((item) => item.path);

describe('visibleItems', () => {
  it('hides distribution from representatives and shows it to admins', () => {
    expect(paths(visibleItems(menuItems, 'REPRESENTATIVE', undefined))).toEqual([
      '/sales-pulse',
      '/call-board',
      '/managers',
      '/lead-processing',
    ]);
    expect(paths(visibleItems(menuItems, 'ADMIN', undefined))).toContain('/distribution');
  });

  it('shows the gift shop only when gift_shop_enabled is 1', () => {
    expect(paths(visibleItems(menuItems, 'REPRESENTATIVE', undefined))).not.toContain('/gift-shop');
    expect(paths(visibleItems(menuItems, 'REPRESENTATIVE', { gift_shop_enabled: '0' }))).not.toContain('/gift-shop');
    expect(paths(visibleItems(menuItems, 'REPRESENTATIVE', { gift_shop_enabled: '1' }))).toContain('/gift-shop');
  });

  it('shows nothing permission-bound while the role is unknown', () => {
    expect(paths(visibleItems(menuItems, null, { gift_shop_enabled: '1' }))).not.toContain('/gift-shop');
    expect(visibleItems(settingsItems, null, undefined)).toEqual([]);
  });

  it('gives the settings group to admins and owners only', () => {
    expect(visibleItems(settingsItems, 'OWNER', undefined)).toHaveLength(11);
    expect(paths(visibleItems(settingsItems, 'ADMIN', undefined)).slice(0, 5)).toEqual([
      '/settings/main',
      '/settings/employees',
      '/settings/teams',
      '/settings/goals',
      '/settings/data-provider',
    ]);
    expect(visibleItems(settingsItems, 'REPRESENTATIVE', undefined)).toEqual([]);
    expect(canSwitchGroups('ADMIN')).toBe(true);
    expect(canSwitchGroups('REPRESENTATIVE')).toBe(false);
    expect(canSwitchGroups(null)).toBe(false);
  });

  it('keeps items without permission or setting for everyone', () => {
    const item: NavItem = { labelKey: 'x', path: '/x', icon: IconPulse };
    expect(visibleItems([item], null, undefined)).toEqual([item]);
  });
});

describe('groupForPath', () => {
  it('preselects the group of the current path', () => {
    expect(groupForPath('/settings/employees')).toBe('settings');
    expect(groupForPath('/settings')).toBe('settings');
    expect(groupForPath('/sales-pulse')).toBe('menu');
    expect(groupForPath('/settingsx')).toBe('menu');
  });
});
