import { describe, expect, it } from 'vitest';
import { beginOAuth, expectedOAuthState, OAUTH_CODE_KEY, OAUTH_STATE_KEY, readOAuthResult, saveOAuthResult } from './oauth-handshake';

describe('oauth handshake', () => {
  it('stores the expected state and forgets the result of an earlier flow', () => {
    saveOAuthResult({ state: 'old', code: 'old-code' });
    beginOAuth('s-1');
    expect(localStorage.getItem(OAUTH_STATE_KEY)).toBe('s-1');
    expect(expectedOAuthState()).toBe('s-1');
    expect(readOAuthResult()).toBeNull();
  });

  it('reads back what the callback saved', () => {
    saveOAuthResult({ state: 's-1', code: 'c-1' });
    expect(readOAuthResult()).toEqual({ state: 's-1', code: 'c-1' });
  });

  it('ignores a stored value it did not write', () => {
    for (const raw of ['plain-code', '{"code":"c"}', '{"state":1,"code":"c"}', 'null']) {
      localStorage.setItem(OAUTH_CODE_KEY, raw);
      expect(readOAuthResult()).toBeNull();
    }
  });
});
