import type { Team } from '@salespulse/contract/teams';
import { toast } from 'react-toastify';
import { useTranslation } from '@/shared/i18n/use-translation';
import { errorMessage } from '@/shared/lib/report-violations';
import { toastError } from '@/shared/lib/toast';
import { ConfirmDialog } from '@/shared/ui/confirm-dialog';
import { useDeleteTeam } from '../api/delete-team';

type DeleteTeamDialogProps = { projectId: string; team: Team; onClose: () => void };

/** Deleting archives the team: it leaves the lists, its past figures stay with it. */
export function DeleteTeamDialog({ projectId, team, onClose }: DeleteTeamDialogProps) {
  const { t } = useTranslation('teams');
  const remove = useDeleteTeam(projectId);
  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={t('delete.title', { name: team.name })}
      description={t('delete.description')}
      confirmLabel={t('delete.confirm')}
      status={remove.status}
      onConfirm={() =>
        remove.mutate(team.id, {
          onSuccess: () => {
            toast.success(t('delete.deleted'));
            onClose();
          },
          onError: (error) => void toastError(errorMessage(error, t('errors.deleteFailed'))),
        })
      }
    />
  );
}
