import type { LeadProcessingResponse } from '@salespulse/contract/analytics';
import { Link } from 'react-router';
import { formatHoursMinutes, formatPercent, ratioPercent } from '@/shared/analytics/format';
import { useTranslation } from '@/shared/i18n/use-translation';
import { paths } from '@/shared/routes/paths';

type LeadTipProps = {
  speed: LeadProcessingResponse['processSpeed'];
  /** Auto assignment lives in the settings, which only admins and owners may open. */
  canConfigure: boolean;
};

/**
 * The side tip of spec §2, with the speed-to-lead curve that backs it: the won share of closed
 * deals per processing-time bucket, the team's goal bucket marked.
 */
export function LeadTip({ speed, canConfigure }: LeadTipProps) {
  const { t } = useTranslation('lead-processing');
  const closed = speed.groups.filter((group) => group.won + group.lost > 0);
  return (
    <aside className="flex flex-col gap-4 rounded-lg border border-accent/30 bg-accent-soft p-4">
      <div className="flex flex-col gap-2">
        <p className="font-semibold text-txt">{t('tip.text')}</p>
        {canConfigure ? (
          <Link
            to={paths.settings}
            className="self-start text-sm font-semibold text-accent-text underline underline-offset-2 hover:no-underline"
          >
            {t('tip.link')}
          </Link>
        ) : null}
      </div>
      {closed.length ? (
        <section className="flex flex-col gap-2" aria-label={t('curve.title')}>
          <h2 className="text-sm font-semibold text-txt">{t('curve.title')}</h2>
          <ul className="flex flex-col gap-2">
            {speed.groups.map((group, index) => {
              const share = ratioPercent(group.won, group.won + group.lost);
              const goal = group.untilTime === speed.goal.untilTime;
              const label = group.untilTime === null ? t('curve.longer') : t('curve.upTo', { time: formatHoursMinutes(group.untilTime) });
              return (
                <li key={index} className="flex flex-col gap-1 text-xs">
                  <div className="flex justify-between gap-2 text-txt-secondary">
                    <span className={goal ? 'font-semibold text-txt' : ''}>
                      {label}
                      {goal ? ` · ${t('curve.goal')}` : ''}
                    </span>
                    <span className="tabular-nums" title={t('curve.deals', { won: group.won, lost: group.lost })}>
                      {formatPercent(share)}
                    </span>
                  </div>
                  <div className="h-1.5 overflow-hidden rounded-full bg-basic-surface" aria-hidden="true">
                    <div className="h-full rounded-full bg-accent" style={{ width: `${share}%` }} />
                  </div>
                </li>
              );
            })}
          </ul>
        </section>
      ) : null}
    </aside>
  );
}
