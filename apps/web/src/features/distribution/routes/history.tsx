import type { Distribution } from '@salespulse/contract/distribution';
import { DISTRIBUTION_LOG_PAGE_SIZE, distributionDecisions } from '@salespulse/contract/distribution-values';
import type { Employee } from '@salespulse/contract/employees';
import { useMemo } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useEveryEmployee } from '@/shared/resources/employees';
import { useTranslation } from '@/shared/i18n/use-translation';
import { usePageTitle } from '@/shared/lib/use-page-title';
import { useRouteTitle } from '@/shared/lib/use-route-title';
import { paths } from '@/shared/routes/paths';
import { useProjectSettings } from '@/shared/session/use-project-settings';
import { useSessionStore } from '@/shared/stores/session-store';
import { Button, buttonClassName } from '@/shared/ui/button';
import { PageFrame } from '@/shared/ui/page-frame';
import { Pager } from '@/shared/ui/pager';
import { SectionCard } from '@/shared/ui/section-card';
import { SelectField } from '@/shared/ui/select-field';
import { Spinner } from '@/shared/ui/spinner';
import { useDistributionLogs, type LogFilters } from '../api/distribution-logs';
import { useDistributions } from '../api/distributions';
import { AreaActions } from '../components/area-actions';
import { LogRow } from '../components/log-row';
import { SectionNav } from '../components/section-nav';
import { useNameOf } from '../lib/employee-names';
import { filtersFromSearch, hasFilters, searchWith } from '../lib/history-filters';

/** Times in the project's zone (where the schedules and "today" live), else the browser's. */
function useFormatTime() {
  const zone = useProjectSettings()?.timezone?.trim() || undefined;
  return useMemo(() => {
    const format = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short', timeZone: zone });
    return (iso: string) => format.format(new Date(iso));
  }, [zone]);
}

type FiltersProps = {
  filters: LogFilters;
  distributions: readonly Distribution[];
  employees: readonly Employee[];
  onChange: (key: keyof LogFilters, value: string | undefined) => void;
  onClear: () => void;
};

function Filters({ filters, distributions, employees, onChange, onClear }: FiltersProps) {
  const { t } = useTranslation('distribution');
  return (
    <div
      role="group"
      aria-label={t('history.filters')}
      className="grid grid-cols-[1fr_1fr_1fr_auto] items-end gap-4 border-b border-basic-border px-6 py-4 md:grid-cols-2 sm:grid-cols-1 sm:px-4"
    >
      <SelectField
        label={t('history.distribution')}
        value={filters.distribution ?? ''}
        onChange={(event) => onChange('distribution', event.target.value || undefined)}
      >
        <option value="">{t('history.all')}</option>
        {distributions.map((d) => (
          <option key={d.id} value={d['@id']}>
            {d.name}
          </option>
        ))}
      </SelectField>
      <SelectField
        label={t('history.employee')}
        value={filters.employee ?? ''}
        onChange={(event) => onChange('employee', event.target.value || undefined)}
      >
        <option value="">{t('history.all')}</option>
        {employees.map((e) => (
          <option key={e.id} value={e['@id']}>
            {e.user.name}
          </option>
        ))}
      </SelectField>
      <SelectField
        label={t('history.decision')}
        value={filters.decision ?? ''}
        onChange={(event) => onChange('decision', event.target.value || undefined)}
      >
        <option value="">{t('history.all')}</option>
        {distributionDecisions.map((decision) => (
          <option key={decision} value={decision}>
            {t(`history.decisions.${decision}`)}
          </option>
        ))}
      </SelectField>
      <Button variant="ghost" disabled={!hasFilters(filters)} onClick={onClear}>
        {t('history.clear')}
      </Button>
    </div>
  );
}

function HistoryContent({ projectId }: { projectId: string }) {
  const { t } = useTranslation('distribution');
  const [params, setParams] = useSearchParams();
  const filters = filtersFromSearch(params);
  const logs = useDistributionLogs(projectId, filters);
  const distributions = useDistributions(projectId);
  const employees = useEveryEmployee(projectId);
  const nameOf = useNameOf(employees.data);
  const formatTime = useFormatTime();
  if (logs.error) throw logs.error;

  const names = new Map((distributions.data ?? []).map((d) => [d['@id'], d.name]));
  const distributionName = (reference: string | null) =>
    reference === null ? undefined : (names.get(reference) ?? t('history.removedDistribution'));
  // Filters replace the history entry; pages are entries of their own, so Back returns to the last one.
  const onChange = (key: keyof LogFilters, value: string | undefined) =>
    setParams((current) => searchWith(current, key, value), { replace: key !== 'page' });
  const total = logs.data?.['hydra:totalItems'] ?? 0;
  const rows = logs.data?.['hydra:member'] ?? [];
  const sortedEmployees = (employees.data ?? []).toSorted((a, b) => a.user.name.localeCompare(b.user.name));

  let body;
  if (!logs.data) {
    body = (
      <div role="status" className="flex justify-center py-10">
        <Spinner />
      </div>
    );
  } else if (rows.length === 0) {
    body = hasFilters(filters) ? (
      <p className="px-6 py-10 text-center text-sm text-muted">{t('history.noMatch')}</p>
    ) : (
      <div className="px-6 py-12 text-center">
        <h3 className="text-base font-semibold text-txt">{t('history.emptyTitle')}</h3>
        {distributions.data?.length === 0 ? (
          // Nothing will ever arrive here before there is a distribution to decide.
          <>
            <p className="mt-1 text-sm text-txt-secondary">{t('history.noDistributions')}</p>
            <Link to={paths.distributionCreate} className={`${buttonClassName()} mt-5`}>
              {t('create')}
            </Link>
          </>
        ) : (
          <p className="mt-1 text-sm text-txt-secondary">{t('history.emptyText')}</p>
        )}
      </div>
    );
  } else {
    body = (
      <ul
        aria-label={t('history.total', { count: total })}
        aria-busy={logs.isFetching || undefined}
        className={`divide-y divide-basic-border ${logs.isPlaceholderData ? 'opacity-70' : ''}`}
      >
        {rows.map((log) => (
          <LogRow key={log.id} log={log} nameOf={nameOf} distributionName={distributionName} formatTime={formatTime} />
        ))}
      </ul>
    );
  }

  return (
    <SectionCard
      title={t('history.title')}
      description={logs.data ? <span aria-live="polite">{t('history.total', { count: total })}</span> : undefined}
      flush
    >
      <Filters
        filters={filters}
        distributions={distributions.data ?? []}
        employees={sortedEmployees}
        onChange={onChange}
        onClear={() => setParams(new URLSearchParams(), { replace: true })}
      />
      {body}
      <Pager page={filters.page} pages={Math.ceil(total / DISTRIBUTION_LOG_PAGE_SIZE)} onPage={(page) => onChange('page', String(page))} />
    </SectionCard>
  );
}

export default function DistributionHistory() {
  const { t } = useTranslation('distribution');
  usePageTitle(useRouteTitle() ?? t('history.title'));
  const projectId = useSessionStore((state) => state.projectId);
  return (
    <PageFrame title={t('title')} subtitle={t('history.subtitle')} actions={<AreaActions />} nav={<SectionNav />}>
      {projectId ? <HistoryContent projectId={projectId} /> : null}
    </PageFrame>
  );
}
