import type { Team } from '@salespulse/contract/teams';
import { format } from 'date-fns';
import { useTranslation } from '@/shared/i18n/use-translation';
import { toDate } from '@/shared/ui/calendar/calendar-days';
import { Button } from '@/shared/ui/button';
import { Spinner } from '@/shared/ui/spinner';
import { useTeamMemberships } from '../api/get-memberships';

/** A local day of the project ("2026-12-03") as the app writes days: "3 Dec 2026". */
export function formatDay(day: string): string {
  return format(toDate(day), 'd MMM yyyy');
}

type MembershipHistoryProps = {
  projectId: string;
  team: Team;
  nameOf: (employee: string) => string;
};

/** Who joined the team and who left it, when: one line per stretch, newest first (the server's order). */
export function MembershipHistory({ projectId, team, nameOf }: MembershipHistoryProps) {
  const { t } = useTranslation('teams');
  const common = useTranslation().t;
  const history = useTeamMemberships(projectId, team.id);

  if (history.error) {
    return (
      <div role="alert" className="flex flex-wrap items-center gap-3 py-2">
        <p className="text-sm text-error-text">{t('history.loadError')}</p>
        <Button variant="secondary" onClick={() => void history.refetch()}>
          {t('list.retry')}
        </Button>
      </div>
    );
  }
  if (!history.data) {
    return (
      <div role="status" className="flex items-center gap-2 py-2 text-sm text-muted">
        <Spinner className="size-4" />
        <span className="sr-only">{common('loading')}</span>
      </div>
    );
  }
  if (history.data.length === 0) return <p className="py-2 text-sm text-muted">{t('history.empty')}</p>;
  return (
    <ol aria-label={t('list.historyOf', { name: team.name })} className="flex flex-col divide-y divide-basic-border">
      {history.data.map((stretch) => (
        <li key={`${stretch.employee}-${stretch.from}`} className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-0.5 py-2">
          <span className="text-sm font-medium text-txt">{nameOf(stretch.employee)}</span>
          <span className="flex items-baseline gap-2 text-sm text-txt-secondary">
            {stretch.to
              ? t('history.between', { from: formatDay(stretch.from), to: formatDay(stretch.to) })
              : t('history.since', { from: formatDay(stretch.from) })}
            <span
              className={`rounded-full px-2 py-0.5 text-xs font-medium ${stretch.to ? 'bg-basic-subtle text-muted' : 'bg-status-success-soft text-status-success-text'}`}
            >
              {stretch.to ? t('history.left') : t('history.current')}
            </span>
          </span>
        </li>
      ))}
    </ol>
  );
}
