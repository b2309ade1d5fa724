import type { Distribution } from '@salespulse/contract/distribution';
import { Link } from 'react-router';
import { useTranslation } from '@/shared/i18n/use-translation';
import { paths } from '@/shared/routes/paths';
import { buttonClassName } from '@/shared/ui/button';
import type { NameOf } from '../lib/employee-names';
import { AlertNote } from './alert-note';
import { StatusBadge } from './status-badge';

function Metric({ label, value, note }: { label: string; value: number; note?: string }) {
  return (
    <div className="flex flex-col">
      <dt className="text-xs text-muted">{label}</dt>
      <dd className="text-lg font-semibold text-txt tabular-nums">
        {value}
        {note ? <span className="text-xs font-normal text-txt-secondary"> ({note})</span> : null}
      </dd>
    </div>
  );
}

/** What a distribution takes, in a few words: "Any lead" or the count of each kind of condition. */
function useScope(distribution: Distribution): string {
  const { t } = useTranslation('distribution');
  const parts = [
    distribution.dataProviders.length ? `${t('form.dataProviders')}: ${distribution.dataProviders.length}` : '',
    distribution.products.length ? `${t('form.products')}: ${distribution.products.length}` : '',
    distribution.propertyConditions.length ? t('overview.conditions', { count: distribution.propertyConditions.length }) : '',
  ].filter(Boolean);
  return parts.length ? parts.join(' · ') : t('overview.anyLead');
}

export function DistributionCard({ distribution, nameOf }: { distribution: Distribution; nameOf: NameOf }) {
  const { t } = useTranslation('distribution');
  const scope = useScope(distribution);
  const away = distribution.employees.filter((member) => member.away).length;
  const { stats } = distribution;
  return (
    <li aria-label={distribution.name} className="flex flex-col gap-4 px-6 py-5 sm:px-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="flex min-w-0 flex-col gap-1">
          <div className="flex min-w-0 flex-wrap items-center gap-2">
            <Link
              to={paths.distributionEdit({ distributionId: distribution.id })}
              className="truncate text-base font-semibold text-txt hover:text-accent-text hover:underline"
            >
              {distribution.name}
            </Link>
            <StatusBadge active={distribution.active} />
          </div>
          <p className="text-sm text-txt-secondary">
            {scope} ·{' '}
            {distribution.fallbackEmployee
              ? t('overview.fallback', { name: nameOf(distribution.fallbackEmployee) })
              : t('overview.noFallback')}
          </p>
        </div>
        <Link
          to={paths.distributionEdit({ distributionId: distribution.id })}
          aria-label={t('overview.editOf', { name: distribution.name })}
          className={`${buttonClassName({ variant: 'secondary' })} sm:w-full`}
        >
          {t('overview.edit')}
        </Link>
      </div>
      <dl className="grid grid-cols-3 gap-4">
        <Metric label={t('overview.assignedToday')} value={stats.assignedToday} />
        <Metric label={t('overview.waiting')} value={stats.waiting} />
        <Metric
          label={t('overview.employees')}
          value={distribution.employees.length}
          note={away ? t('overview.away', { count: away }) : undefined}
        />
      </dl>
      {stats.alerts > 0 ? <AlertNote hint={t('overview.alertHint')}>{t('overview.alert', { count: stats.alerts })}</AlertNote> : null}
    </li>
  );
}
