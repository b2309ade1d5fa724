import type { MyDistributionShareEntry } from '@salespulse/contract/distribution-share';
import { useTranslation } from '@/shared/i18n/use-translation';
import { formatLeads, formatShare, shareDifference } from '../lib/share-wording';

const dateFormat = new Intl.DateTimeFormat(undefined, { day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' });

function Figure({ label, value, tone = 'text-txt' }: { label: string; value: string; tone?: string }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-medium text-muted">{label}</dt>
      <dd className={`mt-0.5 text-sm font-semibold tabular-nums ${tone}`}>{value}</dd>
    </div>
  );
}

/** One distribution of the signed-in member: their expected versus received leads, in words too. */
export function ShareEntry({ entry }: { entry: MyDistributionShareEntry }) {
  const { t } = useTranslation('profile');
  const difference = shareDifference(entry.deficit);
  const atCap = entry.dailyCap !== null && entry.today >= entry.dailyCap;
  const today =
    entry.dailyCap === null
      ? t('share.todayNoCap', { count: entry.today })
      : t('share.todayOfCap', { count: entry.today, cap: entry.dailyCap });
  const tone = difference.kind === 'behind' ? 'text-error-text' : 'text-txt';
  return (
    <li className="flex flex-col gap-3 py-4 first:pt-0 last:pb-0">
      <div className="flex flex-wrap items-center gap-2">
        <h3 className="min-w-0 text-sm font-semibold break-words text-txt">{entry.distribution.name}</h3>
        {entry.distribution.active ? null : (
          <span className="rounded-full bg-basic-subtle px-2 py-0.5 text-xs text-txt-secondary">{t('share.paused')}</span>
        )}
        {entry.away ? (
          <span className="rounded-full border border-status-warning/50 bg-status-warning-soft px-2 py-0.5 text-xs font-medium text-txt">
            {t('share.away')}
          </span>
        ) : null}
      </div>
      <dl className="grid grid-cols-4 gap-4 sm:grid-cols-2">
        <Figure label={t('share.expected')} value={formatLeads(entry.expected)} />
        <Figure label={t('share.received')} value={String(entry.received)} />
        <Figure label={t('share.difference')} value={t(`share.${difference.kind}`, { amount: difference.amount })} tone={tone} />
        <Figure label={t('share.today')} value={atCap ? `${today} · ${t('share.capReached')}` : today} />
      </dl>
      <p className="text-xs text-txt-secondary">
        {entry.expected === 0 && entry.received === 0
          ? t('share.nothingYet', { weight: entry.weight })
          : t('share.shares', { share: formatShare(entry.share), entitled: formatShare(entry.entitledShare), weight: entry.weight })}
      </p>
      {entry.away ? (
        <p className="rounded-md border border-status-warning/50 bg-status-warning-soft px-3 py-2 text-sm text-txt">
          {entry.awaySince ? t('share.awaySince', { since: dateFormat.format(new Date(entry.awaySince)) }) : null}{' '}
          {t('share.awayExplanation')}
        </p>
      ) : null}
    </li>
  );
}
