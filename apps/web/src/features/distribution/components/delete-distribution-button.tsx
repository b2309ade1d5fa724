import type { Distribution } from '@salespulse/contract/distribution';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'react-toastify';
import { useTranslation } from '@/shared/i18n/use-translation';
import { errorMessage } from '@/shared/lib/report-violations';
import { toastError } from '@/shared/lib/toast';
import { paths } from '@/shared/routes/paths';
import { Button } from '@/shared/ui/button';
import { ConfirmDialog } from '@/shared/ui/confirm-dialog';
import { useDeleteDistribution } from '../api/distributions';

export function DeleteDistributionButton({ projectId, distribution }: { projectId: string; distribution: Distribution }) {
  const { t } = useTranslation('distribution');
  const navigate = useNavigate();
  const remove = useDeleteDistribution(projectId);
  const [open, setOpen] = useState(false);
  const confirm = () =>
    remove.mutate(distribution.id, {
      onSuccess: () => {
        toast.success(t('form.deleted'));
        void navigate(paths.distribution);
      },
      onError: (error) => void toastError(errorMessage(error, t('errors.generic'))),
    });
  return (
    <>
      <Button variant="ghost" onClick={() => setOpen(true)} className="text-error-text! hover:bg-error-soft! sm:w-full">
        {t('form.delete')}
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title={t('form.deleteTitle', { name: distribution.name })}
        description={t('form.deleteText')}
        confirmLabel={t('form.delete')}
        status={remove.status}
        onConfirm={confirm}
      />
    </>
  );
}
