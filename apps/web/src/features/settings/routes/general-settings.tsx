import { useTranslation } from '@/shared/i18n/use-translation';
import { usePageTitle } from '@/shared/lib/use-page-title';
import { useRouteTitle } from '@/shared/lib/use-route-title';
import { useProjectData } from '@/shared/session/get-project-data';
import { useSessionStore } from '@/shared/stores/session-store';
import { PageFrame } from '@/shared/ui/page-frame';
import { PageLoader } from '@/shared/ui/spinner';
import { DeleteProjectSection } from '../components/delete-project-section';
import { GeneralSettingsForm } from '../components/general-settings-form';

function GeneralSettingsContent({ projectId }: { projectId: string }) {
  const { data, error } = useProjectData();
  const role = useSessionStore((state) => state.role);
  if (error) throw error;
  if (!data) return <PageLoader />;
  return (
    <>
      <GeneralSettingsForm projectId={projectId} data={data} />
      {/* Only an owner may delete the project (docs/api.md); an admin is not shown the way to. */}
      {role === 'OWNER' ? <DeleteProjectSection projectId={projectId} projectName={data.project.name} /> : null}
    </>
  );
}

export default function GeneralSettings() {
  const { t } = useTranslation('settings');
  usePageTitle(useRouteTitle() ?? t('general.title'));
  const projectId = useSessionStore((state) => state.projectId);
  return (
    <PageFrame title={t('general.title')} subtitle={t('general.subtitle')}>
      {projectId ? <GeneralSettingsContent projectId={projectId} /> : null}
    </PageFrame>
  );
}
