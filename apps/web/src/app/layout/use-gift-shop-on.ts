import { isRouteOpen } from '@/shared/routes/route-access';
import { useProjectSettings } from '@/shared/session/use-project-settings';
import { useSessionStore } from '@/shared/stores/session-store';

/** Whether the selected project runs a gift shop the signed-in member may use. */
export function useGiftShopOn(): boolean {
  const role = useSessionStore((state) => state.role);
  return isRouteOpen('giftShop', role, useProjectSettings());
}
