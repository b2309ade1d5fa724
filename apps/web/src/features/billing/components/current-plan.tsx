import { useTranslation } from '@/shared/i18n/use-translation';
import { SectionCard } from '@/shared/ui/section-card';
import { useProjectBilling } from '../api/get-project-billing';
import { useEmployeeQuota } from '../api/get-quota';
import { useSubscriptions } from '../api/get-subscriptions';
import { planOf } from '../lib/plan';
import { PlanSummary } from './plan-summary';
import { QuotaMeter } from './quota-meter';
import { SectionError, SectionLoading } from './section-states';

function PlanPart({ projectId }: { projectId: string }) {
  const { t } = useTranslation('billing');
  const billing = useProjectBilling().data;
  const subscriptions = useSubscriptions(projectId, billing?.billed === true);
  if (!billing) return <SectionLoading />;
  if (billing.billed && subscriptions.error && !subscriptions.data) {
    return <SectionError message={t('plan.loadError')} onRetry={() => void subscriptions.refetch()} retrying={subscriptions.isFetching} />;
  }
  if (billing.billed && !subscriptions.data) return <SectionLoading />;
  return <PlanSummary plan={planOf(billing, subscriptions.data ?? [])} />;
}

function QuotaPart({ projectId }: { projectId: string }) {
  const { t } = useTranslation('billing');
  const quota = useEmployeeQuota(projectId);
  const billed = useProjectBilling().data?.billed;
  if (quota.error && quota.data === undefined) {
    return <SectionError message={t('quota.loadError')} onRetry={() => void quota.refetch()} retrying={quota.isFetching} />;
  }
  if (quota.data === undefined || billed === undefined) return <SectionLoading />;
  return quota.data ? <QuotaMeter usage={quota.data} billed={billed} /> : null;
}

export function CurrentPlan({ projectId }: { projectId: string }) {
  const { t } = useTranslation('billing');
  return (
    <SectionCard title={t('plan.title')}>
      <div className="flex flex-col gap-5">
        <PlanPart projectId={projectId} />
        <div className="border-t border-basic-border pt-5">
          <QuotaPart projectId={projectId} />
        </div>
      </div>
    </SectionCard>
  );
}
