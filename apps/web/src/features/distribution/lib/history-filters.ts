import type { DistributionDecision } from '@salespulse/contract/distribution';
import { distributionDecisions } from '@salespulse/contract/distribution-values';
import type { LogFilters } from '../api/distribution-logs';

const isDecision = (value: string | null): value is DistributionDecision => distributionDecisions.includes(value as DistributionDecision);

/** The history's filters from the URL (a reload or a shared link keeps them); junk is ignored. */
export function filtersFromSearch(params: URLSearchParams): LogFilters {
  const page = Number(params.get('page'));
  const decision = params.get('decision');
  return {
    distribution: params.get('distribution') || undefined,
    employee: params.get('employee') || undefined,
    decision: isDecision(decision) ? decision : undefined,
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

/** A filter change starts again from the first page; a page change keeps the filters. */
export function searchWith(params: URLSearchParams, key: keyof LogFilters, value: string | undefined): URLSearchParams {
  const next = new URLSearchParams(params);
  if (value && !(key === 'page' && value === '1')) next.set(key, value);
  else next.delete(key);
  if (key !== 'page') next.delete('page');
  return next;
}

export const hasFilters = (filters: LogFilters) => Boolean(filters.distribution || filters.employee || filters.decision);
