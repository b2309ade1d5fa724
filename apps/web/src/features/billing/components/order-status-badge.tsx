import type { OrderStatus } from '@salespulse/contract/billing';
import { useTranslation } from '@/shared/i18n/use-translation';

// Each status its own colour (and its word, so colour is never the only sign).
const tones: Record<OrderStatus, string> = {
  new: 'bg-muted-bg text-txt-secondary',
  pending: 'bg-special-soft text-special-text',
  paid: 'bg-status-success-soft text-status-success-text',
};

export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  const { t } = useTranslation('billing');
  return (
    <span data-status={status} className={`inline-flex items-center gap-1.5 rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap ${tones[status]}`}>
      <span aria-hidden="true" className="size-1.5 rounded-full bg-current" />
      {t(`status.${status}`)}
    </span>
  );
}
