import type { DataProvider } from '@salespulse/contract/data-providers';
import { useTranslation } from '@/shared/i18n/use-translation';
import { SectionCard } from '@/shared/ui/section-card';
import { Spinner } from '@/shared/ui/spinner';
import { useProductSources } from '../api/get-product-sources';
import { ProductSourceRow } from './product-source-row';

export function ProductSourcesSection({ projectId, providers }: { projectId: string; providers: DataProvider[] }) {
  const { t } = useTranslation('products');
  const sources = useProductSources(projectId);
  if (sources.error) throw sources.error;
  return (
    <SectionCard title={t('sources.title')} description={t('sources.description')} className="overflow-hidden" flush>
      {!sources.data ? (
        <div className="flex justify-center py-8">
          <Spinner />
        </div>
      ) : providers.length === 0 ? (
        <p className="px-6 py-8 text-center text-sm text-muted">{t('sources.noProviders')}</p>
      ) : (
        <ul className="divide-y divide-basic-border">
          {providers.map((provider) => (
            <ProductSourceRow
              key={provider.id}
              projectId={projectId}
              provider={provider}
              source={sources.data.find((source) => source.dataProvider === provider['@id'])}
            />
          ))}
        </ul>
      )}
    </SectionCard>
  );
}
