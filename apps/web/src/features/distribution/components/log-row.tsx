import type { DistributionLog, SkipReason } from '@salespulse/contract/distribution';
import { useTranslation } from '@/shared/i18n/use-translation';
import type { NameOf } from '../lib/employee-names';
import { DecisionBadge } from './decision-badge';

const ledger = new Intl.NumberFormat('en', { maximumFractionDigits: 2 });

type LogRowProps = {
  log: DistributionLog;
  nameOf: NameOf;
  distributionName: (reference: string | null) => string | undefined;
  formatTime: (iso: string) => string;
};

function DealName({ deal }: { deal: DistributionLog['deal'] }) {
  const { t } = useTranslation('distribution');
  if (!deal) return <span className="text-txt-secondary">{t('history.noDeal')}</span>;
  const name = deal.title ?? t('history.deal', { id: deal.externalId });
  if (!deal.link) return <span className="font-medium text-txt">{name}</span>;
  return (
    <a href={deal.link} target="_blank" rel="noreferrer" className="font-medium text-txt hover:text-accent-text hover:underline">
      {name}
    </a>
  );
}

/** One decision: what happened to which deal, for whom, and on request the reason in full. */
export function LogRow({ log, nameOf, distributionName, formatTime }: LogRowProps) {
  const { t } = useTranslation('distribution');
  const { reason } = log;
  const distribution = distributionName(log.distribution);
  // Decisions list the first few employees and count the rest; older ones listed everybody.
  const moreEligible = (reason.eligibleCount ?? reason.eligible.length) - reason.eligible.length;
  const skippedCounts = Object.entries(reason.skippedCounts ?? {}).filter(([, count]) => (count ?? 0) > 0);
  const moreSkipped = skippedCounts.reduce((sum, [, count]) => sum + (count ?? 0), 0) - reason.skipped.length;
  const skippedInAll = skippedCounts.map(([why, count]) => `${count} ${t(`history.reasons.${why as SkipReason}`)}`).join(', ');
  const facts = [
    log.employee ? t('history.to', { name: nameOf(log.employee) }) : '',
    log.previousEmployee ? t('history.from', { name: nameOf(log.previousEmployee) }) : '',
    distribution ?? '',
  ].filter(Boolean);
  return (
    <li className="flex flex-col gap-1.5 px-6 py-4 sm:px-4">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1.5">
        <DecisionBadge decision={log.decision} />
        <span className="min-w-0 flex-1 truncate text-sm">
          <DealName deal={log.deal} />
        </span>
        <time dateTime={log.at} className="shrink-0 text-xs text-muted tabular-nums">
          {formatTime(log.at)}
        </time>
      </div>
      {facts.length ? <p className="text-sm text-txt-secondary">{facts.join(' · ')}</p> : null}
      <p className="text-sm text-txt">{reason.summary}</p>
      {reason.waitUntil ? (
        <p className="text-sm text-txt-secondary">{t('history.waitUntil', { time: formatTime(reason.waitUntil) })}</p>
      ) : null}
      {reason.eligible.length || reason.skipped.length ? (
        <details className="group text-sm">
          <summary className="inline-flex min-h-8 cursor-pointer items-center rounded text-sm font-medium text-accent-text focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-ring">
            {t('history.details')}
          </summary>
          <div
            className={`mt-2 grid gap-4 rounded-md border border-basic-border bg-basic-subtle p-3 sm:grid-cols-1 ${reason.skipped.length ? 'grid-cols-2' : 'grid-cols-1'}`}
          >
            <div>
              <h3 className="text-xs font-semibold tracking-wide text-txt-secondary uppercase">{t('history.eligible')}</h3>
              {reason.eligible.length === 0 ? (
                <p className="mt-1 text-txt-secondary">{t('history.noneEligible')}</p>
              ) : (
                <ul className="mt-1 flex flex-col gap-1">
                  {reason.eligible.map((e) => (
                    <li key={e.employee}>
                      <span className="font-medium text-txt">{nameOf(e.employee)}</span>{' '}
                      <span className="text-txt-secondary">
                        {t('history.ledger', { weight: e.weight, expected: ledger.format(e.expected), received: e.received })}
                      </span>
                    </li>
                  ))}
                  {moreEligible > 0 ? <li className="text-txt-secondary">{t('history.moreEligible', { count: moreEligible })}</li> : null}
                </ul>
              )}
            </div>
            {reason.skipped.length ? (
              <div>
                <h3 className="text-xs font-semibold tracking-wide text-txt-secondary uppercase">{t('history.skipped')}</h3>
                <ul className="mt-1 flex flex-col gap-1">
                  {reason.skipped.map((s) => (
                    <li key={s.employee}>
                      <span className="font-medium text-txt">{nameOf(s.employee)}</span>:{' '}
                      <span className="text-txt-secondary">{t(`history.reasons.${s.reason}`)}</span>
                    </li>
                  ))}
                  {moreSkipped > 0 ? (
                    <li className="text-txt-secondary">{t('history.moreSkipped', { count: moreSkipped, reasons: skippedInAll })}</li>
                  ) : null}
                </ul>
              </div>
            ) : null}
          </div>
        </details>
      ) : null}
    </li>
  );
}
