import type { Dashboard } from '@salespulse/contract/dashboards';
import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '@/shared/i18n/use-translation';
import { paths } from '@/shared/routes/paths';
import { Button, buttonClassName } from '@/shared/ui/button';
import { IconLayout } from '@/shared/ui/icons';
import { Spinner } from '@/shared/ui/spinner';
import { useDashboards } from '../api/get-dashboards';
import { BoardRow } from './board-row';
import { DeleteBoardDialog } from './delete-board-dialog';

function EmptyState() {
  const { t } = useTranslation('dashboards');
  return (
    <div className="flex flex-col items-center rounded-lg border border-dashed border-basic-border-strong bg-basic-surface px-6 py-14 text-center">
      <span className="grid size-12 place-items-center rounded-full bg-accent-soft text-accent-text">
        <IconLayout className="size-6" />
      </span>
      <h2 className="mt-4 text-base font-semibold text-txt">{t('settings.empty')}</h2>
      <p className="mt-1 max-w-md text-sm text-pretty text-txt-secondary">{t('settings.emptyHint')}</p>
      <Link to={paths.customBoardCreate} className={`${buttonClassName()} mt-5`}>
        {t('settings.newBoard')}
      </Link>
    </div>
  );
}

export function BoardList({ projectId }: { projectId: string }) {
  const { t } = useTranslation('dashboards');
  const { data: boards, error, refetch, isRefetching } = useDashboards(projectId);
  const [deleting, setDeleting] = useState<Dashboard | null>(null);
  if (error && !boards) {
    return (
      <div
        role="alert"
        className="flex flex-col items-center gap-3 rounded-lg border border-basic-border bg-basic-surface px-6 py-10 text-center"
      >
        <p className="text-sm text-txt">{t('settings.loadError')}</p>
        <Button variant="secondary" status={isRefetching ? 'pending' : 'idle'} onClick={() => void refetch()}>
          {t('settings.retry')}
        </Button>
      </div>
    );
  }
  if (!boards) {
    return (
      <div className="flex justify-center py-10">
        <Spinner />
      </div>
    );
  }
  if (boards.length === 0) return <EmptyState />;
  return (
    <>
      <ul className="divide-y divide-basic-border rounded-lg border border-basic-border bg-basic-surface shadow-card">
        {boards.map((board) => (
          <BoardRow key={board.id} projectId={projectId} board={board} onDelete={setDeleting} />
        ))}
      </ul>
      <DeleteBoardDialog projectId={projectId} board={deleting} onClose={() => setDeleting(null)} />
    </>
  );
}
