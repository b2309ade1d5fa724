import { hasPermission, type Role } from '@salespulse/contract/permissions';
import type { ProjectSettings } from '@/shared/session/use-project-settings';
import { routeTable, type RouteGate, type RouteName } from './route-table';

const entries = Object.values(routeTable);

function isUnder(pattern: string, ancestor: string): boolean {
  return pattern === ancestor || pattern.startsWith(`${ancestor}/`);
}

/** The gates a route sits behind: its own and those of every route whose pattern encloses it. */
export function gatesOf(name: RouteName): RouteGate[] {
  const { pattern } = routeTable[name];
  return entries.flatMap((entry) => ('gate' in entry && isUnder(pattern, entry.pattern) ? [entry.gate] : []));
}

/** Open when the role holds the permission and the project setting, if one is named, has its value. */
export function isGateOpen(gate: RouteGate, role: Role | null, settings: ProjectSettings | undefined): boolean {
  return hasPermission(role, gate.permission) && (!gate.setting || settings?.[gate.setting.name] === gate.setting.value);
}

export function isRouteOpen(name: RouteName, role: Role | null, settings: ProjectSettings | undefined): boolean {
  return gatesOf(name).every((gate) => isGateOpen(gate, role, settings));
}

/** Whether a pathname is the route's own or one under it (`/settings/employees` is under `/settings`). */
export function isPathUnder(pathname: string, name: RouteName): boolean {
  return isUnder(pathname, routeTable[name].pattern);
}
