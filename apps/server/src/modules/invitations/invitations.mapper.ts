import { iri } from '@salespulse/contract/common';
import type { Invitation } from '@salespulse/contract/invitations';
import type { InvitationView } from './invitations.repository';

export function isExpired(view: InvitationView, now = Date.now()): boolean {
  return view.invitation.expiresAt.getTime() <= now;
}

export function toInvitation(view: InvitationView): Invitation {
  const { invitation, project, inviter } = view;
  return {
    '@id': iri('invitations', invitation.id),
    '@type': 'Invitation',
    id: invitation.id,
    email: invitation.email,
    role: invitation.role,
    status: invitation.status,
    expired: isExpired(view),
    expiresAt: invitation.expiresAt.toISOString(),
    createdAt: invitation.createdAt.toISOString(),
    project: { '@id': iri('projects', project.id), name: project.name },
    invitedBy: inviter ? { '@id': iri('users', inviter.id), name: inviter.name } : null,
  };
}
