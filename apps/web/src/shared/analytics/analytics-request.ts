import { iri } from '@salespulse/contract/common';
import type { CallsRequest, ManagersRequest } from '@salespulse/contract/analytics';
import type { AnalyticsScreen } from './filter-defaults';
import type { FilterState } from './filter-state';

const nonEmpty = (ids: string[]) => (ids.length ? ids : undefined);

/** The body of POST /analytics/managers and /analytics/lead_processing (spec §7). */
export function managersRequest(projectId: string, filters: FilterState): ManagersRequest {
  return {
    project: iri('projects', projectId),
    employees: nonEmpty(filters.employees.map((id) => iri('employees', id))),
    teams: nonEmpty(filters.teams.map((id) => iri('teams', id))),
    products: nonEmpty(filters.products.map((id) => iri('products', id))),
    // Spec section 7 names them `values` (the filter state's `options`).
    properties: filters.properties.length
      ? filters.properties.map((p) => ({ propertyId: iri('properties', p.propertyId), values: p.options }))
      : undefined,
    date: filters.date,
    dateTimeRanges: filters.dateTimeRanges,
    dateTimeRangeExclusions: filters.dateTimeRangeExclusions,
  };
}

/** The body of POST /analytics/calls: data providers instead of products, and the call duration range. */
export function callsRequest(projectId: string, filters: FilterState): CallsRequest {
  const { products: _products, ...common } = managersRequest(projectId, filters);
  return {
    ...common,
    dataProviders: nonEmpty(filters.dataProviders.map((id) => iri('data_providers', id))),
    durationRange: filters.durationRange ?? undefined,
  };
}

export function analyticsRequest(screen: AnalyticsScreen, projectId: string, filters: FilterState): ManagersRequest | CallsRequest {
  return screen === 'calls' ? callsRequest(projectId, filters) : managersRequest(projectId, filters);
}
