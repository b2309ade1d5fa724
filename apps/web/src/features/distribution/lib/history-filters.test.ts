import { describe, expect, it } from 'vitest';
import { filtersFromSearch, hasFilters, searchWith } from './history-filters';

describe('history filters in the URL', () => {
  it('reads the filters and ignores what is not one', () => {
    expect(filtersFromSearch(new URLSearchParams('decision=alert&employee=/api/employees/e1&page=3'))).toEqual({
      distribution: undefined,
      employee: '/api/employees/e1',
      decision: 'alert',
      page: 3,
    });
    expect(filtersFromSearch(new URLSearchParams('decision=nonsense&page=-2'))).toEqual({
      distribution: undefined,
      employee: undefined,
      decision: undefined,
      page: 1,
    });
  });

  it('starts a changed filter from the first page and keeps the filters when paging', () => {
    expect(searchWith(new URLSearchParams('page=4&decision=alert'), 'employee', 'e1').toString()).toBe('decision=alert&employee=e1');
    expect(searchWith(new URLSearchParams('decision=alert'), 'page', '2').toString()).toBe('decision=alert&page=2');
    expect(searchWith(new URLSearchParams('decision=alert&page=2'), 'page', '1').toString()).toBe('decision=alert');
    expect(searchWith(new URLSearchParams('decision=alert'), 'decision', undefined).toString()).toBe('');
  });

  it('knows when anything narrows the list', () => {
    expect(hasFilters({ page: 2 })).toBe(false);
    expect(hasFilters({ page: 1, decision: 'kept' })).toBe(true);
  });
});
