import { Link } from 'react-router';
import { useTranslation } from '@/shared/i18n/use-translation';
import { usePageTitle } from '@/shared/lib/use-page-title';
import { useRouteTitle } from '@/shared/lib/use-route-title';
import { paths } from '@/shared/routes/paths';
import { useSessionStore } from '@/shared/stores/session-store';
import { buttonClassName } from '@/shared/ui/button';
import { PageFrame } from '@/shared/ui/page-frame';
import { useDashboards } from '../api/get-dashboards';
import { BoardList } from '../components/board-list';

function BoardsScreen({ projectId }: { projectId: string }) {
  const { t } = useTranslation('dashboards');
  // The empty state carries its own call to action; one "New board" on screen is enough.
  const hasBoards = (useDashboards(projectId).data?.length ?? 0) > 0;
  return (
    <PageFrame
      title={t('settings.title')}
      subtitle={t('settings.subtitle')}
      actions={
        hasBoards ? (
          <Link to={paths.customBoardCreate} className={`${buttonClassName()} sm:w-full`}>
            {t('settings.newBoard')}
          </Link>
        ) : null
      }
    >
      <BoardList projectId={projectId} />
    </PageFrame>
  );
}

export default function CustomBoards() {
  const { t } = useTranslation('dashboards');
  usePageTitle(useRouteTitle() ?? t('settings.title'));
  const projectId = useSessionStore((state) => state.projectId);
  if (!projectId) return null;
  return <BoardsScreen projectId={projectId} />;
}
