import { hasPermission } from '@salespulse/contract/permissions';
import { useProjectSettings } from '@/shared/session/use-project-settings';
import { useSessionStore } from '@/shared/stores/session-store';

/** Whether the selected project runs a gift shop the signed-in member may use. */
export function useGiftShopOn(): boolean {
  const role = useSessionStore((state) => state.role);
  return useProjectSettings()?.gift_shop_enabled === '1' && hasPermission(role, 'project.access');
}
