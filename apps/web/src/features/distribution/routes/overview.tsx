import { Link } from 'react-router';
import { useEveryEmployee } from '@/shared/resources/employees';
import { useTranslation } from '@/shared/i18n/use-translation';
import { usePageTitle } from '@/shared/lib/use-page-title';
import { useRouteTitle } from '@/shared/lib/use-route-title';
import { paths } from '@/shared/routes/paths';
import { useSessionStore } from '@/shared/stores/session-store';
import { buttonClassName } from '@/shared/ui/button';
import { IconShuffle } from '@/shared/ui/icons';
import { PageFrame } from '@/shared/ui/page-frame';
import { PageLoader } from '@/shared/ui/spinner';
import { useDistributions } from '../api/distributions';
import { AreaActions } from '../components/area-actions';
import { DistributionCard } from '../components/distribution-card';
import { SectionNav } from '../components/section-nav';
import { useNameOf } from '../lib/employee-names';

function EmptyState() {
  const { t } = useTranslation('distribution');
  return (
    <div className="flex flex-col items-center rounded-lg border border-dashed border-basic-border-strong bg-basic-surface px-6 py-14 text-center">
      <span className="grid size-12 place-items-center rounded-full bg-accent-soft text-accent-text">
        <IconShuffle className="size-6" />
      </span>
      <h2 className="mt-4 text-base font-semibold text-txt">{t('overview.emptyTitle')}</h2>
      <p className="mt-1 max-w-md text-sm text-pretty text-txt-secondary">{t('overview.emptyText')}</p>
      <Link to={paths.distributionCreate} className={`${buttonClassName()} mt-5`}>
        {t('create')}
      </Link>
    </div>
  );
}

function OverviewContent({ projectId }: { projectId: string }) {
  const { t } = useTranslation('distribution');
  const distributions = useDistributions(projectId);
  const employees = useEveryEmployee(projectId);
  const nameOf = useNameOf(employees.data);
  if (distributions.error) throw distributions.error;
  if (!distributions.data) return <PageLoader />;
  const list = distributions.data;
  if (list.length === 0) return <EmptyState />;
  return (
    <section
      aria-label={t('overview.total', { count: list.length })}
      className="rounded-lg border border-basic-border bg-basic-surface shadow-card"
    >
      <p className="border-b border-basic-border px-6 py-3 text-sm text-txt-secondary sm:px-4" aria-live="polite">
        {t('overview.total', { count: list.length })}
      </p>
      <ul className="divide-y divide-basic-border">
        {list.map((distribution) => (
          <DistributionCard key={distribution.id} distribution={distribution} nameOf={nameOf} />
        ))}
      </ul>
    </section>
  );
}

export default function DistributionOverview() {
  const { t } = useTranslation('distribution');
  usePageTitle(useRouteTitle() ?? t('title'));
  const projectId = useSessionStore((state) => state.projectId);
  return (
    <PageFrame title={t('title')} subtitle={t('subtitle')} actions={<AreaActions />} nav={<SectionNav />}>
      {projectId ? <OverviewContent projectId={projectId} /> : null}
    </PageFrame>
  );
}
