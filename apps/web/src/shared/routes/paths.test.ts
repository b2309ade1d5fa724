import { describe, expect, it } from 'vitest';
import { paths } from './paths';
import { isPathUnder, isRouteOpen } from './route-access';

describe('paths', () => {
  it('gives a route without parameters its pattern', () => {
    expect(paths.managers).toBe('/managers');
    expect(paths.generalSettings).toBe('/settings/main');
    expect(paths.giftArchive).toBe('/gift-shop/archive');
  });

  it('fills the parameters of the others', () => {
    expect(paths.distributionEdit({ distributionId: 'd-1' })).toBe('/distribution/d-1');
    expect(paths.dataProviderEdit({ dataProviderId: 'p-1' })).toBe('/settings/data-provider/p-1');
    expect(paths.customBoardEdit({ dashboardId: 'b-1' })).toBe('/settings/custom-board/b-1');
    expect(paths.dashboard({ dashboardId: 'b-1' })).toBe('/dashboard/b-1');
    expect(paths.newPassword({ resetPasswordToken: 't' })).toBe('/auth/reset-password/t');
  });
});

describe('route access', () => {
  it('puts a route behind the gates of the routes enclosing it', () => {
    expect(isRouteOpen('employees', 'ADMIN', undefined)).toBe(true);
    expect(isRouteOpen('employees', 'REPRESENTATIVE', undefined)).toBe(false);
    expect(isRouteOpen('giftArchive', 'OWNER', { gift_shop_enabled: '1' })).toBe(true);
    expect(isRouteOpen('giftArchive', 'OWNER', { gift_shop_enabled: '0' })).toBe(false);
    expect(isRouteOpen('giftArchive', 'REPRESENTATIVE', { gift_shop_enabled: '1' })).toBe(false);
    expect(isRouteOpen('managers', null, undefined)).toBe(true);
  });

  it('tells a path under a route from one that only starts alike', () => {
    expect(isPathUnder('/settings', 'settings')).toBe(true);
    expect(isPathUnder('/settings/employees', 'settings')).toBe(true);
    expect(isPathUnder('/settingsx', 'settings')).toBe(false);
  });
});
