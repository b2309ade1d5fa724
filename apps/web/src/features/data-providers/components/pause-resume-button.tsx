import type { DataProvider } from '@salespulse/contract/data-providers';
import { toast } from 'react-toastify';
import { useTranslation } from '@/shared/i18n/use-translation';
import { errorMessage } from '@/shared/lib/report-violations';
import { toastError } from '@/shared/lib/toast';
import { Button, type ButtonVariant } from '@/shared/ui/button';
import { useUpdateDataProvider } from '../api/update-data-provider';

type PauseResumeButtonProps = { projectId: string; provider: DataProvider; variant?: ButtonVariant; className?: string };

/** Paused providers resume; any other state (active, error, pending) can be paused. */
export function PauseResumeButton({ projectId, provider, variant = 'secondary', className }: PauseResumeButtonProps) {
  const { t } = useTranslation('data-providers');
  const update = useUpdateDataProvider(projectId);
  const resuming = provider.state === 'paused';

  const toggle = () =>
    update.mutate(
      { id: provider.id, patch: { state: resuming ? 'active' : 'paused' } },
      {
        onSuccess: () => toast.success(resuming ? t('edit.resumed') : t('edit.paused')),
        onError: (error) => toastError(errorMessage(error, t('errors.generic'))),
      },
    );

  return (
    <Button
      variant={variant}
      status={update.isPending ? 'pending' : 'idle'}
      aria-label={t(resuming ? 'list.resumeOf' : 'list.pauseOf', { name: provider.name })}
      onClick={toggle}
      className={className}
    >
      {resuming ? t('list.resume') : t('list.pause')}
    </Button>
  );
}
