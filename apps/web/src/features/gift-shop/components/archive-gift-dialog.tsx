import type { GiftProduct } from '@salespulse/contract/gifts';
import { toast } from 'react-toastify';
import { useTranslation } from '@/shared/i18n/use-translation';
import { errorMessage } from '@/shared/lib/report-violations';
import { toastError } from '@/shared/lib/toast';
import { ConfirmDialog } from '@/shared/ui/confirm-dialog';
import { useUpdateGiftProduct } from '../api/save-gift-product';

type ArchiveGiftDialogProps = { projectId: string; gift: GiftProduct; onClose: () => void };

export function ArchiveGiftDialog({ projectId, gift, onClose }: ArchiveGiftDialogProps) {
  const { t } = useTranslation('gift-catalogue');
  const update = useUpdateGiftProduct(projectId);
  const archive = () =>
    update.mutate(
      { id: gift.id, patch: { archived: true } },
      {
        onSuccess: () => {
          toast.success(t('catalogue.archived'));
          onClose();
        },
        onError: (error) => void toastError(errorMessage(error, t('errors.generic'))),
      },
    );
  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={t('catalogue.archiveTitle')}
      description={t('catalogue.archiveText')}
      confirmLabel={t('catalogue.archive')}
      status={update.status}
      onConfirm={archive}
    />
  );
}
