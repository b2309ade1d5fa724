import { useParams } from 'react-router';
import { useTranslation } from '@/shared/i18n/use-translation';
import { usePageTitle } from '@/shared/lib/use-page-title';
import { useRouteTitle } from '@/shared/lib/use-route-title';
import { useSessionStore } from '@/shared/stores/session-store';
import { PageFrame } from '@/shared/ui/page-frame';
import { PageLoader } from '@/shared/ui/spinner';
import { useDistribution } from '../api/distributions';
import { useFormSources } from '../api/form-sources';
import { DistributionForm } from '../components/distribution-form';
import { FairnessTable } from '../components/fairness-table';
import { StatusBadge } from '../components/status-badge';
import { useNameOf } from '../lib/employee-names';

function EditContent({ projectId, distributionId }: { projectId: string; distributionId: string }) {
  const distribution = useDistribution(projectId, distributionId);
  const sources = useFormSources(projectId);
  const nameOf = useNameOf(sources.data?.employees);
  // A 404 (deleted, another project's, a mistyped id) goes to the route's error page.
  if (distribution.error) throw distribution.error;
  if (sources.error) throw sources.error;
  if (!distribution.data || !sources.data) return <PageLoader />;
  return (
    <>
      <div className="-mt-2 flex items-center gap-2 text-sm text-txt-secondary">
        <span className="font-medium text-txt">{distribution.data.name}</span>
        <StatusBadge active={distribution.data.active} />
      </div>
      {/* Keyed by the saved version, so a save elsewhere re-seeds the form instead of mixing states. */}
      <DistributionForm
        key={distribution.data.updatedAt}
        projectId={projectId}
        distribution={distribution.data}
        sources={{ ...sources.data, nameOf }}
      />
      <FairnessTable members={distribution.data.employees} nameOf={nameOf} />
    </>
  );
}

export default function EditDistribution() {
  const { t } = useTranslation('distribution');
  usePageTitle(useRouteTitle() ?? t('form.editTitle'));
  const projectId = useSessionStore((state) => state.projectId);
  const { distributionId } = useParams();
  return (
    <PageFrame title={t('form.editTitle')} subtitle={t('form.subtitle')}>
      {projectId && distributionId ? <EditContent projectId={projectId} distributionId={distributionId} /> : null}
    </PageFrame>
  );
}
