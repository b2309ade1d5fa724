import { afterEach, describe, expect, it, vi } from 'vitest';
import { LIVE_TICKET_TTL_S } from '@salespulse/contract/live';
import { createAccessTokens } from '../../lib/jwt';
import { createLiveTickets } from './live-tickets';

const secret = 'test-secret-test-secret-test-secret-42';
const caller = { userId: 'user-1', sessionId: 'session-1' };

describe('live tickets', () => {
  afterEach(() => vi.useRealTimers());

  it('identifies the caller for the project it was issued for, and only that one', async () => {
    const tickets = createLiveTickets(secret);
    const ticket = await tickets.issue(caller, 'project-a');
    expect(await tickets.verify(ticket, 'project-a')).toEqual(caller);
    expect(await tickets.verify(ticket, 'project-b')).toBeUndefined();
    expect(await createLiveTickets('another-secret-another-secret-00').verify(ticket, 'project-a')).toBeUndefined();
  });

  it('expires after its time to live', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-03-02T09:00:00Z'));
    const tickets = createLiveTickets(secret);
    const ticket = await tickets.issue(caller, 'project-a');
    vi.setSystemTime(new Date(Date.parse('2026-03-02T09:00:00Z') + (LIVE_TICKET_TTL_S - 1) * 1000));
    expect(await tickets.verify(ticket, 'project-a')).toEqual(caller);
    vi.setSystemTime(new Date(Date.parse('2026-03-02T09:00:00Z') + (LIVE_TICKET_TTL_S + 1) * 1000));
    expect(await tickets.verify(ticket, 'project-a')).toBeUndefined();
  });

  it('is not an access token, and an access token is not a ticket', async () => {
    const tickets = createLiveTickets(secret);
    const access = createAccessTokens(secret);
    expect(await access.verify(await tickets.issue(caller, 'project-a'))).toBeUndefined();
    expect(await tickets.verify(await access.sign(caller), 'project-a')).toBeUndefined();
  });
});
