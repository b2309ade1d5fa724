import type { DataProvider } from '@salespulse/contract/data-providers';
import { useTranslation } from '@/shared/i18n/use-translation';
import { SectionCard } from '@/shared/ui/section-card';

/** The CSV import step of a CSV provider. Placeholder until the import screen is built here. */
export function CsvImportPanel({ provider }: { provider: DataProvider }) {
  const { t } = useTranslation('data-providers');
  return (
    <SectionCard
      title={t('csv.title')}
      actions={
        <span className="rounded-full bg-special-soft px-2.5 py-0.5 text-xs font-medium text-special-text">{t('csv.soon')}</span>
      }
    >
      <p data-provider-id={provider.id} className="max-w-2xl text-sm text-txt-secondary">
        {t('csv.text')}
      </p>
    </SectionCard>
  );
}
