import type { GoalProgress } from '@salespulse/contract/goals';
import { formatPeriod, GOALS_NS, goalMetricLabel, GoalProgressBar } from '@/shared/analytics/goals';
import { useProjectCalendar } from '@/shared/analytics/use-project-calendar';
import { useTranslation } from '@/shared/i18n/use-translation';
import { useGoalProgress } from '@/shared/resources/goals';
import { useTeams } from '@/shared/resources/teams';
import { useMyEmployee } from '@/shared/session/use-my-employee';
import { useSessionStore } from '@/shared/stores/session-store';
import { Button } from '@/shared/ui/button';
import { SectionCard } from '@/shared/ui/section-card';
import { Spinner } from '@/shared/ui/spinner';

/** The member's own goals first, then their shares of team goals, then their team's goals. */
const rank = (row: GoalProgress) => (row.scope === 'employee' && row.shareOf === null ? 0 : row.shareOf !== null ? 1 : 2);

function MyGoalsList({ projectId, employee }: { projectId: string; employee: string }) {
  const { t } = useTranslation(GOALS_NS);
  const ta = useTranslation('analytics').t;
  const calendar = useProjectCalendar();
  const progress = useGoalProgress(projectId, { employee: [employee] });
  const teams = useTeams(projectId);
  const teamName = (iri: string | null) => teams.data?.find((team) => team['@id'] === iri)?.name ?? t('settings.unknownTeam');
  if (progress.isPending || !calendar) {
    return (
      <div role="status" className="flex items-center gap-2 text-sm text-muted">
        <Spinner className="size-4" />
        {t('mine.loading')}
      </div>
    );
  }
  if (progress.isError) {
    return (
      <div className="flex flex-wrap items-center gap-3">
        <p role="alert" className="text-sm text-error-text">
          {t('mine.error')}
        </p>
        <Button variant="secondary" onClick={() => void progress.refetch()}>
          {t('mine.retry')}
        </Button>
      </div>
    );
  }
  // Only what concerns the member: their goals, their shares, their team's goals.
  const rows = progress.data
    .filter((row) => (row.scope === 'employee' ? row.employee === employee : row.scope === 'team'))
    .sort((a, b) => rank(a) - rank(b) || a.metric.localeCompare(b.metric));
  if (rows.length === 0) return <p className="text-sm text-muted">{t('mine.empty')}</p>;
  return (
    <ul className="flex flex-col divide-y divide-basic-border">
      {rows.map((row) => {
        const whose =
          row.shareOf !== null
            ? t('mine.yourShare', { team: teamName(row.team) })
            : row.scope === 'team'
              ? t('mine.teamGoal', { team: teamName(row.team) })
              : t('mine.yours');
        const name = `${whose} · ${goalMetricLabel(row.metric, ta)}`;
        return (
          <li key={`${row.goal}|${row.shareOf ?? ''}`} className="flex flex-col gap-2 py-3 first:pt-0 last:pb-0">
            <div>
              <h3 className="text-sm font-medium text-txt">{name}</h3>
              <p className="text-xs text-muted">{formatPeriod(row.period, row.from, row.to)}</p>
            </div>
            <GoalProgressBar progress={row} currency={calendar.currency} label={name} showProjected />
          </li>
        );
      })}
    </ul>
  );
}

/** Personal settings: the signed-in member's goals and their team's, with pace and projection. */
export function MyGoalsCard() {
  const { t } = useTranslation(GOALS_NS);
  const projectId = useSessionStore((state) => state.projectId);
  const me = useMyEmployee(projectId);
  let body;
  if (projectId === null) body = <p className="text-sm text-muted">{t('mine.noProject')}</p>;
  else if (me.isPending) {
    body = (
      <div role="status" className="flex items-center gap-2 text-sm text-muted">
        <Spinner className="size-4" />
        {t('mine.loading')}
      </div>
    );
  } else if (me.isError) {
    body = (
      <div className="flex flex-wrap items-center gap-3">
        <p role="alert" className="text-sm text-error-text">
          {t('mine.error')}
        </p>
        <Button variant="secondary" onClick={() => void me.refetch()}>
          {t('mine.retry')}
        </Button>
      </div>
    );
  } else if (me.data === null) body = <p className="text-sm text-muted">{t('mine.empty')}</p>;
  else body = <MyGoalsList projectId={projectId} employee={me.data['@id']} />;
  return (
    <SectionCard title={t('mine.title')} description={t('mine.description')}>
      {body}
    </SectionCard>
  );
}
