import type { DataProvider } from '@salespulse/contract/data-providers';
import { useTranslation } from '@/shared/i18n/use-translation';
import { Spinner } from '@/shared/ui/spinner';
import { isSyncing } from '../lib/sync';

const tone: Record<DataProvider['syncStatus'], string> = {
  idle: 'text-txt',
  queued: 'text-txt-secondary',
  running: 'text-accent-text',
  failed: 'text-error-text',
};

/** Where the provider's sync is; announced politely as it changes while the screen polls. */
export function SyncStatus({ provider }: { provider: DataProvider }) {
  const { t } = useTranslation('data-providers');
  const label =
    provider.syncStatus === 'idle'
      ? t(provider.lastSuccessAt ? 'sync.statuses.done' : 'sync.statuses.never')
      : t(`sync.statuses.${provider.syncStatus}`);
  return (
    <span role="status" className={`inline-flex items-center gap-1.5 font-medium ${tone[provider.syncStatus]}`}>
      {isSyncing(provider) ? <Spinner className="size-3.5" /> : null}
      {label}
    </span>
  );
}
