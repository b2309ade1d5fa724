import type { Permission } from '@salespulse/contract/permissions';
import { hasPermission } from '@salespulse/contract/permissions';
import type { ReactNode } from 'react';
import { Outlet } from 'react-router';
import { ApiError } from '@/shared/api/http';
import type { RequiredSetting } from '@/shared/routes/route-table';
import { useProjectSettings } from '@/shared/session/use-project-settings';
import { useSessionStore } from '@/shared/stores/session-store';

// Kept apart from the other guards and loaded with the routes it protects: it reads project
// settings through TanStack Query, which the login page must not load.

export const PERMISSION_DENIED = 'Permission denied';

type RequirePermissionProps = {
  permission: Permission;
  /**
   * A project setting that must hold this value too (spec section 6: the gift shop "is further
   * gated by gift_shop_enabled equal to 1"); without it the screen is refused like a missing role.
   */
  setting?: RequiredSetting;
  children?: ReactNode;
};

/**
 * Renders nothing while the role (or a required setting) is unknown, so a screen never flashes
 * before its access is known; a refusal goes to the route's error page as 403.
 */
export function RequirePermission({ permission, setting, children }: RequirePermissionProps) {
  const role = useSessionStore((state) => state.role);
  const settings = useProjectSettings();
  if (role === null) return null;
  if (!hasPermission(role, permission)) throw new ApiError(403, undefined, PERMISSION_DENIED);
  if (setting) {
    if (settings === undefined) return null;
    if (settings[setting.name] !== setting.value) throw new ApiError(403, undefined, PERMISSION_DENIED);
  }
  return children ?? <Outlet />;
}
