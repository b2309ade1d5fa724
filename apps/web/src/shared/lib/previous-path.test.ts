import { describe, expect, it } from 'vitest';
import { previousPath } from './previous-path';

describe('previousPath', () => {
  it('reads a path or a location from the navigation state', () => {
    expect(previousPath({ state: { from: '/managers' }, search: '' })).toBe('/managers');
    expect(previousPath({ state: { from: { pathname: '/call-board', search: '?a=1', hash: '#x' } }, search: '' })).toBe(
      '/call-board?a=1#x',
    );
  });

  it('falls back to the ?from= query of a full-page redirect', () => {
    expect(previousPath({ state: null, search: '?from=%2Fsettings%2Fmain' })).toBe('/settings/main');
  });

  it('ignores auth screens and anything that is not a local path', () => {
    expect(previousPath({ state: { from: '/auth/login' }, search: '' })).toBeUndefined();
    expect(previousPath({ state: null, search: '?from=https://evil.example' })).toBeUndefined();
    expect(previousPath({ state: null, search: '?from=//evil.example' })).toBeUndefined();
    expect(previousPath({ state: { from: 42 }, search: '' })).toBeUndefined();
    expect(previousPath({ state: undefined, search: '' })).toBeUndefined();
  });
});
