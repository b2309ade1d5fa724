import type { OrderStatus } from '@salespulse/contract/billing';
import { useTranslation } from '@/shared/i18n/use-translation';
import { StatusBadge } from '@/shared/ui/status-badge';

// Each status its own colour; StatusBadge writes the word beside it.
const tones: Record<OrderStatus, string> = {
  new: 'bg-muted-bg text-txt-secondary',
  pending: 'bg-special-soft text-special-text',
  paid: 'bg-status-success-soft text-status-success-text',
};

export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  const { t } = useTranslation('billing');
  return (
    <StatusBadge status={status} tone={tones[status]}>
      {t(`status.${status}`)}
    </StatusBadge>
  );
}
