import { describe, expect, it } from 'vitest';
import { toQueryString } from './query-string';

describe('toQueryString', () => {
  it('sorts keys, drops empty values and writes arrays with brackets', () => {
    expect(toQueryString({ page: 2, name: '', status: ['active', 'inactive'], itemsPerPage: 30, x: undefined })).toBe(
      '?itemsPerPage=30&page=2&status%5B%5D=active&status%5B%5D=inactive',
    );
  });

  it('returns an empty string when nothing is left', () => {
    expect(toQueryString({ a: null, b: '' })).toBe('');
  });
});
