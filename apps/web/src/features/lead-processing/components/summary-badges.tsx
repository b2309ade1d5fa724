import { formatHoursMinutes, formatMinutes, formatPercent } from '@/shared/analytics/format';
import { useTranslation } from '@/shared/i18n/use-translation';
import type { LeadSummary } from '../lib/lead-rows';

function Badge({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex min-w-0 flex-col gap-1 rounded-lg border border-basic-border bg-basic-surface px-4 py-3 shadow-card">
      <dt className="text-sm text-txt-secondary">{label}</dt>
      <dd className="text-2xl font-semibold tracking-tight text-txt tabular-nums">{value}</dd>
    </div>
  );
}

/** The three badges: overall conversion, success within the first time bucket, average speed. */
export function SummaryBadges({ summary }: { summary: LeadSummary }) {
  const { t } = useTranslation('lead-processing');
  const bucketLabel =
    summary.firstBucketSeconds === null
      ? t('summary.firstBucketUnknown')
      : t('summary.firstBucket', { time: formatHoursMinutes(summary.firstBucketSeconds) });
  return (
    <dl aria-label={t('summary.label')} className="grid grid-cols-3 gap-3 md:grid-cols-1">
      <Badge label={t('summary.conversion')} value={formatPercent(summary.conversion)} />
      <Badge label={bucketLabel} value={formatPercent(summary.firstBucketSuccess)} />
      <Badge label={t('summary.speed')} value={formatMinutes(summary.averageSpeed)} />
    </dl>
  );
}
