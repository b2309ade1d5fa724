import type { GiftProduct } from '@salespulse/contract/gifts';
import { toast } from 'react-toastify';
import { useTranslation } from '@/shared/i18n/use-translation';
import { errorMessage } from '@/shared/lib/report-violations';
import { toastError } from '@/shared/lib/toast';
import { Button } from '@/shared/ui/button';
import { useUpdateGiftProduct } from '../api/save-gift-product';

/** Puts an archived gift back on offer; each row has its own, so only that row shows it working. */
export function RestoreGiftButton({ projectId, gift }: { projectId: string; gift: GiftProduct }) {
  const { t } = useTranslation('gift-catalogue');
  const update = useUpdateGiftProduct(projectId);
  const restore = () =>
    update.mutate(
      { id: gift.id, patch: { archived: false } },
      {
        onSuccess: () => void toast.success(t('archive.restored')),
        onError: (error) => void toastError(errorMessage(error, t('errors.generic'))),
      },
    );
  return (
    <Button variant="secondary" aria-label={t('archive.restoreOf', { name: gift.name })} status={update.status} onClick={restore}>
      {t('archive.restore')}
    </Button>
  );
}
