import type { DataProvider } from '@salespulse/contract/data-providers';
import { toast } from 'react-toastify';
import { useTranslation } from '@/shared/i18n/use-translation';
import { errorMessage } from '@/shared/lib/report-violations';
import { toastError } from '@/shared/lib/toast';
import { ConfirmDialog } from '@/shared/ui/confirm-dialog';
import { useDeleteDataProvider } from '../api/delete-data-provider';

type DeleteProviderDialogProps = {
  projectId: string;
  provider: DataProvider | null;
  onClose: () => void;
  onDeleted?: () => void;
};

export function DeleteProviderDialog({ projectId, provider, onClose, onDeleted }: DeleteProviderDialogProps) {
  const { t } = useTranslation('data-providers');
  const remove = useDeleteDataProvider(projectId);

  const confirm = () => {
    if (!provider) return;
    remove.mutate(provider.id, {
      onSuccess: () => {
        toast.success(t('edit.deleted'));
        onClose();
        onDeleted?.();
      },
      onError: (error) => toastError(errorMessage(error, t('errors.generic'))),
    });
  };

  return (
    <ConfirmDialog
      open={provider !== null}
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={t('edit.confirmDelete', { name: provider?.name ?? '' })}
      description={t('edit.confirmDeleteText')}
      confirmLabel={t('list.delete')}
      onConfirm={confirm}
      status={remove.status}
    />
  );
}
