import type { QuotaUsage } from '@salespulse/contract/billing';
import { useTranslation } from '@/shared/i18n/use-translation';

/**
 * Active managers against what the running subscription covers. Without a limit the count stands
 * alone: a server that bills nobody sets none, and neither does a billed project with nothing running.
 */
export function QuotaMeter({ usage, billed }: { usage: QuotaUsage; billed: boolean }) {
  const { t } = useTranslation('billing');
  const { used, limit } = usage;
  if (limit === null) return <p className="text-sm text-txt">{t(billed ? 'quota.count' : 'quota.unlimited', { used })}</p>;
  const over = used > limit;
  const percent = limit > 0 ? Math.min(100, Math.round((used / limit) * 100)) : 100;
  const label = t('quota.usage', { used, limit });
  return (
    <div className="flex flex-col gap-2">
      <p className="text-sm font-medium text-txt tabular-nums">{label}</p>
      <div
        role="progressbar"
        aria-label={t('quota.label')}
        aria-valuemin={0}
        aria-valuemax={limit}
        aria-valuenow={Math.min(used, limit)}
        aria-valuetext={label}
        className="h-2.5 overflow-hidden rounded-full bg-basic-subtle"
      >
        <div className={`h-full rounded-full ${over ? 'bg-error' : 'bg-accent'}`} style={{ width: `${percent}%` }} />
      </div>
      {over ? <p className="text-sm text-error-text">{t('quota.over', { count: used - limit })}</p> : null}
    </div>
  );
}
