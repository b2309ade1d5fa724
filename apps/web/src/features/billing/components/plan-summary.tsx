import type { Subscription } from '@salespulse/contract/billing';
import { useTranslation } from '@/shared/i18n/use-translation';
import { useFormatDate } from '../lib/billing-format';
import type { Plan } from '../lib/plan';

function DaysLeft({ count }: { count: number }) {
  const { t } = useTranslation('billing');
  return (
    <span className="inline-flex items-center rounded-full bg-accent-soft px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap text-accent-text">
      {t('plan.daysLeft', { count })}
    </span>
  );
}

function Upcoming({ periods }: { periods: Subscription[] }) {
  const { t } = useTranslation('billing');
  const formatDate = useFormatDate();
  if (periods.length === 0) return null;
  return (
    <ul className="flex flex-col gap-1 text-sm text-txt-secondary">
      {periods.map((period) => (
        <li key={period.id}>
          {t('plan.upcoming', {
            name: period.package?.name ?? t('plan.trialName'),
            start: formatDate(period.startsAt),
            end: formatDate(period.endsAt),
          })}
        </li>
      ))}
    </ul>
  );
}

/** What the project may use now, and until when. */
export function PlanSummary({ plan }: { plan: Plan }) {
  const { t } = useTranslation('billing');
  const formatDate = useFormatDate();
  switch (plan.kind) {
    case 'unbilled':
      return (
        <div className="flex flex-col gap-1">
          <p className="text-base font-semibold text-txt">{t('plan.unbilled')}</p>
          <p className="text-sm text-txt-secondary">{t('plan.unbilledHint')}</p>
        </div>
      );
    case 'expired':
      return (
        <div className="flex flex-col gap-1 rounded-md border border-error/40 bg-error-soft px-4 py-3">
          <p className="font-semibold text-error-text">
            {plan.endedAt ? t('plan.expired', { date: formatDate(plan.endedAt) }) : t('plan.none')}
          </p>
          <p className="text-sm text-txt">{t('plan.expiredHint')}</p>
        </div>
      );
    default: {
      const headline =
        plan.kind === 'access'
          ? t('plan.access', { date: formatDate(plan.until) })
          : plan.kind === 'trial'
            ? t('plan.trial', { date: formatDate(plan.current.endsAt) })
            : t('plan.active', { name: plan.current.package?.name ?? '', date: formatDate(plan.current.endsAt) });
      return (
        <div className="flex flex-col gap-2">
          <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
            <p className="text-base font-semibold text-txt">{headline}</p>
            <DaysLeft count={plan.daysLeft} />
          </div>
          {plan.kind === 'trial' && plan.upcoming.length === 0 ? <p className="text-sm text-txt-secondary">{t('plan.trialHint')}</p> : null}
          <Upcoming periods={plan.upcoming} />
        </div>
      );
    }
  }
}
