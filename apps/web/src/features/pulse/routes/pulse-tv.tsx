import { DEFAULT_CURRENCY } from '@salespulse/contract/constants';
import { useQueryClient } from '@tanstack/react-query';
import { format } from 'date-fns';
import { useEffect, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from '@/shared/i18n/use-translation';
import { usePageTitle } from '@/shared/lib/use-page-title';
import { analyticsKeys } from '@/shared/live/analytics-keys';
import { useLiveInvalidation } from '@/shared/live/use-live-updates';
import { useProjectData } from '@/shared/session/get-project-data';
import { type ProjectSettings, useProjectSettings } from '@/shared/session/use-project-settings';
import { useSessionStore } from '@/shared/stores/session-store';
import { toDate } from '@/shared/ui/calendar/calendar-days';
import { PageLoader } from '@/shared/ui/spinner';
import { BoardMessage } from '../components/board-message';
import { LiveBadge } from '../components/live-badge';
import { TeamSelect } from '../components/team-select';
import { TeamsNote } from '../components/teams-note';
import { TV_ROW_H, TvBoard } from '../components/tv-board';
import { hourlyMetricFor, availableMetrics, isQuietPeriod, parseMetric } from '../lib/metrics';
import { nextHourMarker } from '../lib/next-hour';
import { useClock } from '../lib/use-clock';
import { usePulseBoard } from '../lib/use-pulse-board';
import { usePulseGoals } from '../lib/pulse-goals';
import { useProjectZone } from '../lib/use-project-zone';
import { usePulseTeam } from '../lib/use-pulse-team';
import { useTvScale } from '../lib/use-tv-scale';
import { useRotatingPage, useWindowHeight } from '../lib/use-rotating-page';

/** Live events refresh the board; this catches up even if the event stream is down. */
const REFRESH_MS = 60_000;
const PAGE_TURN_MS = 15_000;
/** Header, column titles and the All managers row above the managers. */
const CHROME_PX = 96 + 56 + TV_ROW_H + 48;
/** The "Teams as of" line under a board with team rows. */
const NOTE_PX = 36;

function TvContent({
  projectId,
  projectName,
  settings,
  timeZone,
}: {
  projectId: string;
  projectName: string;
  settings: ProjectSettings;
  timeZone: string;
}) {
  const { t } = useTranslation('pulse');
  const queryClient = useQueryClient();
  const [params] = useSearchParams();
  const { now, today } = useClock(timeZone, 15_000);
  const giftShop = settings.gift_shop_enabled === '1';
  const sort = params.get('sort');
  const metric = useMemo(() => parseMetric(sort, availableMetrics(giftShop)), [sort, giftShop]);
  const range = useMemo(() => ({ from: today, to: today }), [today]);
  const currency = settings.currency || DEFAULT_CURRENCY;
  useLiveInvalidation(projectId);
  useEffect(() => {
    const timer = setInterval(() => void queryClient.invalidateQueries({ queryKey: analyticsKeys.all(projectId) }), REFRESH_MS);
    return () => clearInterval(timer);
  }, [queryClient, projectId]);

  const { teamId, teams, setTeam } = usePulseTeam(projectId);
  const board = usePulseBoard({ projectId, range, timeZone, giftShop, metric, teamId });
  const goals = usePulseGoals(projectId, range, metric);
  const scale = useTvScale();
  const rowHeight = Math.round(TV_ROW_H * scale);
  const teamRowsPx = board.teams.length > 0 ? board.teams.length * rowHeight + NOTE_PX * scale : 0;
  const pageSize = Math.max(1, Math.floor((useWindowHeight() - CHROME_PX * scale - teamRowsPx) / rowHeight));
  const { start, end } = useRotatingPage(board.rows.length, pageSize, PAGE_TURN_MS);
  const hourly = hourlyMetricFor(metric);
  const max = Math.max(0, ...board.rows.map((row) => Math.max(0, ...(row.hours[hourly] ?? []))));

  return (
    <>
      <header className="flex h-24 shrink-0 items-center justify-between gap-6 md:gap-4">
        <div className="min-w-0">
          <h1 className="truncate text-4xl font-bold tracking-tight text-txt md:text-2xl xs:text-xl">
            {t('tv.title', { project: projectName })}
          </h1>
          <p className="mt-1 truncate text-xl text-txt-secondary md:text-base">
            {t('tv.today', { date: format(toDate(today), 'EEEE, d MMMM yyyy') })}
          </p>
        </div>
        <div className="flex shrink-0 items-center gap-8 md:gap-3">
          {board.rows.length > pageSize ? (
            <span className="text-xl text-muted sm:hidden">{t('tv.page', { from: start + 1, to: end, total: board.rows.length })}</span>
          ) : null}
          <TeamSelect teams={teams} value={teamId} onChange={setTeam} className="w-56 md:w-40" />
          <LiveBadge projectId={projectId} />
          {/* A phone shows the time itself: there the board's clock gives its room to the team's name. */}
          <time className="whitespace-nowrap text-5xl font-semibold text-txt tabular-nums md:text-3xl xs:hidden">
            {now.toLocaleTimeString([], { hour: '2-digit', minute: '2-digit', timeZone })}
          </time>
        </div>
      </header>
      {board.error ? (
        <BoardMessage title={t('error.title')} text={board.error.message} tone="error" />
      ) : !board.ready ? (
        <PageLoader />
      ) : board.rows.length === 0 ? (
        <TvMessage title={t('empty.title')} text={t('empty.text')} />
      ) : isQuietPeriod(board.totals.totals) ? (
        // A blank grid of zeros on a wall reads as broken; say the day has not started yet.
        <TvMessage title={t('tv.quietTitle')} text={t('tv.quietText')} />
      ) : (
        <TvBoard
          rows={board.rows.slice(start, end)}
          totals={board.totals}
          teams={board.teams}
          firstRank={start + 1}
          span={board.span}
          metric={metric}
          nextHour={nextHourMarker(range, today, now, timeZone)}
          currency={currency}
          max={max}
          goals={goals}
          rowHeight={rowHeight}
          labels={{ manager: t('manager'), metric: t(`metrics.${metric}`), teams: t('team.group') }}
        />
      )}
      {board.ready && board.rows.length > 0 && board.teams.length > 0 && !isQuietPeriod(board.totals.totals) ? (
        <TeamsNote day={today} className="shrink-0 text-lg text-txt-secondary md:text-base" />
      ) : null}
    </>
  );
}

/** What the wall says instead of the grid: large, centred, readable from across the room. */
function TvMessage({ title, text }: { title: string; text: string }) {
  return (
    <div className="flex min-h-0 flex-1 flex-col items-center justify-center gap-4 rounded-xl border border-dashed border-basic-border-strong bg-basic-surface px-8 text-center">
      <p className="text-4xl font-semibold text-txt text-balance md:text-2xl">{title}</p>
      <p className="max-w-3xl text-2xl text-pretty text-txt-secondary md:text-lg">{text}</p>
    </div>
  );
}

/** Pulse on a wall screen: today, full screen, large type, refreshing itself, no controls. */
export default function PulseTv() {
  const { t } = useTranslation('pulse');
  usePageTitle(t('title'));
  const projectId = useSessionStore((state) => state.projectId);
  const project = useProjectData();
  const settings = useProjectSettings();
  const timeZone = useProjectZone(settings);
  if (project.error) throw project.error;
  return (
    <main className="relative flex h-dvh flex-col gap-4 overflow-hidden bg-basic-bg px-8 pb-6 md:px-4">
      {projectId && project.data && settings && timeZone ? (
        <TvContent projectId={projectId} projectName={project.data.project.name} settings={settings} timeZone={timeZone} />
      ) : (
        <PageLoader />
      )}
    </main>
  );
}
