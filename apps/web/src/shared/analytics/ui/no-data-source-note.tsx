import { Link } from 'react-router';
import { useTranslation } from '@/shared/i18n/use-translation';
import { paths } from '@/shared/routes/paths';
import { useFilterDataProviders } from '../api/get-filter-sources';

/**
 * For those who manage the project's data providers, when it has none: the figures can only be
 * zeros until a CRM is connected, so the board says so and leads there. Others see nothing (they
 * cannot list or add providers).
 */
export function NoDataSourceNote({ projectId }: { projectId: string }) {
  const { t } = useTranslation('analytics');
  const providers = useFilterDataProviders(projectId);
  if (providers.data?.length !== 0) return null;
  return (
    <div
      role="note"
      className="flex flex-wrap items-center gap-x-3 gap-y-1 rounded-md border border-accent/30 bg-accent-soft px-4 py-3 text-sm"
    >
      <p className="font-semibold text-txt">{t('noDataSource.title')}</p>
      <p className="text-txt-secondary">{t('noDataSource.text')}</p>
      <Link to={paths.dataProviderCreate} className="font-semibold text-accent-text hover:underline">
        {t('noDataSource.action')}
      </Link>
    </div>
  );
}
