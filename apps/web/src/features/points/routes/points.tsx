import { hasPermission } from '@salespulse/contract/permissions';
import { useSearchParams } from 'react-router';
import { usePageTitle } from '@/shared/lib/use-page-title';
import { useRouteTitle } from '@/shared/lib/use-route-title';
import { useSessionStore } from '@/shared/stores/session-store';
import { AwardDialog } from '../components/award-dialog';
import { BalancesSection } from '../components/balances-section';
import { HistorySection } from '../components/history-section';
import { ContestsSection } from '../contests/components/contests-section';

/** The history's page lives in the URL: each page is an entry of its own, so Back returns to the last. */
function useHistoryPage() {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Math.trunc(Number(params.get('page'))) || 1);
  const setPage = (next: number) =>
    setParams((current) => {
      const updated = new URLSearchParams(current);
      if (next > 1) updated.set('page', String(next));
      else updated.delete('page');
      return updated;
    });
  return [page, setPage] as const;
}

function PointsScreen({ projectId }: { projectId: string }) {
  const canAward = hasPermission(
    useSessionStore((state) => state.role),
    'points.transactions',
  );
  const [page, setPage] = useHistoryPage();
  // The new transaction is the newest: show the page it is on.
  const award = canAward ? <AwardDialog projectId={projectId} onSaved={() => (page > 1 ? setPage(1) : undefined)} /> : undefined;
  return (
    <>
      <BalancesSection projectId={projectId} actions={award} />
      <ContestsSection projectId={projectId} />
      <HistorySection projectId={projectId} own={!canAward} page={page} onPage={setPage} />
    </>
  );
}

/** Below the gift shop's heading and tabs (its layout holds the page's h1): the sections start at h2. */
export default function Points() {
  usePageTitle(useRouteTitle());
  const projectId = useSessionStore((state) => state.projectId);
  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-6 px-8 py-6 sm:px-3 sm:py-4">
      {projectId ? <PointsScreen projectId={projectId} /> : null}
    </div>
  );
}
