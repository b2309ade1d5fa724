import { afterEach, describe, expect, it, vi } from 'vitest';
import { nextSort, resolveSortKey, sortRows } from './sorting';

type Row = { name: string; won: number | null };
const rows: Row[] = [
  { name: 'bob', won: 3 },
  { name: 'Alice', won: null },
  { name: 'carl 10', won: 1 },
  { name: 'carl 9', won: 3 },
];
const valueOf = (row: Row, key: 'name' | 'won') => row[key];

describe('table sorting (spec §4)', () => {
  afterEach(() => vi.restoreAllMocks());

  it('starts ascending and flips on a repeat click; another column starts ascending again', () => {
    let sort = nextSort({ key: 'name' as 'name' | 'won', direction: 'asc' }, 'won');
    expect(sort).toEqual({ key: 'won', direction: 'asc' });
    sort = nextSort(sort, 'won');
    expect(sort).toEqual({ key: 'won', direction: 'desc' });
    sort = nextSort(sort, 'won');
    expect(sort).toEqual({ key: 'won', direction: 'asc' });
    sort = nextSort(nextSort(sort, 'won'), 'name');
    expect(sort).toEqual({ key: 'name', direction: 'asc' });
  });

  it('sorts numbers by value and names naturally, case-insensitively, keeping ties in order', () => {
    expect(sortRows(rows, { key: 'name', direction: 'asc' }, valueOf).map((r) => r.name)).toEqual(['Alice', 'bob', 'carl 9', 'carl 10']);
    expect(sortRows(rows, { key: 'won', direction: 'asc' }, valueOf).map((r) => r.name)).toEqual(['carl 10', 'bob', 'carl 9', 'Alice']);
    expect(sortRows(rows, { key: 'won', direction: 'desc' }, valueOf).map((r) => r.name)).toEqual(['bob', 'carl 9', 'carl 10', 'Alice']);
  });

  it('leaves the input untouched', () => {
    const copy = [...rows];
    sortRows(rows, { key: 'won', direction: 'desc' }, valueOf);
    expect(rows).toEqual(copy);
  });

  it('falls back to the first option for an unknown key, with a console warning', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(resolveSortKey(['avgTime', 'calls'], 'calls')).toBe('calls');
    expect(resolveSortKey(['avgTime', 'calls'], null)).toBe('avgTime');
    expect(warn).not.toHaveBeenCalled();
    expect(resolveSortKey(['avgTime', 'calls'], 'bogus')).toBe('avgTime');
    expect(warn).toHaveBeenCalledWith('Unknown sort key "bogus"; sorting by "avgTime" instead');
  });
});
