import type { DataProvider } from '@salespulse/contract/data-providers';
import { Link } from 'react-router';
import { useTranslation } from '@/shared/i18n/use-translation';
import { paths } from '@/shared/routes/paths';
import { Button, buttonClassName } from '@/shared/ui/button';
import { PauseResumeButton } from './pause-resume-button';
import { ProviderStateBadge, ProviderTypeBadge } from './provider-badges';
import { ProviderWarning } from './provider-warning';
import { canSync } from '../lib/sync';
import { RelativeTime } from './relative-time';
import { SyncButton } from './sync-button';
import { SyncStatus } from './sync-status';

type ProviderRowProps = { projectId: string; provider: DataProvider; onDelete: (provider: DataProvider) => void };

export function ProviderRow({ projectId, provider, onDelete }: ProviderRowProps) {
  const { t } = useTranslation('data-providers');
  return (
    <li aria-label={provider.name} className="flex flex-col gap-3 px-6 py-4 sm:px-4">
      <div className="flex flex-wrap items-center gap-x-6 gap-y-3">
        <div className="flex min-w-0 flex-1 flex-col gap-1.5">
          <div className="flex min-w-0 flex-wrap items-center gap-2">
            <Link
              to={paths.dataProviderEdit({ dataProviderId: provider.id })}
              className="truncate text-base font-semibold text-txt hover:text-accent-text hover:underline"
            >
              {provider.name}
            </Link>
            <ProviderTypeBadge type={provider.type} />
            <ProviderStateBadge state={provider.state} />
          </div>
          <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-txt-secondary">
            <span>
              {t('list.lastData')}: <RelativeTime at={provider.lastSuccessAt} empty={t('list.noData')} />
            </span>
            {canSync(provider) ? (
              <span>
                {t('list.syncStatus')}: <SyncStatus provider={provider} />
              </span>
            ) : null}
          </p>
        </div>
        <div className="flex flex-wrap gap-2 sm:w-full">
          <SyncButton projectId={projectId} provider={provider} className="sm:flex-1" />
          <Link
            to={paths.dataProviderEdit({ dataProviderId: provider.id })}
            aria-label={t('list.editOf', { name: provider.name })}
            className={`${buttonClassName({ variant: 'secondary' })} sm:flex-1`}
          >
            {t('list.edit')}
          </Link>
          <PauseResumeButton projectId={projectId} provider={provider} className="sm:flex-1" />
          <Button
            variant="ghost"
            aria-label={t('list.deleteOf', { name: provider.name })}
            onClick={() => onDelete(provider)}
            className="text-error-text! hover:bg-error-soft! sm:flex-1"
          >
            {t('list.delete')}
          </Button>
        </div>
      </div>
      <ProviderWarning provider={provider} />
    </li>
  );
}
