import { LIVE_TICKET_TTL_S, type LiveTicket } from '@salespulse/contract/live';
import type { Caller } from '../../lib/caller';
import { unauthorized } from '../../lib/errors';
import type { ProjectAccess } from '../../access/project-access';
import type { LiveTickets } from './live-tickets';

export function createLiveService({ access, tickets }: { access: ProjectAccess; tickets: LiveTickets }) {
  return {
    async issueTicket(caller: Caller, projectId: string): Promise<LiveTicket> {
      await access.require(caller, projectId, 'project.access');
      return { ticket: await tickets.issue(caller, projectId), expiresIn: LIVE_TICKET_TTL_S };
    },

    /**
     * Who may open the project's stream: the bearer of a valid access token or of a ticket for this
     * project, still a member with project.access (checked again, the ticket may be a minute old).
     */
    async authorizeStream(projectId: string, credentials: { caller?: Caller; ticket?: string }): Promise<Caller> {
      const caller = credentials.caller ?? (credentials.ticket ? await tickets.verify(credentials.ticket, projectId) : undefined);
      if (!caller) throw unauthorized(credentials.ticket ? 'The event ticket is invalid or has expired.' : 'Authentication is required.');
      await access.require(caller, projectId, 'project.access');
      return caller;
    },
  };
}

export type LiveService = ReturnType<typeof createLiveService>;
