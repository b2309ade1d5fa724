import { useTranslation } from '@/shared/i18n/use-translation';
import { usePageTitle } from '@/shared/lib/use-page-title';
import { useRouteTitle } from '@/shared/lib/use-route-title';
import { useSessionStore } from '@/shared/stores/session-store';
import { PageFrame } from '@/shared/ui/page-frame';
import { PageLoader } from '@/shared/ui/spinner';
import { useFormSources } from '../api/form-sources';
import { DistributionForm } from '../components/distribution-form';
import { useNameOf } from '../lib/employee-names';

function CreateContent({ projectId }: { projectId: string }) {
  const { data, error } = useFormSources(projectId);
  const nameOf = useNameOf(data?.employees);
  if (error) throw error;
  if (!data) return <PageLoader />;
  return <DistributionForm projectId={projectId} sources={{ ...data, nameOf }} />;
}

export default function CreateDistribution() {
  const { t } = useTranslation('distribution');
  usePageTitle(useRouteTitle() ?? t('form.createTitle'));
  const projectId = useSessionStore((state) => state.projectId);
  return (
    <PageFrame title={t('form.createTitle')} subtitle={t('form.subtitle')}>
      {projectId ? <CreateContent projectId={projectId} /> : null}
    </PageFrame>
  );
}
