import type { CallsRow } from '@salespulse/contract/analytics';
import { useMemo } from 'react';
import { useEveryEmployee } from '@/shared/resources/employees';
import { csvFilename, toCsv } from '@/shared/analytics/csv';
import { FilterPanel } from '@/shared/analytics/filters/filter-panel';
import { type SortState, sortRows } from '@/shared/analytics/sorting';
import { AnalyticsPage } from '@/shared/analytics/ui/analytics-page';
import { useEmployeeNames } from '@/shared/analytics/ui/employee-names';
import { ExportCsvButton } from '@/shared/analytics/ui/export-csv-button';
import { AnswerNotes } from '@/shared/analytics/ui/answer-notes';
import { QueryFailure } from '@/shared/analytics/ui/query-failure';
import { TeamsAsOf } from '@/shared/analytics/ui/team-rows';
import { useAnalyticsFilters } from '@/shared/analytics/use-analytics-filters';
import { useProjectCalendar } from '@/shared/analytics/use-project-calendar';
import { useUrlSort } from '@/shared/analytics/use-url-sort';
import { useTranslation } from '@/shared/i18n/use-translation';
import { useRouteTitle } from '@/shared/lib/use-route-title';
import { useLiveInvalidation } from '@/shared/live/use-live-updates';
import { useSessionStore } from '@/shared/stores/session-store';
import { PageLoader } from '@/shared/ui/spinner';
import { callsKeys, useCalls } from '../api/get-calls';
import { CallsStatsList } from '../components/calls-stats-list';
import { TalkTimeList } from '../components/talk-time-list';
import {
  type CallLine,
  type CallSortKey,
  callSortOptions,
  dailyCsvColumns,
  periodDays,
  sortValue,
  statsCsvColumns,
} from '../lib/call-rows';

/** Ranked by the chosen option; "No owner" is no manager to rank and stays last. */
function ranked(rows: CallsRow[], sort: SortState<CallSortKey>): CallsRow[] {
  const sorted = sortRows(rows, sort, sortValue);
  return [...sorted.filter((row) => row.employee !== null), ...sorted.filter((row) => row.employee === null)];
}

function CallsBoardScreen({ projectId }: { projectId: string }) {
  const { t } = useTranslation('calls-board');
  const title = useRouteTitle() ?? t('title');
  const calendar = useProjectCalendar();
  const refreshKey = callsKeys.all(projectId);
  const { filters, defaults, dispatch } = useAnalyticsFilters('calls', calendar, refreshKey);
  const query = useCalls(projectId, filters);
  const employees = useEveryEmployee(projectId);
  useLiveInvalidation(projectId, refreshKey);
  // Spec §8: a calls row whose employee is not in the list is "Unknown".
  const nameOf = useEmployeeNames(employees.data, 'unknown');
  const stats = useUrlSort(callSortOptions, 'sort');
  const daily = useUrlSort(callSortOptions, 'daySort');
  const answer = query.data;
  const statsRows = useMemo(() => (answer ? ranked(answer.employees, stats.sort) : []), [answer, stats.sort]);
  const dailyRows = useMemo(() => (answer ? ranked(answer.employees, daily.sort) : []), [answer, daily.sort]);
  const days = useMemo(() => (filters ? periodDays(filters.date) : []), [filters]);
  if (employees.error) throw employees.error;

  const rowName = (row: CallLine) => ('team' in row ? row.name : nameOf(row.employee));
  const exportStats = () =>
    toCsv(
      statsCsvColumns(
        {
          name: t('stats.columns.name'),
          calls: t('stats.columns.calls'),
          successful: t('stats.columns.successful'),
          unsuccessful: t('stats.columns.unsuccessful'),
          pickupRate: t('stats.columns.pickupRate'),
          avgTime: t('stats.columns.avgTimeSeconds'),
          talkTime: t('stats.columns.talkTimeSeconds'),
          kpi: t('stats.columns.kpi'),
        },
        rowName,
      ),
      statsRows,
      answer?.teams,
    );
  const exportDaily = () => toCsv(dailyCsvColumns(t('stats.columns.name'), days, rowName), dailyRows, answer?.teams);
  const ready = answer && employees.data && filters;

  return (
    <AnalyticsPage
      title={title}
      filters={
        filters && defaults ? (
          <FilterPanel projectId={projectId} screen="calls" filters={filters} defaults={defaults} dispatch={dispatch} />
        ) : null
      }
      notes={
        calendar ? (
          <AnswerNotes
            projectId={projectId}
            zone={calendar.zone}
            query={query}
            window={
              answer ? { ranges: answer.filters.dateTimeRanges ?? [], kind: 'calls', outside: answer.outsideWindow.calls } : undefined
            }
            dispatch={dispatch}
          />
        ) : null
      }
    >
      {query.error && !query.isFetching ? (
        <QueryFailure
          error={query.error}
          onRetry={() => void query.refetch()}
          onReset={() => dispatch({ type: 'reset' })}
          resetLabel={t('analytics:table.resetFilters')}
        />
      ) : !ready ? (
        <PageLoader />
      ) : answer.employees.length === 0 ? (
        <p className="rounded-lg border border-dashed border-basic-border-strong px-6 py-12 text-center text-sm text-muted">{t('empty')}</p>
      ) : (
        <div className="grid min-w-0 grid-cols-2 items-start gap-4 xl:grid-cols-1">
          <CallsStatsList
            rows={statsRows}
            teams={answer.teams}
            nameOf={nameOf}
            sort={stats.sort}
            onSort={stats.toggle}
            actions={<ExportCsvButton filename={csvFilename('calls', filters.date)} build={exportStats} label={t('export.stats')} />}
          />
          <TalkTimeList
            rows={dailyRows}
            teams={answer.teams}
            days={days}
            nameOf={nameOf}
            sort={daily.sort}
            onSort={daily.toggle}
            actions={<ExportCsvButton filename={csvFilename('talk-time', filters.date)} build={exportDaily} label={t('export.daily')} />}
          />
          {answer.teams.length ? (
            <div className="col-span-2 xl:col-span-1">
              <TeamsAsOf day={filters.date.to} />
            </div>
          ) : null}
        </div>
      )}
    </AnalyticsPage>
  );
}

export default function CallsBoard() {
  const projectId = useSessionStore((state) => state.projectId);
  return projectId ? <CallsBoardScreen projectId={projectId} /> : null;
}
