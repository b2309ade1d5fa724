import type { GiftRequestStatus } from '@salespulse/contract/gifts';
import { useTranslation } from '@/shared/i18n/use-translation';

// Each status its own colour (and its word, so colour is never the only sign).
const tones: Record<GiftRequestStatus, string> = {
  pending: 'bg-special-soft text-special-text',
  approved: 'bg-status-success-soft text-status-success-text',
  declined: 'bg-error-soft text-error-text',
  canceled: 'bg-muted-bg text-txt-secondary',
};

export function RequestStatusBadge({ status }: { status: GiftRequestStatus }) {
  const { t } = useTranslation('gift-requests');
  return (
    <span data-status={status} className={`inline-flex items-center gap-1.5 rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap ${tones[status]}`}>
      <span aria-hidden="true" className="size-1.5 rounded-full bg-current" />
      {t(`status.${status}`)}
    </span>
  );
}
