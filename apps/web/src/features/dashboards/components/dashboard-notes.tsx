import { hasPermission } from '@salespulse/contract/permissions';
import { Link } from 'react-router';
import { ApiError } from '@/shared/api/http';
import { useTranslation } from '@/shared/i18n/use-translation';
import { paths } from '@/shared/routes/paths';
import { useSessionStore } from '@/shared/stores/session-store';
import { Button } from '@/shared/ui/button';

const frame = 'flex flex-col items-center gap-3 rounded-lg border border-dashed border-basic-border-strong px-6 py-12 text-center';

/** A board without widgets; those who build boards get the way to its settings. */
export function EmptyBoard({ dashboardId }: { dashboardId: string }) {
  const { t } = useTranslation('dashboards');
  const role = useSessionStore((state) => state.role);
  return (
    <div className={frame}>
      <p className="text-sm text-txt-secondary">{t('view.empty')}</p>
      {hasPermission(role, 'project.settings') ? (
        <Link to={paths.customBoardEdit({ dashboardId })} className="text-sm font-semibold text-accent-text hover:underline">
          {t('view.addWidgets')}
        </Link>
      ) : null}
    </div>
  );
}

export function BoardNotFound() {
  const { t } = useTranslation('dashboards');
  return (
    <div role="alert" className={frame}>
      <p className="font-semibold text-txt">{t('view.notFound')}</p>
      <p className="max-w-lg text-sm text-txt-secondary">{t('view.notFoundHint')}</p>
      <Link to={paths.pulse} className="text-sm font-semibold text-accent-text hover:underline">
        {t('view.toPulse')}
      </Link>
    </div>
  );
}

/** The figures failed: a refused period says why, anything else offers another try. */
export function DataFailure({ error, onRetry }: { error: Error; onRetry: () => void }) {
  const { t } = useTranslation('dashboards');
  const refused = error instanceof ApiError && error.status === 422;
  return (
    <div role="alert" className="flex flex-col items-center gap-3 rounded-lg border border-error/40 bg-error-soft px-6 py-10 text-center">
      <p className="font-semibold text-txt">{t('view.error')}</p>
      {refused ? <p className="max-w-lg text-sm text-txt-secondary">{error.message}</p> : null}
      <Button type="button" variant="secondary" onClick={onRetry}>
        {t('view.retry')}
      </Button>
    </div>
  );
}
