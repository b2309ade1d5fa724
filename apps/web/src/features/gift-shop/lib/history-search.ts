import type { GiftRequestStatus } from '@salespulse/contract/gifts';

export const decidedStatuses = ['approved', 'declined', 'canceled'] as const satisfies readonly GiftRequestStatus[];
export type DecidedStatus = (typeof decidedStatuses)[number];
export type HistoryFilter = DecidedStatus | 'all';

const isDecided = (value: string | null): value is DecidedStatus => decidedStatuses.some((status) => status === value);

/** The history's filter and page as the URL has them; anything unknown reads as the default. */
export function historyFromSearch(params: URLSearchParams): { filter: HistoryFilter; page: number } {
  const status = params.get('status');
  return { filter: isDecided(status) ? status : 'all', page: Math.max(1, Math.trunc(Number(params.get('page'))) || 1) };
}

/** The statuses to ask the server for: the history never lists pending requests. */
export function statusesOf(filter: HistoryFilter): readonly DecidedStatus[] {
  return filter === 'all' ? decidedStatuses : [filter];
}

/** A new filter starts at its first page; a page keeps the filter. */
export function historySearch(current: URLSearchParams, change: { filter: HistoryFilter } | { page: number }): URLSearchParams {
  const next = new URLSearchParams(current);
  if ('filter' in change) {
    next.delete('page');
    if (change.filter === 'all') next.delete('status');
    else next.set('status', change.filter);
  } else if (change.page > 1) next.set('page', String(change.page));
  else next.delete('page');
  return next;
}
