import type { Role } from '@salespulse/contract/permissions';
import { gatesOf, isGateOpen, isPathUnder } from '@/shared/routes/route-access';
import { routeTable, type NavEntry, type NavGroup, type RouteGate, type RouteName } from '@/shared/routes/route-table';
import type { ProjectSettings } from '@/shared/session/use-project-settings';
import type { IconComponent } from '@/shared/ui/icons';
import { navIcons } from './nav-icons';

export type { NavGroup };

export type NavItem = {
  /** i18n key (namespace common) of the label. */
  labelKey: string;
  /** A label that is data, not a string of the catalogue (a custom board's name); wins over labelKey. */
  label?: string;
  path: string;
  icon: IconComponent;
  /** What the route sits behind; the item shows only when every gate is open. */
  gates?: readonly RouteGate[];
  /** Shows a dot, e.g. pending gift requests. */
  indicator?: boolean;
  /** i18n key (namespace common) of what the dot means, for screen readers and the tooltip. */
  indicatorLabelKey?: string;
};

function navItemsOf(group: NavGroup): NavItem[] {
  return (Object.entries(routeTable) as [RouteName, (typeof routeTable)[RouteName]][])
    .flatMap(([name, entry]): { name: RouteName; pattern: string; nav: NavEntry }[] =>
      'nav' in entry && entry.nav.group === group ? [{ name, pattern: entry.pattern, nav: entry.nav }] : [],
    )
    .sort((a, b) => a.nav.order - b.nav.order)
    .map(({ name, pattern, nav }) => ({
      labelKey: nav.labelKey,
      path: pattern,
      icon: navIcons[nav.icon],
      gates: gatesOf(name),
      ...(nav.indicatorLabelKey ? { indicatorLabelKey: nav.indicatorLabelKey } : {}),
    }));
}

export const menuItems: readonly NavItem[] = navItemsOf('menu');

export const settingsItems: readonly NavItem[] = navItemsOf('settings');

/** An item shows when the role holds its permissions and its project settings have the required values. */
export function visibleItems(items: readonly NavItem[], role: Role | null, settings: ProjectSettings | undefined): NavItem[] {
  return items.filter((item) => (item.gates ?? []).every((gate) => isGateOpen(gate, role, settings)));
}

/** The settings group is for whoever may open the settings area. */
export function canSwitchGroups(role: Role | null): boolean {
  return gatesOf('settings').every((gate) => isGateOpen(gate, role, undefined));
}

export function groupForPath(pathname: string): NavGroup {
  return isPathUnder(pathname, 'settings') ? 'settings' : 'menu';
}
