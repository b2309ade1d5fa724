import { INGEST_BATCH_MAX } from '@salespulse/contract/ingestion';
import { useTranslation } from '@/shared/i18n/use-translation';

const eventTypes = ['user', 'deal', 'call', 'task'] as const;

/** What a batch may hold, by event type (docs/ingestion.md): the example shows two of the four. */
export function WebhookEventGuide() {
  const { t } = useTranslation('data-providers');
  return (
    <details className="group rounded-md border border-basic-border px-4 py-3 text-sm">
      <summary className="cursor-pointer font-semibold text-txt marker:text-muted">{t('webhook.events.title')}</summary>
      <p className="mt-2 text-txt-secondary">{t('webhook.events.intro', { max: INGEST_BATCH_MAX.toLocaleString('en') })}</p>
      <dl className="mt-3 flex flex-col gap-2">
        {eventTypes.map((type) => (
          <div key={type} className="grid grid-cols-[4.5rem_1fr] gap-3 xs:grid-cols-1 xs:gap-0.5">
            <dt>
              <code className="rounded-sm bg-basic-subtle px-1.5 py-0.5 font-mono text-xs text-txt">{type}</code>
            </dt>
            <dd className="text-txt-secondary">{t(`webhook.events.${type}`)}</dd>
          </div>
        ))}
      </dl>
    </details>
  );
}
