import type { FastifyReply, FastifyRequest } from 'fastify';
import { unauthorized } from './errors';
import type { AccessClaims, AccessTokens } from './jwt';

declare module 'fastify' {
  interface FastifyRequest {
    auth?: AccessClaims;
  }
}

export type AuthGuard = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

/** An onRequest hook that admits only requests with a valid bearer access token (checked before validation). */
export function createAuthGuard(tokens: AccessTokens): AuthGuard {
  return async function requireAuth(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
    const header = request.headers.authorization;
    const match = header?.match(/^Bearer\s+(\S+)$/i);
    if (!match?.[1]) throw unauthorized('Authentication is required.');
    const claims = await tokens.verify(match[1]);
    if (!claims) throw unauthorized('The access token is invalid or has expired.');
    request.auth = claims;
  };
}

/** For handlers behind the guard: the caller's claims. */
export function authOf(request: FastifyRequest): AccessClaims {
  if (!request.auth) throw unauthorized();
  return request.auth;
}
