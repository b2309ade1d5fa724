import { describe, expect, it } from 'vitest';
import { fakeJwt } from '@/test/fake-jwt';
import { currentUserId, decodeToken, useAuthStore } from './auth-store';

describe('auth store', () => {
  it('decodes the claims of an access token', () => {
    const token = fakeJwt({ userid: 'u-1', sid: 's-1', exp: 2, iat: 1 });
    expect(decodeToken(token)).toEqual({ userid: 'u-1', sid: 's-1', exp: 2, iat: 1 });
  });

  it('returns null for missing or malformed tokens', () => {
    expect(decodeToken(null)).toBeNull();
    expect(decodeToken('not-a-jwt')).toBeNull();
    expect(decodeToken(fakeJwt({ exp: 1 }))).toBeNull();
  });

  it('stores the pair under the names the API uses, exposes the user id and clears', () => {
    useAuthStore.getState().setTokens({ token: fakeJwt({ userid: 'u-2', exp: 2, iat: 1 }), refresh_token: 'r' });
    expect(useAuthStore.getState().refreshToken).toBe('r');
    expect(currentUserId()).toBe('u-2');
    expect(JSON.parse(localStorage.getItem('auth') ?? '{}')).toMatchObject({ state: { refreshToken: 'r' } });
    useAuthStore.getState().clear();
    expect(currentUserId()).toBeNull();
  });
});
