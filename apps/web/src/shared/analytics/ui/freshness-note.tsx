import type { DataProvider } from '@salespulse/contract/data-providers';
import { useTranslation } from '@/shared/i18n/use-translation';
import { useFilterDataProviders } from '../api/get-filter-sources';
import { NoDataSourceNote } from './no-data-source-note';

type FreshnessNoteProps = {
  projectId: string;
  /** When the shown answer arrived (TanStack's dataUpdatedAt); 0 before the first. */
  updatedAt: number;
  fetching: boolean;
  zone: string;
};

/** A provider whose last sync failed: its numbers may be behind. */
export function isFailing(provider: DataProvider): boolean {
  return provider.state === 'error' || provider.syncStatus === 'failed' || provider.lastError !== null;
}

function clockIn(zone: string, at: number | string): string {
  return new Intl.DateTimeFormat('en', { timeZone: zone, dateStyle: 'medium', timeStyle: 'short' }).format(new Date(at));
}

/**
 * "Data as of …" in the project's time zone, and a warning for every data provider whose sync is
 * failing. Providers are listed for those who manage them; others see the time only.
 */
export function FreshnessNote({ projectId, updatedAt, fetching, zone }: FreshnessNoteProps) {
  const { t } = useTranslation('analytics');
  const providers = useFilterDataProviders(projectId);
  const failing = (providers.data ?? []).filter(isFailing);

  return (
    <div className="flex flex-col gap-2">
      <NoDataSourceNote projectId={projectId} />
      <p className="text-xs text-muted" aria-live="polite">
        {updatedAt > 0 ? t('freshness.asOf', { time: clockIn(zone, updatedAt) }) : null}
        {fetching && updatedAt > 0 ? <span className="ml-2">{t('freshness.updating')}</span> : null}
      </p>
      {failing.length ? (
        <ul aria-label={t('freshness.dataProviders')} className="flex flex-col gap-1.5">
          {failing.map((provider) => (
            <li
              key={provider.id}
              className="flex items-start gap-2 rounded-md border border-status-warning/40 bg-status-warning-soft px-3 py-2 text-sm text-txt"
            >
              <svg className="mt-0.5 size-4 shrink-0 text-status-warning" viewBox="0 0 24 24" fill="none" aria-hidden="true">
                <path d="M12 3.5 2.5 20h19L12 3.5z" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" />
                <path d="M12 10v4.5M12 17.5v.01" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
              </svg>
              <p className="min-w-0 break-words">
                {provider.lastError
                  ? t('freshness.syncFailing', { name: provider.name, error: provider.lastError })
                  : t('freshness.syncFailingNoDetail', { name: provider.name })}
                {' · '}
                <span className="text-txt-secondary">
                  {provider.lastSuccessAt
                    ? t('freshness.lastSuccess', { time: clockIn(zone, provider.lastSuccessAt) })
                    : t('freshness.neverSynced')}
                </span>
              </p>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
