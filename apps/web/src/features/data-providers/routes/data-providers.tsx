import { Link } from 'react-router';
import { useTranslation } from '@/shared/i18n/use-translation';
import { usePageTitle } from '@/shared/lib/use-page-title';
import { useRouteTitle } from '@/shared/lib/use-route-title';
import { useSessionStore } from '@/shared/stores/session-store';
import { buttonClassName } from '@/shared/ui/button';
import { useDataProviders } from '../api/get-data-providers';
import { ProviderList } from '../components/provider-list';
import { ProviderPage } from '../components/provider-page';
import { providerPaths } from '../lib/paths';

function ProvidersScreen({ projectId }: { projectId: string }) {
  const { t } = useTranslation('data-providers');
  const { data } = useDataProviders(projectId);
  // The empty state carries its own call to action; one "Add" button on screen is enough.
  const hasProviders = (data?.['hydra:member'].length ?? 0) > 0;
  return (
    <ProviderPage
      title={t('list.title')}
      subtitle={t('list.subtitle')}
      actions={
        hasProviders ? (
          <Link to={providerPaths.create} className={`${buttonClassName()} sm:w-full`}>
            {t('list.add')}
          </Link>
        ) : null
      }
    >
      <ProviderList projectId={projectId} />
    </ProviderPage>
  );
}

export default function DataProviders() {
  const { t } = useTranslation('data-providers');
  usePageTitle(useRouteTitle() ?? t('titles.list'));
  const projectId = useSessionStore((state) => state.projectId);
  if (!projectId) return null;
  return <ProvidersScreen projectId={projectId} />;
}
