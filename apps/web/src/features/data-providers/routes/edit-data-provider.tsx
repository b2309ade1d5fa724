import { useParams } from 'react-router';
import { useTranslation } from '@/shared/i18n/use-translation';
import { usePageTitle } from '@/shared/lib/use-page-title';
import { useRouteTitle } from '@/shared/lib/use-route-title';
import { paths } from '@/shared/routes/paths';
import { useSessionStore } from '@/shared/stores/session-store';
import { PageFrame } from '@/shared/ui/page-frame';
import { Spinner } from '@/shared/ui/spinner';
import { useDataProvider } from '../api/get-data-provider';
import { CsvImportPanel } from '../components/csv-import-panel';
import { DangerZone } from '../components/danger-zone';
import { HubSpotSection } from '../components/hubspot-section';
import { ProviderStateBadge, ProviderTypeBadge } from '../components/provider-badges';
import { ProviderDataSection } from '../components/provider-data-section';
import { ProviderStatusSection } from '../components/provider-status-section';
import { RenameForm } from '../components/rename-form';
import { WebhookSection } from '../components/webhook-section';

function EditScreen({ projectId, providerId }: { projectId: string; providerId: string }) {
  const { t } = useTranslation('data-providers');
  const { data: provider, error } = useDataProvider(projectId, providerId);
  // A 404 (deleted, or another project's provider) goes to the route's error page.
  if (error) throw error;
  const back = { to: paths.dataProviders, label: t('edit.back') };
  if (!provider) {
    return (
      <PageFrame title={t('titles.edit')} back={back}>
        <div className="flex justify-center py-10">
          <Spinner />
        </div>
      </PageFrame>
    );
  }
  return (
    <PageFrame
      title={provider.name}
      back={back}
      subtitle={
        <span className="flex flex-wrap items-center gap-2">
          <ProviderTypeBadge type={provider.type} />
          <ProviderStateBadge state={provider.state} />
        </span>
      }
    >
      <ProviderStatusSection projectId={projectId} provider={provider} />
      <ProviderDataSection projectId={projectId} provider={provider} />
      {provider.type === 'webhook' ? <WebhookSection provider={provider} /> : null}
      {provider.type === 'csv' ? <CsvImportPanel provider={provider} /> : null}
      {provider.type === 'hubspot' ? <HubSpotSection projectId={projectId} provider={provider} /> : null}
      <RenameForm projectId={projectId} provider={provider} />
      <DangerZone projectId={projectId} provider={provider} />
    </PageFrame>
  );
}

export default function EditDataProvider() {
  const { t } = useTranslation('data-providers');
  const { dataProviderId } = useParams();
  const projectId = useSessionStore((state) => state.projectId);
  usePageTitle(useRouteTitle() ?? t('titles.edit'));
  if (!projectId || !dataProviderId) return null;
  return <EditScreen key={dataProviderId} projectId={projectId} providerId={dataProviderId} />;
}
