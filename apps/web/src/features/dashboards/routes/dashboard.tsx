import { useParams, useSearchParams } from 'react-router';
import { ApiError } from '@/shared/api/http';
import { useProjectCalendar } from '@/shared/analytics/use-project-calendar';
import { AnalyticsPage } from '@/shared/analytics/ui/analytics-page';
import { useTranslation } from '@/shared/i18n/use-translation';
import { useRouteTitle } from '@/shared/lib/use-route-title';
import { useLiveInvalidation } from '@/shared/live/use-live-updates';
import { useSessionStore } from '@/shared/stores/session-store';
import type { DayRange } from '@/shared/ui/calendar/calendar-days';
import { DatePicker } from '@/shared/ui/calendar/date-picker';
import { dashboardDataKeys, useDashboardData } from '../api/get-dashboard-data';
import { useDashboard } from '../api/get-dashboards';
import { BoardNotFound, DataFailure, EmptyBoard } from '../components/dashboard-notes';
import { DashboardSkeleton, DashboardWidgets } from '../components/dashboard-widgets';
import { periodFromSearch } from '../lib/period';

const isNotFound = (error: Error | null) => error instanceof ApiError && error.status === 404;

function DashboardScreen({ projectId, dashboardId }: { projectId: string; dashboardId: string }) {
  const { t } = useTranslation('dashboards');
  const routeTitle = useRouteTitle() ?? t('view.title');
  const calendar = useProjectCalendar();
  const [search, setSearch] = useSearchParams();
  const period = calendar ? periodFromSearch(search, calendar.today) : undefined;
  const dashboard = useDashboard(projectId, dashboardId);
  const widgets = dashboard.data?.widgets ?? [];
  const data = useDashboardData(projectId, dashboardId, period, widgets.length > 0);
  useLiveInvalidation(projectId, dashboardDataKeys.all(projectId));

  if (dashboard.error && !isNotFound(dashboard.error)) throw dashboard.error;
  const notFound = isNotFound(dashboard.error) || isNotFound(data.error);

  const choose = (range: DayRange) =>
    setSearch((current) => {
      const next = new URLSearchParams(current);
      next.set('from', range.from);
      next.set('to', range.to);
      return next;
    });

  const picker =
    calendar && period && !notFound ? (
      <DatePicker mode="range" value={period} onChange={choose} max={calendar.today} today={calendar.today} label={t('view.period')} />
    ) : null;

  return (
    <AnalyticsPage title={notFound ? routeTitle : (dashboard.data?.name ?? routeTitle)} actions={picker}>
      {notFound ? (
        <BoardNotFound />
      ) : !dashboard.data || !calendar ? (
        <DashboardSkeleton />
      ) : widgets.length === 0 ? (
        <EmptyBoard dashboardId={dashboardId} />
      ) : data.error && !data.isFetching ? (
        <DataFailure error={data.error} onRetry={() => void data.refetch()} />
      ) : (
        <DashboardWidgets widgets={widgets} data={data.data?.widgets} currency={calendar.currency} projectId={projectId} />
      )}
    </AnalyticsPage>
  );
}

export default function DashboardView() {
  const projectId = useSessionStore((state) => state.projectId);
  const { dashboardId } = useParams();
  return projectId && dashboardId ? <DashboardScreen key={dashboardId} projectId={projectId} dashboardId={dashboardId} /> : null;
}
