import { afterEach, describe, expect, it, vi } from 'vitest';
import { ACCESS_TOKEN_TTL_S } from '@salespulse/contract/constants';
import { createAccessTokens } from './jwt';

const claims = { userId: 'u1', sessionId: 's1' };

describe('access tokens', () => {
  afterEach(() => vi.useRealTimers());

  it('verifies its own tokens, again from memory, and refuses a changed or foreign one', async () => {
    const tokens = createAccessTokens('a-secret-of-at-least-thirty-two-bytes!!');
    const token = await tokens.sign(claims);
    expect(await tokens.verify(token)).toEqual(claims);
    expect(await tokens.verify(token)).toEqual(claims);
    const [header, , signature] = token.split('.');
    const otherPayload = Buffer.from(JSON.stringify({ userid: 'u2', sid: 's1', exp: 4_000_000_000 })).toString('base64url');
    expect(await tokens.verify(`${header}.${otherPayload}.${signature}`)).toBeUndefined();
    const foreign = await createAccessTokens('another-secret-of-thirty-two-bytes!!!!').sign(claims);
    expect(await tokens.verify(foreign)).toBeUndefined();
    expect(await tokens.verify('not.a.token')).toBeUndefined();
  });

  it('refuses a token once it has expired, even one verified before', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-03-18T10:00:00Z'));
    const tokens = createAccessTokens('a-secret-of-at-least-thirty-two-bytes!!');
    const token = await tokens.sign(claims);
    expect(await tokens.verify(token)).toEqual(claims);
    vi.setSystemTime(new Date(Date.parse('2026-03-18T10:00:00Z') + (ACCESS_TOKEN_TTL_S - 1) * 1000));
    expect(await tokens.verify(token)).toEqual(claims);
    vi.setSystemTime(new Date(Date.parse('2026-03-18T10:00:00Z') + (ACCESS_TOKEN_TTL_S + 1) * 1000));
    expect(await tokens.verify(token)).toBeUndefined();
    // And when first seen after its expiry.
    const late = createAccessTokens('a-secret-of-at-least-thirty-two-bytes!!');
    expect(await late.verify(token)).toBeUndefined();
  });
});
