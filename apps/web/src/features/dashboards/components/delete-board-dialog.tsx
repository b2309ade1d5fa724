import type { Dashboard } from '@salespulse/contract/dashboards';
import { toast } from 'react-toastify';
import { useTranslation } from '@/shared/i18n/use-translation';
import { errorMessage } from '@/shared/lib/report-violations';
import { toastError } from '@/shared/lib/toast';
import { ConfirmDialog } from '@/shared/ui/confirm-dialog';
import { useDeleteDashboard } from '../api/save-dashboard';

type DeleteBoardDialogProps = { projectId: string; board: Dashboard | null; onClose: () => void };

export function DeleteBoardDialog({ projectId, board, onClose }: DeleteBoardDialogProps) {
  const { t } = useTranslation('dashboards');
  const remove = useDeleteDashboard(projectId);

  const confirm = () => {
    if (!board) return;
    remove.mutate(board.id, {
      onSuccess: () => {
        toast.success(t('settings.deleted'));
        onClose();
      },
      onError: (error) => toastError(errorMessage(error, t('api.generic'))),
    });
  };

  return (
    <ConfirmDialog
      open={board !== null}
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={t('settings.confirmDelete', { name: board?.name ?? '' })}
      description={t('settings.confirmDeleteText')}
      confirmLabel={t('settings.delete')}
      onConfirm={confirm}
      status={remove.status}
    />
  );
}
