import { useSearchParams } from 'react-router';
import { useTranslation } from '@/shared/i18n/use-translation';
import { usePageTitle } from '@/shared/lib/use-page-title';
import { useRouteTitle } from '@/shared/lib/use-route-title';
import { useDataProvidersByName } from '@/shared/resources/data-providers';
import { useSessionStore } from '@/shared/stores/session-store';
import { PageFrame } from '@/shared/ui/page-frame';
import { SectionCard } from '@/shared/ui/section-card';
import { PageLoader } from '@/shared/ui/spinner';
import { AddStageForm } from '../components/add-stage-form';
import { ConnectProviderHint } from '../components/connect-provider-hint';
import { ProviderSelect } from '../components/provider-select';
import { StagesSection } from '../components/stages-section';

function DefinitionsContent({ projectId }: { projectId: string }) {
  const { t } = useTranslation('definitions');
  const [searchParams, setSearchParams] = useSearchParams();
  const { data: providers, error } = useDataProvidersByName(projectId);
  if (error) throw error;
  if (!providers) return <PageLoader />;
  if (providers.length === 0) {
    return (
      <SectionCard title={t('stages.title')}>
        <div className="py-4 text-center text-sm text-muted">
          <ConnectProviderHint text={t('empty.noProviders')} />
        </div>
      </SectionCard>
    );
  }

  // The chosen provider lives in the URL, so a reload or a shared link keeps it.
  const provider = providers.find((candidate) => candidate.id === searchParams.get('provider')) ?? providers[0]!;
  const choose = (id: string) => setSearchParams((params) => ({ ...Object.fromEntries(params), provider: id }), { replace: true });
  return (
    <>
      {providers.length > 1 ? <ProviderSelect providers={providers} value={provider.id} onChange={choose} /> : null}
      <StagesSection
        key={provider.id}
        projectId={projectId}
        dataProviderId={provider.id}
        empty={<ConnectProviderHint text={t('empty.noStages')} />}
      />
      <AddStageForm key={`add-${provider.id}`} projectId={projectId} dataProviderIri={provider['@id']} />
    </>
  );
}

export default function Definitions() {
  const { t } = useTranslation('definitions');
  usePageTitle(useRouteTitle() ?? t('title'));
  const projectId = useSessionStore((state) => state.projectId);
  return (
    <PageFrame title={t('title')} subtitle={t('subtitle')} note={t('rederive')}>
      {projectId ? <DefinitionsContent projectId={projectId} /> : null}
    </PageFrame>
  );
}
