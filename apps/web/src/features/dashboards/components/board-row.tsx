import type { Dashboard } from '@salespulse/contract/dashboards';
import { Link } from 'react-router';
import { toast } from 'react-toastify';
import { useTranslation } from '@/shared/i18n/use-translation';
import { errorMessage } from '@/shared/lib/report-violations';
import { toastError } from '@/shared/lib/toast';
import { paths } from '@/shared/routes/paths';
import { Button, buttonClassName } from '@/shared/ui/button';
import { Switch } from '@/shared/ui/switch';
import { usePatchDashboard } from '../api/save-dashboard';

type BoardRowProps = { projectId: string; board: Dashboard; onDelete: (board: Dashboard) => void };

export function BoardRow({ projectId, board, onDelete }: BoardRowProps) {
  const { t } = useTranslation('dashboards');
  const patch = usePatchDashboard(projectId);
  // While the PATCH is in flight the switch shows the asked-for state.
  const enabled = patch.isPending && patch.variables ? patch.variables.patch.isEnabled === true : board.isEnabled;

  const toggle = (isEnabled: boolean) =>
    patch.mutate(
      { id: board.id, patch: { isEnabled } },
      {
        onSuccess: (saved) => toast.success(t(saved.isEnabled ? 'settings.boardEnabled' : 'settings.boardDisabled', { name: saved.name })),
        onError: (error) => toastError(errorMessage(error, t('api.generic'))),
      },
    );

  return (
    <li aria-label={board.name} className="flex flex-wrap items-center gap-x-6 gap-y-3 px-6 py-4 sm:px-4">
      <div className="flex min-w-0 flex-1 flex-col gap-0.5">
        <Link
          to={paths.customBoardEdit({ dashboardId: board.id })}
          className="truncate text-base font-semibold text-txt hover:text-accent-text hover:underline"
        >
          {board.name}
        </Link>
        <p className="text-sm text-txt-secondary">{t('settings.widgetCount', { count: board.widgets.length })}</p>
      </div>
      <div className="flex flex-wrap items-center gap-2 sm:w-full">
        <Switch
          label={t('settings.enabled')}
          aria-label={t('settings.enabledOf', { name: board.name })}
          checked={enabled}
          disabled={patch.isPending}
          onChange={(event) => toggle(event.target.checked)}
          className="mr-2 items-center gap-3"
        />
        <Link
          to={paths.customBoardEdit({ dashboardId: board.id })}
          aria-label={t('settings.editOf', { name: board.name })}
          className={`${buttonClassName({ variant: 'secondary' })} sm:flex-1`}
        >
          {t('settings.edit')}
        </Link>
        <Button
          variant="ghost"
          aria-label={t('settings.deleteOf', { name: board.name })}
          onClick={() => onDelete(board)}
          className="text-error-text! hover:bg-error-soft! sm:flex-1"
        >
          {t('settings.delete')}
        </Button>
      </div>
    </li>
  );
}
