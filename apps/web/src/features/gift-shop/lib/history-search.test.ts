import { describe, expect, it } from 'vitest';
import { historyFromSearch, historySearch, statusesOf } from './history-search';

describe('gift history search', () => {
  it('reads the filter and page, falling back to all and the first page', () => {
    expect(historyFromSearch(new URLSearchParams('status=declined&page=3'))).toEqual({ filter: 'declined', page: 3 });
    expect(historyFromSearch(new URLSearchParams('status=pending&page=-2'))).toEqual({ filter: 'all', page: 1 });
    expect(historyFromSearch(new URLSearchParams('page=x'))).toEqual({ filter: 'all', page: 1 });
  });

  it('never asks for pending requests', () => {
    expect(statusesOf('all')).toEqual(['approved', 'declined', 'canceled']);
    expect(statusesOf('canceled')).toEqual(['canceled']);
  });

  it('starts a new filter on its first page and keeps the filter across pages', () => {
    expect(historySearch(new URLSearchParams('status=approved&page=4'), { filter: 'declined' }).toString()).toBe('status=declined');
    expect(historySearch(new URLSearchParams('status=approved&page=4'), { filter: 'all' }).toString()).toBe('');
    expect(historySearch(new URLSearchParams('status=approved'), { page: 2 }).toString()).toBe('status=approved&page=2');
    expect(historySearch(new URLSearchParams('status=approved&page=2'), { page: 1 }).toString()).toBe('status=approved');
  });
});
