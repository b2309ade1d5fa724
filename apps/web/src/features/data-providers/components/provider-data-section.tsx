import type { DataProvider } from '@salespulse/contract/data-providers';
import { useTranslation } from '@/shared/i18n/use-translation';
import { Button } from '@/shared/ui/button';
import { SectionCard } from '@/shared/ui/section-card';
import { Spinner } from '@/shared/ui/spinner';
import { useProviderData } from '../api/get-provider-data';

const counted = ['deals', 'calls', 'tasks', 'providerUsers', 'products', 'properties'] as const;

/**
 * How much the provider has brought in (GET /data_providers/{id}/data): the first thing to check
 * after connecting one. A failure here is told in the card; the rest of the page still works.
 */
export function ProviderDataSection({ projectId, provider }: { projectId: string; provider: DataProvider }) {
  const { t } = useTranslation('data-providers');
  const query = useProviderData(projectId, provider.id, provider.lastSuccessAt);
  const format = new Intl.NumberFormat();
  return (
    <SectionCard title={t('edit.received')} description={t('edit.receivedText')}>
      {query.data ? (
        <dl className="grid grid-cols-6 gap-5 md:grid-cols-3 xs:grid-cols-2">
          {counted.map((name) => (
            <div key={name} className="flex flex-col gap-1">
              <dt className="text-xs font-medium tracking-wide text-muted uppercase">{t(`edit.counts.${name}`)}</dt>
              <dd className="text-lg font-semibold text-txt tabular-nums">{format.format(query.data.counts[name])}</dd>
            </div>
          ))}
        </dl>
      ) : query.isError ? (
        <div className="flex flex-wrap items-center justify-between gap-3">
          <p role="alert" className="text-sm text-error-text">
            {t('edit.receivedFailed')}
          </p>
          <Button variant="secondary" onClick={() => void query.refetch()} status={query.isFetching ? 'pending' : 'idle'}>
            {t('edit.tryAgain')}
          </Button>
        </div>
      ) : (
        <div className="flex justify-center py-4">
          <Spinner />
        </div>
      )}
    </SectionCard>
  );
}
