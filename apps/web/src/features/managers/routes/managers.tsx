import { useMemo } from 'react';
import { csvFilename, toCsv } from '@/shared/analytics/csv';
import { FilterPanel } from '@/shared/analytics/filters/filter-panel';
import { sortRows } from '@/shared/analytics/sorting';
import { useEveryEmployee } from '@/shared/resources/employees';
import { AnalyticsPage } from '@/shared/analytics/ui/analytics-page';
import { useEmployeeNames } from '@/shared/analytics/ui/employee-names';
import { ExportCsvButton } from '@/shared/analytics/ui/export-csv-button';
import { AnswerNotes } from '@/shared/analytics/ui/answer-notes';
import { QueryFailure } from '@/shared/analytics/ui/query-failure';
import { TeamsAsOf } from '@/shared/analytics/ui/team-rows';
import { useAnalyticsFilters } from '@/shared/analytics/use-analytics-filters';
import { chooseGoals } from '@/shared/analytics/goals';
import { useGoalProgress } from '@/shared/resources/goals';
import { useProjectCalendar } from '@/shared/analytics/use-project-calendar';
import { useUrlSort } from '@/shared/analytics/use-url-sort';
import { useTranslation } from '@/shared/i18n/use-translation';
import { useRouteTitle } from '@/shared/lib/use-route-title';
import { useLiveInvalidation } from '@/shared/live/use-live-updates';
import { useSessionStore } from '@/shared/stores/session-store';
import { PageLoader } from '@/shared/ui/spinner';
import { managersKeys, useManagers } from '../api/get-managers';
import { ManagersTable } from '../components/managers-table';
import { extraColumns, managersCsvColumns, sortKeys, sortValue } from '../lib/managers-columns';

function ManagersScreen({ projectId }: { projectId: string }) {
  const { t } = useTranslation('managers');
  const title = useRouteTitle() ?? t('title');
  const calendar = useProjectCalendar();
  const refreshKey = managersKeys.all(projectId);
  const { filters, defaults, dispatch } = useAnalyticsFilters('managers', calendar, refreshKey);
  const query = useManagers(projectId, filters);
  // The won-amount goals of the period holding the filter's last day: the board's money figure against its target.
  const progress = useGoalProgress(projectId, { date: filters?.date.to, metric: ['payments'] }, { enabled: Boolean(filters) });
  const goals = useMemo(() => chooseGoals(progress.data, 'payments'), [progress.data]);
  const employees = useEveryEmployee(projectId);
  useLiveInvalidation(projectId, refreshKey);
  const nameOf = useEmployeeNames(employees.data, 'reference');
  const answer = query.data;
  const extras = useMemo(() => (answer ? extraColumns(answer) : []), [answer]);
  const { sort, toggle } = useUrlSort(sortKeys(extras), 'sort', answer !== undefined);
  const rows = useMemo(() => {
    const sorted = answer ? sortRows(answer.employees, sort, (row, key) => sortValue(row, key, nameOf)) : [];
    // "No owner" is not a manager to rank: it stays under the managers.
    return [...sorted.filter((row) => row.employee !== null), ...sorted.filter((row) => row.employee === null)];
  }, [answer, sort, nameOf]);
  const inactive = useMemo(
    () => new Set((employees.data ?? []).filter((e) => e.status === 'inactive').map((e) => e['@id'])),
    [employees.data],
  );
  if (employees.error) throw employees.error;

  const exportCsv = () => {
    const columns = managersCsvColumns(
      extras,
      (metric) => t(`columns.${metric}`),
      t('columns.name'),
      (row) => ('team' in row ? row.name : 'employee' in row ? nameOf(row.employee) : t('analytics:table.total')),
    );
    return toCsv(columns, rows, answer ? [...answer.teams, answer.total] : []);
  };

  return (
    <AnalyticsPage
      title={title}
      actions={answer && filters ? <ExportCsvButton filename={csvFilename('managers', filters.date)} build={exportCsv} /> : null}
      filters={
        filters && defaults ? (
          <FilterPanel projectId={projectId} screen="managers" filters={filters} defaults={defaults} dispatch={dispatch} />
        ) : null
      }
      notes={
        calendar ? (
          <AnswerNotes
            projectId={projectId}
            zone={calendar.zone}
            query={query}
            window={answer ? { ranges: filters?.dateTimeRanges ?? [], kind: 'deals', outside: answer.outsideWindow.deals } : undefined}
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
      ) : !answer || !employees.data || !calendar ? (
        <PageLoader />
      ) : answer.employees.length === 0 ? (
        <p className="rounded-lg border border-dashed border-basic-border-strong px-6 py-12 text-center text-sm text-muted">{t('empty')}</p>
      ) : (
        <>
          <ManagersTable
            answer={answer}
            rows={rows}
            extras={extras}
            nameOf={nameOf}
            isInactive={(employee) => employee !== null && inactive.has(employee)}
            currency={calendar.currency}
            sort={sort}
            onSort={toggle}
            goals={goals}
          />
          {answer.teams.length && filters ? <TeamsAsOf day={filters.date.to} /> : null}
        </>
      )}
    </AnalyticsPage>
  );
}

export default function Managers() {
  const projectId = useSessionStore((state) => state.projectId);
  return projectId ? <ManagersScreen projectId={projectId} /> : null;
}
