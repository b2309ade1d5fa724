import type { GiftRequestStatus } from '@salespulse/contract/gifts';
import { useTranslation } from '@/shared/i18n/use-translation';
import { StatusBadge } from '@/shared/ui/status-badge';

// Each status its own colour; StatusBadge writes the word beside it.
const tones: Record<GiftRequestStatus, string> = {
  pending: 'bg-special-soft text-special-text',
  approved: 'bg-status-success-soft text-status-success-text',
  declined: 'bg-error-soft text-error-text',
  canceled: 'bg-muted-bg text-txt-secondary',
};

export function RequestStatusBadge({ status }: { status: GiftRequestStatus }) {
  const { t } = useTranslation('gift-requests');
  return (
    <StatusBadge status={status} tone={tones[status]}>
      {t(`status.${status}`)}
    </StatusBadge>
  );
}
