import { DEFAULT_CURRENCY } from '@salespulse/contract/constants';
import { Link } from 'react-router';
import { NoDataSourceNote } from '@/shared/analytics/ui/no-data-source-note';
import { useTranslation } from '@/shared/i18n/use-translation';
import { SMALL_SCREEN_QUERY, useMediaQuery } from '@/shared/lib/use-media-query';
import { usePageTitle } from '@/shared/lib/use-page-title';
import { useRouteTitle } from '@/shared/lib/use-route-title';
import { useLiveFailure, useLiveInvalidation } from '@/shared/live/use-live-updates';
import { paths } from '@/shared/routes/paths';
import { type ProjectSettings, useProjectSettings } from '@/shared/session/use-project-settings';
import { useSessionStore } from '@/shared/stores/session-store';
import { DatePicker } from '@/shared/ui/calendar/date-picker';
import { DayStepper } from '@/shared/ui/calendar/day-stepper';
import { PageLoader } from '@/shared/ui/spinner';
import { BoardMessage } from '../components/board-message';
import { LiveBadge } from '../components/live-badge';
import { PulseCards } from '../components/pulse-cards';
import { PulseTable } from '../components/pulse-table';
import { SortButtons } from '../components/sort-buttons';
import { TeamSelect } from '../components/team-select';
import { TeamsNote } from '../components/teams-note';
import { isQuietPeriod } from '../lib/metrics';
import { nextHourMarker } from '../lib/next-hour';
import { useClock } from '../lib/use-clock';
import { usePulseBoard } from '../lib/use-pulse-board';
import { usePulseGoals } from '../lib/pulse-goals';
import { usePulseParams } from '../lib/use-pulse-params';
import { useProjectZone } from '../lib/use-project-zone';
import { usePulseTeam } from '../lib/use-pulse-team';
import { tvLink } from '../lib/tv-link';

type ContentProps = { projectId: string; settings: ProjectSettings; timeZone: string };

function PulseContent({ projectId, settings, timeZone }: ContentProps) {
  const { t } = useTranslation('pulse');
  const small = useMediaQuery(SMALL_SCREEN_QUERY);
  const { now, today } = useClock(timeZone);
  const giftShop = settings.gift_shop_enabled === '1';
  const { metrics, metric, range, setMetric, setRange } = usePulseParams(today, giftShop);
  const { teamId, teams, linkTeam, setTeam } = usePulseTeam(projectId);
  useLiveInvalidation(projectId);
  const board = usePulseBoard({ projectId, range, timeZone, giftShop, metric, teamId });
  const goals = usePulseGoals(projectId, range, metric);
  const currency = settings.currency || DEFAULT_CURRENCY;
  const nextHour = nextHourMarker(range, today, now, timeZone);
  const liveFailure = useLiveFailure(projectId);
  // Spec sections 6 and 8, as on every other screen: a query's failure goes to the route's error
  // page, whose 402 leads an owner to the subscription. The live stream counts too: the answers
  // may still be fresh in the cache when the project stops being paid, and its ticket says so first.
  if (board.error) throw board.error;
  if (liveFailure?.status === 402) throw liveFailure;

  const view = {
    rows: board.rows,
    totals: board.totals,
    teams: board.teams,
    span: board.span,
    metric,
    metrics,
    nextHour,
    currency,
    pointsUnavailable: board.pointsUnavailable,
    goals,
  };
  let content;
  if (!board.ready) content = <PageLoader />;
  else if (board.rows.length === 0) content = <BoardMessage title={t('empty.title')} text={t('empty.text')} />;
  else content = small ? <PulseCards {...view} /> : <PulseTable {...view} />;

  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex flex-wrap items-center gap-x-4 gap-y-1">
          <h1 className="text-2xl font-semibold tracking-tight text-txt sm:text-xl">{t('title')}</h1>
          <LiveBadge projectId={projectId} />
          {board.updatedAt > 0 ? (
            <span className="text-xs text-muted">
              {t('updated', { time: new Date(board.updatedAt).toLocaleTimeString('en', { timeZone }) })}
            </span>
          ) : null}
        </div>
        <div className="flex flex-wrap items-center gap-2 sm:w-full">
          <TeamSelect teams={teams} value={teamId} onChange={setTeam} className="w-48 sm:w-full" />
          <DayStepper value={range} onChange={setRange} max={today}>
            <DatePicker mode="range" value={range} onChange={setRange} max={today} label={t('date')} className="sm:flex-1" />
          </DayStepper>
          <Link
            to={tvLink(paths.pulseTv, metric, linkTeam)}
            target="_blank"
            title={t('tv.openHint')}
            className="inline-flex min-h-11 items-center gap-2 rounded-md px-3 text-sm font-semibold text-accent-text hover:bg-accent-soft sm:hidden"
          >
            {t('tv.open')}
          </Link>
        </div>
      </div>
      <NoDataSourceNote projectId={projectId} />
      {board.rows.length > 0 && isQuietPeriod(board.totals.totals) ? (
        <p className="text-sm text-txt-secondary">
          {t(range.from !== range.to ? 'quiet.period' : range.from === today ? 'quiet.today' : 'quiet.day')}
        </p>
      ) : null}
      <div className="flex min-h-0 flex-1 gap-4 lg:flex-col sm:min-h-auto sm:gap-3">
        <SortButtons metrics={metrics} active={metric} onChange={setMetric} />
        <div className="flex min-h-0 min-w-0 flex-1 flex-col gap-2 sm:min-h-auto">
          {content}
          {board.ready && board.rows.length > 0 && board.teams.length > 0 ? <TeamsNote day={range.to} /> : null}
        </div>
      </div>
    </>
  );
}

export default function Pulse() {
  const { t } = useTranslation('pulse');
  usePageTitle(useRouteTitle() ?? t('title'));
  const projectId = useSessionStore((state) => state.projectId);
  const settings = useProjectSettings();
  const timeZone = useProjectZone(settings);
  return (
    <section className="flex min-h-[36rem] flex-1 flex-col gap-4 px-6 py-5 sm:min-h-auto sm:px-3 sm:py-4">
      {projectId && settings && timeZone ? (
        <PulseContent projectId={projectId} settings={settings} timeZone={timeZone} />
      ) : (
        <>
          <h1 className="text-2xl font-semibold tracking-tight text-txt sm:text-xl">{t('title')}</h1>
          <PageLoader />
        </>
      )}
    </section>
  );
}
