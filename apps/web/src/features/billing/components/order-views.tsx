import type { Order } from '@salespulse/contract/billing';
import { useTranslation } from '@/shared/i18n/use-translation';
import { Button, type ButtonStatus } from '@/shared/ui/button';
import { DataCell, DataRow, DataTable, HeaderCell } from '@/shared/ui/data-table';
import { formatMoney, useFormatDate } from '../lib/billing-format';
import { periodOf } from '../lib/periods';
import { OrderStatusBadge } from './order-status-badge';

/** How a row offers to pay: only orders not paid yet have the button. */
export type PayAction = { onPay: (order: Order) => void; statusOf: (order: Order) => ButtonStatus; disabledOf: (order: Order) => boolean };

export type OrderViewProps = { orders: Order[]; pay: PayAction };

function PayButton({ order, pay, fullWidth = false }: { order: Order; pay: PayAction; fullWidth?: boolean }) {
  const { t } = useTranslation('billing');
  const formatDate = useFormatDate();
  if (order.status === 'paid') return null;
  return (
    <Button
      variant="secondary"
      fullWidth={fullWidth}
      status={pay.statusOf(order)}
      disabled={pay.disabledOf(order)}
      aria-label={t('orders.payOf', { name: order.package.name, date: formatDate(order.createdAt) })}
      onClick={() => pay.onPay(order)}
    >
      {t('orders.pay')}
    </Button>
  );
}

export function OrderTable({ orders, pay }: OrderViewProps) {
  const { t } = useTranslation('billing');
  const formatDate = useFormatDate();
  return (
    <DataTable
      caption={t('orders.caption')}
      columns={
        <>
          <HeaderCell>{t('orders.date')}</HeaderCell>
          <HeaderCell>{t('orders.package')}</HeaderCell>
          <HeaderCell align="right">{t('orders.amount')}</HeaderCell>
          <HeaderCell>{t('orders.status')}</HeaderCell>
          <HeaderCell>
            <span className="sr-only">{t('orders.actions')}</span>
          </HeaderCell>
        </>
      }
    >
      {orders.map((order) => (
        <DataRow key={order.id}>
          <DataCell className="whitespace-nowrap text-txt-secondary tabular-nums">
            <time dateTime={order.createdAt}>{formatDate(order.createdAt)}</time>
          </DataCell>
          <DataCell className="text-txt">
            <span className="font-medium break-words">{order.package.name}</span>
            <span className="block text-xs text-txt-secondary">{t(`packages.${periodOf(order.package.periodMonths)}`)}</span>
          </DataCell>
          <DataCell className="text-right font-semibold whitespace-nowrap text-txt tabular-nums">
            {formatMoney(order.amount, order.currency)}
          </DataCell>
          <DataCell>
            <OrderStatusBadge status={order.status} />
          </DataCell>
          <DataCell className="py-2 text-right">
            <PayButton order={order} pay={pay} />
          </DataCell>
        </DataRow>
      ))}
    </DataTable>
  );
}

/** The orders on a phone: one card per order, the package and its amount first. */
export function OrderCards({ orders, pay }: OrderViewProps) {
  const { t } = useTranslation('billing');
  const formatDate = useFormatDate();
  return (
    <ul aria-label={t('orders.caption')} className="divide-y divide-basic-border">
      {orders.map((order) => (
        <li key={order.id} className="flex flex-col gap-2 px-4 py-3.5">
          <div className="flex items-start justify-between gap-3">
            <p className="min-w-0 font-medium break-words text-txt">{order.package.name}</p>
            <span className="shrink-0 text-sm font-semibold whitespace-nowrap text-txt tabular-nums">
              {formatMoney(order.amount, order.currency)}
            </span>
          </div>
          <div className="flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-txt-secondary">
            <OrderStatusBadge status={order.status} />
            <time dateTime={order.createdAt}>{formatDate(order.createdAt)}</time>
            <span>· {t(`packages.${periodOf(order.package.periodMonths)}`)}</span>
          </div>
          <PayButton order={order} pay={pay} fullWidth />
        </li>
      ))}
    </ul>
  );
}
