import { ORDER_PAGE_SIZE, type Order } from '@salespulse/contract/billing';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from '@/shared/i18n/use-translation';
import { SMALL_SCREEN_QUERY, useMediaQuery } from '@/shared/lib/use-media-query';
import { Pager } from '@/shared/ui/pager';
import { SectionCard } from '@/shared/ui/section-card';
import { usePayOrder } from '../api/checkout';
import { useOrders } from '../api/get-orders';
import { OrderCards, OrderTable, type PayAction } from './order-views';
import { SectionEmpty, SectionError, SectionLoading } from './section-states';

function pageOf(params: URLSearchParams): number {
  return Math.max(1, Math.trunc(Number(params.get('page'))) || 1);
}

export function OrderHistory({ projectId }: { projectId: string }) {
  const { t } = useTranslation('billing');
  const [params, setParams] = useSearchParams();
  const page = pageOf(params);
  const query = useOrders(projectId, page);
  const payment = usePayOrder(projectId);
  const small = useMediaQuery(SMALL_SCREEN_QUERY);
  const total = query.data?.['hydra:totalItems'] ?? 0;
  const orders = query.data?.['hydra:member'];
  // Leaving for the payment page takes a moment after the answer: the button stays busy meanwhile.
  const checkingOut = payment.isPending || payment.isSuccess;
  const paying = (order: Order) => checkingOut && payment.variables === order.id;
  const pay: PayAction = {
    onPay: (order) => payment.mutate(order.id),
    statusOf: (order) => (paying(order) ? 'pending' : 'idle'),
    disabledOf: (order) => checkingOut && !paying(order),
  };

  let body: ReactNode;
  if (query.error && !orders)
    body = <SectionError message={t('orders.loadError')} onRetry={() => void query.refetch()} retrying={query.isFetching} />;
  else if (!orders) body = <SectionLoading />;
  else if (orders.length === 0) body = <SectionEmpty>{t('orders.empty')}</SectionEmpty>;
  else {
    body = (
      <div aria-busy={query.isFetching || undefined} className={query.isPlaceholderData ? 'opacity-70 transition-opacity' : undefined}>
        {small ? <OrderCards orders={orders} pay={pay} /> : <OrderTable orders={orders} pay={pay} />}
      </div>
    );
  }

  const setPage = (next: number) =>
    setParams((current) => {
      const search = new URLSearchParams(current);
      if (next > 1) search.set('page', String(next));
      else search.delete('page');
      return search;
    });

  return (
    <SectionCard title={t('orders.title')} description={t('orders.description')} className="overflow-hidden" flush>
      {body}
      <Pager page={page} pages={Math.ceil(total / ORDER_PAGE_SIZE)} onPage={setPage} label={t('orders.pagination')} />
    </SectionCard>
  );
}
