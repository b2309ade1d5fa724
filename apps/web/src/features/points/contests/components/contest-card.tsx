import type { PointContest, PointContestStatus } from '@salespulse/contract/points';
import { useId } from 'react';
import { useTranslation } from '@/shared/i18n/use-translation';
import { Button } from '@/shared/ui/button';
import { contestTiming, formatContestDays, formatPrizes, metricLabel } from '../lib/contest-format';
import { CancelContest } from './cancel-contest';
import { ContestDialog } from './contest-dialog';
import { StandingsTable } from './standings-table';

export type ContestView = {
  projectId: string;
  today: string;
  currency: string;
  formatDate: (iso: string) => string;
  nameOf: (employee: string) => string;
  canManage: boolean;
};

const statusTone: Record<PointContestStatus, string> = {
  running: 'bg-status-success-soft text-status-success-text',
  upcoming: 'bg-accent-soft text-accent-text',
  finished: 'bg-basic-subtle text-txt-secondary',
  canceled: 'bg-error-soft text-error-text',
};

export function ContestCard({ contest, view }: { contest: PointContest; view: ContestView }) {
  const { t } = useTranslation('points');
  const titleId = useId();
  const open = contest.status === 'upcoming' || contest.status === 'running';

  return (
    <article aria-labelledby={titleId} className="overflow-hidden rounded-md border border-basic-border bg-basic-surface">
      <header className="flex flex-wrap items-start justify-between gap-x-4 gap-y-3 px-5 py-4 sm:px-4">
        <div className="flex min-w-0 flex-col gap-1">
          <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
            <h3 id={titleId} className="text-base font-semibold break-words text-txt">
              {contest.name}
            </h3>
            <span className={`rounded-full px-2 py-px text-xs font-semibold ${statusTone[contest.status]}`}>
              {t(`contests.status.${contest.status}`)}
            </span>
          </div>
          <p className="text-sm text-txt-secondary">
            <span className="font-medium text-txt">{metricLabel(t, contest.metric)}</span>
            {' · '}
            <span className="whitespace-nowrap tabular-nums">{formatContestDays(contest.startsOn, contest.endsOn, view.today)}</span>
            {' · '}
            <span className="whitespace-nowrap">{contestTiming(t, contest, view.today)}</span>
          </p>
          <p className="text-sm text-txt tabular-nums">{formatPrizes(t, contest.prizes)}</p>
          <p className="text-xs text-muted">
            {contest.participants.length === 0
              ? t('contests.everyone')
              : t('contests.participants', { count: contest.participants.length })}
          </p>
        </div>
        {view.canManage && open ? (
          <div className="flex shrink-0 flex-wrap gap-2">
            <ContestDialog
              projectId={view.projectId}
              today={view.today}
              contest={contest}
              trigger={<Button variant="secondary">{t('contests.actions.edit')}</Button>}
            />
            <CancelContest projectId={view.projectId} contest={contest} />
          </div>
        ) : null}
      </header>
      <ContestBody contest={contest} view={view} />
    </article>
  );
}

function ContestBody({ contest, view }: { contest: PointContest; view: ContestView }) {
  const { t } = useTranslation('points');
  if (contest.status === 'canceled') return null;
  // Before the first day everybody stands at nothing: the table would only list ties at 0.
  if (contest.status === 'upcoming') {
    return (
      <p className="border-t border-basic-border px-5 py-3 text-sm text-txt-secondary sm:px-4">
        {t('contests.startsNote', { day: formatContestDays(contest.startsOn, contest.startsOn, view.today) })}
      </p>
    );
  }
  return (
    <>
      {contest.standings.length > 0 ? (
        <StandingsTable contest={contest} nameOf={view.nameOf} currency={view.currency} />
      ) : (
        <p className="border-t border-basic-border px-5 py-3 text-sm text-muted sm:px-4">{t('contests.noStandings')}</p>
      )}
      {contest.status === 'finished' && contest.settledAt ? (
        <p className="border-t border-basic-border bg-basic-subtle/40 px-5 py-2.5 text-sm font-medium text-txt-secondary sm:px-4">
          {t('contests.awarded', { date: view.formatDate(contest.settledAt) })}
        </p>
      ) : null}
    </>
  );
}
