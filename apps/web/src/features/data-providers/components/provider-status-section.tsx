import type { DataProvider } from '@salespulse/contract/data-providers';
import type { ReactNode } from 'react';
import { useTranslation } from '@/shared/i18n/use-translation';
import { SectionCard } from '@/shared/ui/section-card';
import { PauseResumeButton } from './pause-resume-button';
import { ProviderStateBadge } from './provider-badges';
import { ProviderWarning } from './provider-warning';
import { canSync } from '../lib/sync';
import { RelativeTime } from './relative-time';
import { SyncButton } from './sync-button';
import { SyncStatus } from './sync-status';

function Item({ label, children, wide = false }: { label: string; children: ReactNode; wide?: boolean }) {
  return (
    <div className={`flex flex-col gap-1 ${wide ? 'col-span-full' : ''}`}>
      <dt className="text-xs font-medium tracking-wide text-muted uppercase">{label}</dt>
      <dd className="text-sm text-txt">{children}</dd>
    </div>
  );
}

export function ProviderStatusSection({ projectId, provider }: { projectId: string; provider: DataProvider }) {
  const { t } = useTranslation('data-providers');
  return (
    <SectionCard
      title={t('edit.status')}
      description={t('edit.statusText')}
      actions={
        <div className="flex flex-wrap gap-2 sm:w-full">
          <SyncButton projectId={projectId} provider={provider} className="sm:flex-1" />
          <PauseResumeButton projectId={projectId} provider={provider} className="sm:flex-1" />
        </div>
      }
    >
      <dl className="grid grid-cols-4 gap-5 md:grid-cols-2">
        <Item label={t('edit.state')}>
          <ProviderStateBadge state={provider.state} />
        </Item>
        <Item label={t('edit.lastSuccess')}>
          <RelativeTime at={provider.lastSuccessAt} empty={t('list.noData')} />
        </Item>
        <Item label={t('edit.lastSync')}>
          <RelativeTime at={provider.lastSyncAt} empty={t('edit.never')} />
        </Item>
        <Item label={t('edit.createdAt')}>
          <RelativeTime at={provider.createdAt} empty="" />
        </Item>
        {canSync(provider) ? (
          <Item label={t('list.syncStatus')}>
            <SyncStatus provider={provider} />
          </Item>
        ) : null}
        <Item label={t('edit.lastError')} wide>
          {provider.lastError ? <ProviderWarning provider={provider} /> : <span className="text-muted">{t('edit.none')}</span>}
        </Item>
      </dl>
    </SectionCard>
  );
}
