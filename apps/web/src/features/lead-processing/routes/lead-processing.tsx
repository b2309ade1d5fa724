import type { LeadProcessingRow } from '@salespulse/contract/analytics';
import { SEARCH_INPUT_DEBOUNCE_MS } from '@salespulse/contract/constants';
import { hasPermission } from '@salespulse/contract/permissions';
import { useId, useMemo, useState } from 'react';
import { useEveryEmployee } from '@/shared/resources/employees';
import { csvFilename, toCsv } from '@/shared/analytics/csv';
import { FilterPanel } from '@/shared/analytics/filters/filter-panel';
import { sortRows } from '@/shared/analytics/sorting';
import { AnalyticsPage } from '@/shared/analytics/ui/analytics-page';
import { useEmployeeNames } from '@/shared/analytics/ui/employee-names';
import { ExportCsvButton } from '@/shared/analytics/ui/export-csv-button';
import { TeamsAsOf } from '@/shared/analytics/ui/team-rows';
import { AnswerNotes } from '@/shared/analytics/ui/answer-notes';
import { QueryFailure } from '@/shared/analytics/ui/query-failure';
import { useAnalyticsFilters } from '@/shared/analytics/use-analytics-filters';
import { useProjectCalendar } from '@/shared/analytics/use-project-calendar';
import { useUrlSort } from '@/shared/analytics/use-url-sort';
import { useTranslation } from '@/shared/i18n/use-translation';
import { useDebouncedValue } from '@/shared/lib/use-debounced-value';
import { SMALL_SCREEN_QUERY, useMediaQuery } from '@/shared/lib/use-media-query';
import { useRouteTitle } from '@/shared/lib/use-route-title';
import { useLiveInvalidation } from '@/shared/live/use-live-updates';
import { useSessionStore } from '@/shared/stores/session-store';
import { PageLoader } from '@/shared/ui/spinner';
import { leadProcessingKeys, useLeadProcessing } from '../api/get-lead-processing';
import { DealsDialog, type OpenDeals } from '../components/deals-dialog';
import { LeadTable } from '../components/lead-table';
import { LeadTip } from '../components/lead-tip';
import { MetricTabs } from '../components/metric-tabs';
import { SummaryBadges } from '../components/summary-badges';
import {
  type DealList,
  leadCsvColumns,
  type LeadMetric,
  leadMetrics,
  leadSortKeys,
  matchesName,
  sortValue,
  summaryOf,
  totalsOf,
} from '../lib/lead-rows';

function LeadProcessingScreen({ projectId }: { projectId: string }) {
  const { t } = useTranslation('lead-processing');
  const title = useRouteTitle() ?? t('title');
  const role = useSessionStore((state) => state.role);
  const calendar = useProjectCalendar();
  const refreshKey = leadProcessingKeys.all(projectId);
  const { filters, defaults, dispatch } = useAnalyticsFilters('leadProcessing', calendar, refreshKey);
  const query = useLeadProcessing(projectId, filters);
  const employees = useEveryEmployee(projectId);
  useLiveInvalidation(projectId, refreshKey);
  const nameOf = useEmployeeNames(employees.data, 'reference');
  const { sort, toggle } = useUrlSort(leadSortKeys);
  const [search, setSearch] = useState('');
  const needle = useDebouncedValue(search, SEARCH_INPUT_DEBOUNCE_MS);
  const small = useMediaQuery(SMALL_SCREEN_QUERY);
  const [metric, setMetric] = useState<LeadMetric>('processedCount');
  const [openDeals, setOpenDeals] = useState<OpenDeals | null>(null);
  const tableId = useId();
  const searchId = useId();
  const answer = query.data;

  const sorted = useMemo(() => {
    const rows = answer ? sortRows(answer.employees, sort, (row, key) => sortValue(row, key, nameOf)) : [];
    return [...rows.filter((row) => row.employee !== null), ...rows.filter((row) => row.employee === null)];
  }, [answer, sort, nameOf]);
  const shown = useMemo(
    () => (needle.trim() ? sorted.filter((row) => matchesName(nameOf(row.employee), needle)) : sorted),
    [sorted, needle, nameOf],
  );
  if (employees.error) throw employees.error;

  const headers = {
    name: t('columns.name'),
    processedCount: t('columns.processedCount'),
    participatedCount: t('columns.participatedCount'),
    processTimeAvg: t('csv.processTimeAvg'),
    participateTimeAvg: t('csv.participateTimeAvg'),
  };
  const exportCsv = () => {
    const total = totalsOf(sorted);
    return toCsv(
      leadCsvColumns(headers, (row) => ('team' in row ? row.name : 'employee' in row ? nameOf(row.employee) : t('analytics:table.total'))),
      sorted,
      [...(answer?.teams ?? []), total],
    );
  };
  const open = (row: LeadProcessingRow, list: DealList) => {
    const count = list === 'processedDeals' ? 'processedCount' : 'participatedCount';
    setOpenDeals({ employee: row.employee, name: nameOf(row.employee), list, label: t(`columns.${count}`), count: row[count] });
  };

  const loading = !answer || !employees.data || !calendar;
  return (
    <AnalyticsPage
      title={title}
      actions={answer && filters ? <ExportCsvButton filename={csvFilename('lead-processing', filters.date)} build={exportCsv} /> : null}
      filters={
        filters && defaults ? (
          <FilterPanel projectId={projectId} screen="leadProcessing" filters={filters} defaults={defaults} dispatch={dispatch} />
        ) : null
      }
      notes={
        calendar ? (
          <AnswerNotes
            projectId={projectId}
            zone={calendar.zone}
            query={query}
            window={
              answer ? { ranges: answer.filters.dateTimeRanges ?? [], kind: 'leads', outside: answer.outsideWindow.leads } : undefined
            }
            dispatch={dispatch}
          />
        ) : null
      }
      aside={answer ? <LeadTip speed={answer.processSpeed} canConfigure={hasPermission(role, 'project.settings')} /> : undefined}
    >
      {query.error && !query.isFetching ? (
        <QueryFailure
          error={query.error}
          onRetry={() => void query.refetch()}
          onReset={() => dispatch({ type: 'reset' })}
          resetLabel={t('analytics:table.resetFilters')}
        />
      ) : loading ? (
        <PageLoader />
      ) : (
        <>
          <SummaryBadges summary={summaryOf(answer)} />
          <div className="flex flex-wrap items-end justify-between gap-3">
            <div className="flex w-72 flex-col gap-1.5 sm:w-full">
              <label htmlFor={searchId} className="text-sm font-medium text-txt">
                {t('search')}
              </label>
              <input
                id={searchId}
                type="search"
                value={search}
                onChange={(event) => setSearch(event.target.value)}
                placeholder={t('searchPlaceholder')}
                className="block min-h-11 w-full rounded-md border border-basic-border-strong bg-basic-surface px-3 text-sm text-txt shadow-card placeholder:text-muted focus:border-accent focus:ring-3 focus:ring-accent-ring/25 focus:outline-none xs:text-base"
              />
              {/* The table changes out of sight of a screen reader in the field: the count is read out. */}
              <p role="status" className="sr-only">
                {needle.trim() ? t('matches', { count: shown.length }) : ''}
              </p>
            </div>
            {small ? <MetricTabs value={metric} onChange={setMetric} controls={tableId} /> : null}
          </div>
          {answer.employees.length === 0 ? (
            <p className="rounded-lg border border-dashed border-basic-border-strong px-6 py-12 text-center text-sm text-muted">
              {t('empty')}
            </p>
          ) : shown.length === 0 ? (
            <p className="rounded-lg border border-dashed border-basic-border-strong px-6 py-12 text-center text-sm text-muted">
              {t('noMatches', { search: needle.trim() })}
            </p>
          ) : (
            <LeadTable
              id={tableId}
              rows={shown}
              totals={totalsOf(shown)}
              teams={answer.teams}
              metrics={small ? [metric] : leadMetrics}
              nameOf={nameOf}
              sort={sort}
              onSort={toggle}
              onOpenDeals={open}
              panelLabel={small ? t(`columns.${metric}`) : undefined}
            />
          )}
          {answer.teams.length && filters ? <TeamsAsOf day={filters.date.to} /> : null}
          <DealsDialog open={openDeals} projectId={projectId} filters={filters} zone={calendar.zone} onClose={() => setOpenDeals(null)} />
        </>
      )}
    </AnalyticsPage>
  );
}

export default function LeadProcessing() {
  const projectId = useSessionStore((state) => state.projectId);
  return projectId ? <LeadProcessingScreen projectId={projectId} /> : null;
}
