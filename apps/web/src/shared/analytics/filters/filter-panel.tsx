import type { Employee } from '@salespulse/contract/employees';
import { useId, useState } from 'react';
import { useTranslation } from '@/shared/i18n/use-translation';
import { SMALL_SCREEN_QUERY, useMediaQuery } from '@/shared/lib/use-media-query';
import { useEveryEmployee } from '@/shared/resources/employees';
import { useTeams } from '@/shared/resources/teams';
import { useFilterDataProviders, useFilterProducts, useFilterProperties } from '../api/get-filter-sources';
import { type AnalyticsScreen, defaultRange, type FilterDefaults } from '../filter-defaults';
import type { FilterAction, FilterState } from '../filter-state';
import { rangeToken } from '../filter-url';
import type { CheckOption } from './check-list';
import { DurationRangeField } from './duration-range-field';
import { MultiSelectFilter } from './multi-select-filter';
import { PeriodPicker } from './period-picker';
import { PropertiesFilter } from './properties-filter';
import { TimeWindowsEditor } from './time-windows-editor';

type FilterPanelProps = {
  projectId: string;
  screen: AnalyticsScreen;
  filters: FilterState;
  defaults: FilterDefaults;
  dispatch: (action: FilterAction) => void;
};

function employeeOptions(employees: Employee[], groupNames: { active: string; inactive: string }): CheckOption[] {
  const byName = [...employees].sort((a, b) => a.user.name.localeCompare(b.user.name));
  // Groups only help when there is something to tell apart.
  const grouped = byName.some((employee) => employee.status === 'inactive');
  return [...byName.filter((e) => e.status === 'active'), ...byName.filter((e) => e.status !== 'active')].map((employee) => ({
    value: employee.id,
    label: employee.user.name,
    group: grouped ? groupNames[employee.status === 'active' ? 'active' : 'inactive'] : undefined,
  }));
}

/**
 * The filters of an analytics screen: the period, who (employees), what (products or data
 * providers, custom properties), when (working time and exclusions) and, for calls, how long.
 * A list the server cannot give (not built yet, or not for this role) leaves its filter out.
 */
/** How many filters beyond the period narrow the data (shown on the small-screen toggle). */
function activeCount(filters: FilterState, defaults: FilterDefaults): number {
  const defaultWindow = rangeToken(defaultRange(defaults));
  const customTime =
    filters.dateTimeRanges.length !== 1 ||
    rangeToken(filters.dateTimeRanges[0]!) !== defaultWindow ||
    filters.dateTimeRangeExclusions.length > 0;
  return [
    filters.employees.length,
    filters.teams.length,
    filters.products.length,
    filters.dataProviders.length,
    filters.properties.length,
    customTime,
    filters.durationRange,
  ].filter(Boolean).length;
}

/**
 * The filters of an analytics screen: the period, who (employees, and teams where the project has teams),
 * what (products or data providers, custom properties), when (working time and exclusions) and,
 * for calls, how long. A list the server cannot give (not built yet, or not for this role) leaves
 * its filter out. On small screens everything but the period folds behind a "Filters" button.
 */
export function FilterPanel({ projectId, screen, filters, defaults, dispatch }: FilterPanelProps) {
  const { t } = useTranslation('analytics');
  const calls = screen === 'calls';
  const employees = useEveryEmployee(projectId);
  const teams = useTeams(projectId);
  const products = useFilterProducts(projectId, !calls);
  const properties = useFilterProperties(projectId);
  const providers = useFilterDataProviders(projectId);
  const small = useMediaQuery(SMALL_SCREEN_QUERY);
  const [unfolded, setUnfolded] = useState(false);
  const moreId = useId();
  const count = activeCount(filters, defaults);

  return (
    <div role="group" aria-label={t('filters.label')} className="flex flex-wrap items-end gap-2 sm:flex-col sm:items-stretch">
      <PeriodPicker
        value={filters.date}
        today={defaults.today}
        onChange={(date) => dispatch({ type: 'setDate', date })}
        onClear={() => dispatch({ type: 'clearDate' })}
      />
      {small ? (
        <button
          type="button"
          aria-expanded={unfolded}
          aria-controls={moreId}
          aria-label={count ? t('filters.moreActive', { count }) : undefined}
          onClick={() => setUnfolded((value) => !value)}
          className="inline-flex min-h-11 items-center justify-between gap-2 rounded-md border border-basic-border-strong bg-basic-surface px-3 text-sm font-medium text-txt shadow-card"
        >
          <span>
            {t('filters.more')}
            {count ? (
              <span className="ml-2 rounded-full bg-accent-soft px-2 py-0.5 text-xs font-semibold text-accent-text">{count}</span>
            ) : null}
          </span>
          <svg
            className={['size-4 text-muted transition-transform', unfolded ? 'rotate-180' : ''].join(' ')}
            viewBox="0 0 24 24"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            aria-hidden="true"
          >
            <path d="M6 9l6 6 6-6" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
        </button>
      ) : null}
      <div id={moreId} hidden={small && !unfolded} className="contents sm:flex sm:flex-col sm:gap-2">
        <MultiSelectFilter
          label={t('filters.employees')}
          options={
            employees.data
              ? employeeOptions(employees.data, { active: t('filters.activeEmployees'), inactive: t('filters.inactiveEmployees') })
              : []
          }
          selected={filters.employees}
          onChange={(ids) => dispatch({ type: 'setEmployees', ids })}
        />
        {teams.data?.length ? (
          <MultiSelectFilter
            label={t('filters.teams')}
            options={teams.data.map((team) => ({ value: team.id, label: team.name }))}
            selected={filters.teams}
            onChange={(ids) => dispatch({ type: 'setTeams', ids })}
          />
        ) : null}
        {!calls && products.data ? (
          <MultiSelectFilter
            label={t('filters.products')}
            options={products.data.map((product) => ({ value: product.id, label: product.name, hint: product.sku ?? undefined }))}
            selected={filters.products}
            onChange={(ids) => dispatch({ type: 'setProducts', ids })}
          />
        ) : null}
        {calls && providers.data ? (
          <MultiSelectFilter
            label={t('filters.dataProviders')}
            options={providers.data.map((provider) => ({ value: provider.id, label: provider.name }))}
            selected={filters.dataProviders}
            onChange={(ids) => dispatch({ type: 'setDataProviders', ids })}
          />
        ) : null}
        {properties.data ? (
          <PropertiesFilter
            properties={properties.data}
            selected={filters.properties}
            onChange={(propertyId, options) => dispatch({ type: 'setPropertyOptions', propertyId, options })}
          />
        ) : null}
        <TimeWindowsEditor filters={filters} defaults={defaults} dispatch={dispatch} />
        {calls ? (
          <DurationRangeField value={filters.durationRange} onChange={(range) => dispatch({ type: 'setDurationRange', range })} />
        ) : null}
      </div>
    </div>
  );
}
