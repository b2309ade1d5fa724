import { idFromIri } from '@salespulse/contract/common';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from '@/shared/i18n/use-translation';
import { usePageTitle } from '@/shared/lib/use-page-title';
import { useRouteTitle } from '@/shared/lib/use-route-title';
import { paths } from '@/shared/routes/paths';
import { projectKeys } from '@/shared/session/project-keys';
import { buttonClassName } from '@/shared/ui/button';
import { CenteredCard } from '@/shared/ui/centered-card';
import { IconCheck, IconClose, IconTimer } from '@/shared/ui/icons';
import { Spinner } from '@/shared/ui/spinner';
import { billingKeys } from '../api/billing-keys';
import { isRefused, useOrderUntilPaid } from '../api/get-order';

const POLL_MS = 2000;
/** After this long without the provider's confirmation the page stops promising it any second. */
const PATIENCE_MS = 60_000;
const SLOW_POLL_MS = 10_000;

function Badge({ tone, children }: { tone: string; children: ReactNode }) {
  return <span className={`grid size-14 place-items-center rounded-full ${tone}`}>{children}</span>;
}

function ToSubscription() {
  const { t } = useTranslation('billing');
  return (
    <Link to={paths.subscription} className={buttonClassName({ fullWidth: true })}>
      {t('success.toSubscription')}
    </Link>
  );
}

/** Where the payment provider sends the browser back after paying (`?order=<id>`). */
export default function PaymentSuccess() {
  const { t } = useTranslation('billing');
  usePageTitle(useRouteTitle());
  const orderId = useSearchParams()[0].get('order') || null;
  const [slow, setSlow] = useState(false);
  const order = useOrderUntilPaid(orderId, slow ? SLOW_POLL_MS : POLL_MS);
  const queryClient = useQueryClient();
  const paid = order.data?.status === 'paid' ? order.data : null;

  useEffect(() => {
    if (!orderId) return undefined;
    const timer = setTimeout(() => setSlow(true), PATIENCE_MS);
    return () => clearTimeout(timer);
  }, [orderId]);

  // The project's access and its orders changed: whatever was kept of them is out of date.
  useEffect(() => {
    if (!paid) return;
    const projectId = idFromIri(paid.project);
    void queryClient.invalidateQueries({ queryKey: billingKeys.project(projectId) });
    void queryClient.invalidateQueries({ queryKey: projectKeys.data(projectId) });
  }, [paid, queryClient]);

  let card: ReactNode;
  if (paid) {
    card = (
      <CenteredCard
        title={t('success.paid')}
        description={t('success.paidText', { name: paid.package.name })}
        media={
          <Badge tone="bg-status-success-soft text-status-success-text">
            <IconCheck className="size-7" />
          </Badge>
        }
        align="center"
      >
        <ToSubscription />
      </CenteredCard>
    );
  } else if (!orderId || (isRefused(order.error) && !order.data)) {
    card = (
      <CenteredCard
        title={t('success.missing')}
        description={t('success.missingText')}
        media={
          <Badge tone="bg-error-soft text-error-text">
            <IconClose className="size-7" />
          </Badge>
        }
        align="center"
      >
        <ToSubscription />
      </CenteredCard>
    );
  } else if (slow) {
    card = (
      <CenteredCard
        title={t('success.slow')}
        description={t('success.slowText')}
        media={
          <Badge tone="bg-accent-soft text-accent-text">
            <IconTimer className="size-7" />
          </Badge>
        }
        align="center"
      >
        <ToSubscription />
      </CenteredCard>
    );
  } else {
    card = (
      <CenteredCard
        title={t('success.waiting')}
        description={t('success.waitingText')}
        media={<Spinner className="size-10" />}
        align="center"
      />
    );
  }

  return (
    <div aria-live="polite" className="flex flex-1 flex-col">
      {card}
    </div>
  );
}
