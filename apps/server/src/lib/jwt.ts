import { jwtVerify, SignJWT } from 'jose';
import { ACCESS_TOKEN_TTL_S } from '@salespulse/contract/constants';

export type AccessClaims = { userId: string; sessionId: string };

export type AccessTokens = {
  sign(claims: AccessClaims): Promise<string>;
  /** Returns undefined for a forged, malformed or expired token. */
  verify(token: string): Promise<AccessClaims | undefined>;
};

export function createAccessTokens(secret: string): AccessTokens {
  const key = new TextEncoder().encode(secret);
  return {
    sign: ({ userId, sessionId }) =>
      new SignJWT({ userid: userId, sid: sessionId })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setIssuedAt()
        .setExpirationTime(`${ACCESS_TOKEN_TTL_S}s`)
        .sign(key),
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'] });
        if (typeof payload.userid !== 'string' || typeof payload.sid !== 'string') return undefined;
        return { userId: payload.userid, sessionId: payload.sid };
      } catch {
        return undefined;
      }
    },
  };
}
