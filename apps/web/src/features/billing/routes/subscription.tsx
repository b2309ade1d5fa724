import { useSearchParams } from 'react-router';
import { useTranslation } from '@/shared/i18n/use-translation';
import { usePageTitle } from '@/shared/lib/use-page-title';
import { useRouteTitle } from '@/shared/lib/use-route-title';
import { useSessionStore } from '@/shared/stores/session-store';
import { PageFrame } from '@/shared/ui/page-frame';
import { useProjectBilling } from '../api/get-project-billing';
import { CanceledNotice } from '../components/canceled-notice';
import { CurrentPlan } from '../components/current-plan';
import { OrderHistory } from '../components/order-history';
import { PackageList } from '../components/package-list';

function SubscriptionScreen({ projectId }: { projectId: string }) {
  const { t } = useTranslation('billing');
  const [params, setParams] = useSearchParams();
  const billed = useProjectBilling().data?.billed;
  const dismissCanceled = () =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('canceled');
        return next;
      },
      { replace: true },
    );
  return (
    <PageFrame title={t('page.title')} subtitle={t('page.subtitle')}>
      {params.get('canceled') === '1' ? <CanceledNotice onDismiss={dismissCanceled} /> : null}
      <CurrentPlan projectId={projectId} />
      <PackageList projectId={projectId} billed={billed} />
      <OrderHistory projectId={projectId} />
    </PageFrame>
  );
}

/** The project's plan, what it may buy and what it ordered; reachable while the project is unpaid. */
export default function Subscription() {
  const { t } = useTranslation('billing');
  usePageTitle(useRouteTitle() ?? t('page.title'));
  const projectId = useSessionStore((state) => state.projectId);
  if (!projectId) return null;
  return <SubscriptionScreen projectId={projectId} />;
}
