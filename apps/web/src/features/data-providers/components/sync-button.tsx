import type { DataProvider } from '@salespulse/contract/data-providers';
import { toast } from 'react-toastify';
import { useTranslation } from '@/shared/i18n/use-translation';
import { errorMessage } from '@/shared/lib/report-violations';
import { toastError } from '@/shared/lib/toast';
import { Button, type ButtonVariant } from '@/shared/ui/button';
import { useSyncDataProvider } from '../api/sync-data-provider';
import { canSync, isSyncing } from '../lib/sync';

type SyncButtonProps = { projectId: string; provider: DataProvider; variant?: ButtonVariant; className?: string };

/** Queues a sync of a HubSpot or demo provider; disabled while one is queued or running (the screen polls meanwhile). */
export function SyncButton({ projectId, provider, variant = 'secondary', className }: SyncButtonProps) {
  const { t } = useTranslation('data-providers');
  const sync = useSyncDataProvider(projectId);
  if (!canSync(provider)) return null;
  const syncing = isSyncing(provider);
  const hint =
    provider.state === 'paused'
      ? t('sync.pausedHint')
      : provider.type === 'hubspot' && provider.state === 'pending'
        ? t('sync.connectFirst')
        : undefined;

  const start = () =>
    sync.mutate(provider.id, {
      onSuccess: () => toast.success(t('sync.started')),
      onError: (error) => void toastError(errorMessage(error, t('errors.generic'))),
    });

  return (
    <Button
      variant={variant}
      status={sync.isPending ? 'pending' : 'idle'}
      disabled={syncing || hint !== undefined}
      title={hint}
      aria-label={t('sync.syncOf', { name: provider.name })}
      onClick={start}
      className={className}
    >
      {syncing ? t('sync.syncing') : t('sync.sync')}
    </Button>
  );
}
