import { hasPermission, type Permission, type Role } from '@salespulse/contract/permissions';
import type { ProjectSettings } from '@/shared/session/use-project-settings';
import {
  IconBook,
  IconBox,
  IconCard,
  IconGift,
  IconLayout,
  IconMapping,
  IconPhone,
  IconPlug,
  IconPulse,
  IconSettings,
  IconShuffle,
  IconSliders,
  IconTimer,
  IconUsers,
  type IconComponent,
} from '@/shared/ui/icons';

export type NavItem = {
  /** i18n key (namespace common) of the label. */
  labelKey: string;
  /** A label that is data, not a string of the catalogue (a custom board's name); wins over labelKey. */
  label?: string;
  path: string;
  icon: IconComponent;
  permission?: Permission;
  /** The item needs this project setting value too. */
  setting?: { name: string; value: string };
  /** Shows a dot, e.g. pending gift requests. */
  indicator?: boolean;
  /** i18n key (namespace common) of what the dot means, for screen readers and the tooltip. */
  indicatorLabelKey?: string;
};

export type NavGroup = 'menu' | 'settings';

export const menuItems: readonly NavItem[] = [
  { labelKey: 'nav.items.pulse', path: '/sales-pulse', icon: IconPulse },
  { labelKey: 'nav.items.callBoard', path: '/call-board', icon: IconPhone },
  { labelKey: 'nav.items.managers', path: '/managers', icon: IconUsers },
  { labelKey: 'nav.items.leadProcessing', path: '/lead-processing', icon: IconTimer },
  { labelKey: 'nav.items.distribution', path: '/distribution', icon: IconShuffle, permission: 'distribution.access' },
  {
    labelKey: 'nav.items.giftShop',
    path: '/gift-shop',
    icon: IconGift,
    permission: 'project.access',
    setting: { name: 'gift_shop_enabled', value: '1' },
    indicatorLabelKey: 'nav.indicators.pendingGiftRequests',
  },
];

export const settingsItems: readonly NavItem[] = [
  { labelKey: 'nav.items.generalSettings', path: '/settings/main', icon: IconSettings },
  { labelKey: 'nav.items.employees', path: '/settings/employees', icon: IconUsers },
  { labelKey: 'nav.items.dataProviders', path: '/settings/data-provider', icon: IconPlug },
  { labelKey: 'nav.items.mapping', path: '/settings/data-settings', icon: IconMapping },
  { labelKey: 'nav.items.subscription', path: '/settings/subscription', icon: IconCard },
  { labelKey: 'nav.items.definitions', path: '/settings/definitions', icon: IconBook },
  { labelKey: 'nav.items.products', path: '/settings/product', icon: IconBox },
  { labelKey: 'nav.items.distributionSettings', path: '/settings/distribution-settings', icon: IconSliders },
  { labelKey: 'nav.items.customBoards', path: '/settings/custom-board', icon: IconLayout },
].map((item) => ({ ...item, permission: 'project.settings' as const }));

/** An item shows when the role holds its permission and its project setting has the required value. */
export function visibleItems(
  items: readonly NavItem[],
  role: Role | null,
  settings: ProjectSettings | undefined,
): NavItem[] {
  return items.filter(
    (item) =>
      (!item.permission || hasPermission(role, item.permission)) &&
      (!item.setting || settings?.[item.setting.name] === item.setting.value),
  );
}

export function canSwitchGroups(role: Role | null): boolean {
  return hasPermission(role, 'project.settings');
}

export function groupForPath(pathname: string): NavGroup {
  return pathname === '/settings' || pathname.startsWith('/settings/') ? 'settings' : 'menu';
}
