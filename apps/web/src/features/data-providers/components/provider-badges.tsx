import type { DataProviderState, DataProviderType } from '@salespulse/contract/data-providers';
import { useTranslation } from '@/shared/i18n/use-translation';

const stateStyle: Record<DataProviderState, { dot: string; badge: string }> = {
  active: { dot: 'bg-status-success', badge: 'border-status-success/30 bg-status-success-soft text-txt' },
  paused: { dot: 'bg-muted', badge: 'border-basic-border bg-basic-subtle text-txt-secondary' },
  error: { dot: 'bg-error', badge: 'border-error/30 bg-error-soft text-error-text' },
  pending: { dot: 'bg-status-info', badge: 'border-status-info/30 bg-status-info-soft text-txt' },
};

export function ProviderStateBadge({ state }: { state: DataProviderState }) {
  const { t } = useTranslation('data-providers');
  const style = stateStyle[state];
  return (
    <span className={`inline-flex items-center gap-1.5 rounded-full border px-2.5 py-0.5 text-xs font-medium ${style.badge}`}>
      <span aria-hidden="true" className={`size-1.5 rounded-full ${style.dot}`} />
      {t(`states.${state}`)}
    </span>
  );
}

export function ProviderTypeBadge({ type }: { type: DataProviderType }) {
  const { t } = useTranslation('data-providers');
  return (
    <span className="inline-flex items-center rounded-md bg-accent-soft px-2 py-0.5 text-xs font-medium text-accent-text">
      {t(`types.${type}.label`)}
    </span>
  );
}
