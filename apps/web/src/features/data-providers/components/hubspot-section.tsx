import type { DataProvider } from '@salespulse/contract/data-providers';
import { useTranslation } from '@/shared/i18n/use-translation';
import { Button } from '@/shared/ui/button';
import { SectionCard } from '@/shared/ui/section-card';
import { Spinner } from '@/shared/ui/spinner';
import { useHubSpotConnect } from '../lib/use-hubspot-connect';

/** The HubSpot account behind a provider: connect it (OAuth in a popup), or connect it again. */
export function HubSpotSection({ projectId, provider }: { projectId: string; provider: DataProvider }) {
  const { t } = useTranslation('data-providers');
  const { connect, waiting, pending, problem } = useHubSpotConnect(projectId, provider);
  const pendingConnection = provider.state === 'pending';
  return (
    <SectionCard
      title={t('hubspot.title')}
      actions={
        <Button
          variant={pendingConnection ? 'primary' : 'secondary'}
          status={pending ? 'pending' : 'idle'}
          disabled={waiting}
          onClick={connect}
          className="sm:w-full"
        >
          {pendingConnection ? t('hubspot.connect') : t('hubspot.reconnect')}
        </Button>
      }
    >
      <div className="flex flex-col gap-3">
        <p className="text-sm text-txt-secondary">{pendingConnection ? t('hubspot.pendingText') : t('hubspot.connectedText')}</p>
        {waiting ? (
          <p role="status" className="inline-flex items-center gap-2 text-sm text-txt-secondary">
            <Spinner className="size-4" />
            {t('hubspot.waiting')}
          </p>
        ) : null}
        {problem ? (
          <p role="alert" className="rounded-md bg-error-soft px-3 py-2 text-sm font-medium text-error-text">
            {problem}
          </p>
        ) : null}
      </div>
    </SectionCard>
  );
}
