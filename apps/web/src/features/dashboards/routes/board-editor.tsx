import { useParams } from 'react-router';
import { ApiError } from '@/shared/api/http';
import { useTranslation } from '@/shared/i18n/use-translation';
import { usePageTitle } from '@/shared/lib/use-page-title';
import { useRouteTitle } from '@/shared/lib/use-route-title';
import { paths } from '@/shared/routes/paths';
import { useSessionStore } from '@/shared/stores/session-store';
import { Button } from '@/shared/ui/button';
import { PageFrame } from '@/shared/ui/page-frame';
import { Spinner } from '@/shared/ui/spinner';
import { useDashboard } from '../api/get-dashboards';
import { BoardForm } from '../components/board-form';

function EditScreen({ projectId, dashboardId }: { projectId: string; dashboardId: string }) {
  const { t } = useTranslation('dashboards');
  const { data: board, error, refetch, isRefetching } = useDashboard(projectId, dashboardId);
  const back = { to: paths.customBoards, label: t('settings.back') };
  if (board) {
    return (
      <PageFrame title={t('settings.editTitle')} subtitle={board.name} back={back}>
        <BoardForm projectId={projectId} board={board} />
      </PageFrame>
    );
  }
  const notFound = error instanceof ApiError && error.status === 404;
  return (
    <PageFrame title={t('settings.editTitle')} back={back}>
      {notFound ? (
        <p role="alert" className="rounded-lg border border-basic-border bg-basic-surface px-6 py-10 text-center text-sm text-txt">
          {t('settings.notFound')}
        </p>
      ) : error ? (
        <div
          role="alert"
          className="flex flex-col items-center gap-3 rounded-lg border border-basic-border bg-basic-surface px-6 py-10 text-center"
        >
          <p className="text-sm text-txt">{t('settings.loadError')}</p>
          <Button variant="secondary" status={isRefetching ? 'pending' : 'idle'} onClick={() => void refetch()}>
            {t('settings.retry')}
          </Button>
        </div>
      ) : (
        <div className="flex justify-center py-10">
          <Spinner />
        </div>
      )}
    </PageFrame>
  );
}

/** Both the create page (no id) and the edit page of one board. */
export default function BoardEditor() {
  const { t } = useTranslation('dashboards');
  const { dashboardId } = useParams();
  const projectId = useSessionStore((state) => state.projectId);
  usePageTitle(useRouteTitle() ?? t(dashboardId ? 'settings.editTitle' : 'settings.createTitle'));
  if (!projectId) return null;
  if (dashboardId) return <EditScreen key={dashboardId} projectId={projectId} dashboardId={dashboardId} />;
  return (
    <PageFrame title={t('settings.createTitle')} back={{ to: paths.customBoards, label: t('settings.back') }}>
      <BoardForm projectId={projectId} />
    </PageFrame>
  );
}
