import { hasPermission } from '@salespulse/contract/permissions';
import { usePageTitle } from '@/shared/lib/use-page-title';
import { useRouteTitle } from '@/shared/lib/use-route-title';
import { useMyEmployee } from '@/shared/session/use-my-employee';
import { useSessionStore } from '@/shared/stores/session-store';
import { useMyBalance } from '../api/get-my-balance';
import { GiftOfferSection } from '../components/gift-offer-section';
import { MyPendingRequests } from '../components/my-pending-requests';
import { RequestsToHandle } from '../components/requests-to-handle';

function ShopScreen({ projectId }: { projectId: string }) {
  const responsible = hasPermission(
    useSessionStore((state) => state.role),
    'gifts.responsible',
  );
  const me = useMyEmployee(projectId);
  const employee = me.data === null ? null : me.data?.['@id'];
  const balance = useMyBalance(projectId, employee ?? undefined);
  if (me.error) throw me.error;
  if (balance.error) throw balance.error;
  // Someone outside the team (no employee record) has no points to spend.
  const points = me.data === null ? 0 : balance.data;

  return (
    <>
      {responsible ? <RequestsToHandle projectId={projectId} /> : null}
      <GiftOfferSection projectId={projectId} balance={points} />
      <MyPendingRequests projectId={projectId} employee={employee} />
    </>
  );
}

/** The shop: what the caller can afford, what they asked for, and (for admins) what awaits them. */
export default function Shop() {
  usePageTitle(useRouteTitle());
  const projectId = useSessionStore((state) => state.projectId);
  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-6 px-8 py-6 sm:px-3 sm:py-4">
      {projectId ? <ShopScreen projectId={projectId} /> : null}
    </div>
  );
}
