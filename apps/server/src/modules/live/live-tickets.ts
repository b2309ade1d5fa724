import { createHmac } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';
import { LIVE_TICKET_TTL_S } from '@salespulse/contract/live';
import type { Caller } from '../../lib/caller';

const AUDIENCE = 'live-events';

export type LiveTickets = {
  issue(caller: Caller, projectId: string): Promise<string>;
  /** The caller a ticket was issued to, if it is genuine, unexpired and for this project. */
  verify(ticket: string, projectId: string): Promise<Caller | undefined>;
};

/**
 * Tickets are signed, not stored, so any instance behind a balancer accepts them. Their key is
 * derived from the app secret but differs from the access tokens' key, so neither kind of token
 * passes for the other; and a ticket opens one project's event stream and nothing else.
 */
export function createLiveTickets(secret: string): LiveTickets {
  const key = createHmac('sha256', secret).update('salespulse live-event tickets').digest();
  return {
    issue: ({ userId, sessionId }, projectId) =>
      new SignJWT({ sid: sessionId, pid: projectId })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(userId)
        .setAudience(AUDIENCE)
        .setIssuedAt()
        .setExpirationTime(`${LIVE_TICKET_TTL_S}s`)
        .sign(key),
    async verify(ticket, projectId) {
      try {
        const { payload } = await jwtVerify(ticket, key, { algorithms: ['HS256'], audience: AUDIENCE });
        if (payload.pid !== projectId || typeof payload.sub !== 'string' || typeof payload.sid !== 'string') return undefined;
        return { userId: payload.sub, sessionId: payload.sid };
      } catch {
        return undefined;
      }
    },
  };
}
