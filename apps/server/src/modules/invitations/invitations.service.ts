import type { HydraCollection } from '@salespulse/contract/common';
import { iri } from '@salespulse/contract/common';
import { INVITATION_TTL_DAYS, type AcceptedInvitation, type Invitation, type InvitationCreate } from '@salespulse/contract/invitations';
import { hasPermission, type Role } from '@salespulse/contract/permissions';
import type { Caller } from '../../lib/caller';
import { normalizeEmail } from '../../lib/email';
import { conflict, forbidden, notFound, unprocessable } from '../../lib/errors';
import { hydraCollection } from '../../lib/hydra';
import { parseRef } from '../../lib/iri';
import type { EmployeeMemberships } from '../employees';
import type { Mailer } from '../../mail/mailer';
import { invitationMail } from '../../mail/templates';
import type { ProjectAccess } from '../../access/project-access';
import type { UserAccounts } from '../users';
import { isExpired, toInvitation } from './invitations.mapper';
import type { InvitationsRepository, InvitationView } from './invitations.repository';

type Deps = {
  invitations: InvitationsRepository;
  employees: EmployeeMemberships;
  users: UserAccounts;
  access: ProjectAccess;
  mailer: Mailer;
  publicUrl: string;
};

// The invitation page turns this 404 into "The link has expired".
const linkExpired = () => notFound('The link has expired');
const anotherAddress = () => forbidden('This invitation was sent to another e-mail address. Sign in with that address to accept it.');
const expiry = () => new Date(Date.now() + INVITATION_TTL_DAYS * 24 * 60 * 60 * 1000);

export function createInvitationsService(deps: Deps) {
  function assertMayGrant(role: Role, granted: Role) {
    if (granted === 'OWNER' && !hasPermission(role, 'user.roleEdit')) throw forbidden('Only an owner can invite an owner.');
  }

  async function mail(view: InvitationView, inviterName: string) {
    const link = `${deps.publicUrl}/invite/${view.invitation.id}`;
    await deps.mailer.send(invitationMail(view.invitation.email, inviterName, view.project.name, link));
  }

  /** Loads an invitation for its project's managers; outsiders get 404. */
  async function managed(caller: Caller, id: string) {
    const view = await deps.invitations.findView(id);
    if (!view) throw notFound('Invitation not found.');
    const member = await deps.access.require(caller, view.invitation.projectId, 'project.settings');
    return { view, member };
  }

  async function isInvitee(caller: Caller, view: InvitationView): Promise<boolean> {
    const user = await deps.users.findById(caller.userId);
    return user?.email === view.invitation.email;
  }

  async function managesProject(caller: Caller, view: InvitationView): Promise<boolean> {
    return deps.access.require(caller, view.invitation.projectId, 'project.settings').then(
      () => true,
      () => false,
    );
  }

  async function reload(id: string): Promise<InvitationView> {
    const view = await deps.invitations.findView(id);
    if (!view) throw notFound('Invitation not found.');
    return view;
  }

  async function callerName(caller: Caller): Promise<string> {
    return (await deps.users.findById(caller.userId))?.name ?? 'Someone';
  }

  return {
    async create(caller: Caller, input: InvitationCreate): Promise<Invitation> {
      const projectId = parseRef(input.project, 'projects', 'project');
      const member = await deps.access.require(caller, projectId, 'project.settings');
      assertMayGrant(member.role, input.role);
      const email = normalizeEmail(input.email);
      const invitee = await deps.users.findByEmail(email);
      const existing = invitee && (await deps.employees.findByUser(projectId, invitee.id));
      if (existing?.status === 'active') throw unprocessable([{ propertyPath: 'email', message: 'already a member of this project' }]);

      // Inviting the same address again refreshes the pending invitation instead of piling up links.
      const pending = await deps.invitations.findLivePending(projectId, email);
      let id: string;
      if (pending) {
        await deps.invitations.update(pending.id, { role: input.role, expiresAt: expiry(), invitedBy: caller.userId });
        id = pending.id;
      } else {
        id = (await deps.invitations.insert({ projectId, email, role: input.role, invitedBy: caller.userId, expiresAt: expiry() })).id;
      }
      const view = await reload(id);
      await mail(view, await callerName(caller));
      return toInvitation(view);
    },

    async list(
      caller: Caller,
      projectId: string,
      query: { page: number; itemsPerPage: number; status?: 'pending' | 'accepted' | 'revoked' },
    ): Promise<HydraCollection<Invitation>> {
      await deps.access.require(caller, projectId, 'project.settings');
      const { rows, total } = await deps.invitations.list(projectId, {
        status: query.status,
        limit: query.itemsPerPage,
        offset: (query.page - 1) * query.itemsPerPage,
      });
      return hydraCollection(`/api/projects/${projectId}/invitations`, rows.map(toInvitation), total);
    },

    /**
     * What the invitation page shows: to the account of the invited address (the one that can accept
     * it) and to the project's managers. Anyone else holding the link learns only that it is not
     * theirs: the project's name, the inviter and the address stay with the project.
     */
    async get(caller: Caller, id: string): Promise<Invitation> {
      const view = await deps.invitations.findView(id);
      if (!view || view.project.deletedAt) throw linkExpired();
      const acceptedByCaller = view.invitation.status === 'accepted' && view.invitation.acceptedBy === caller.userId;
      if (!acceptedByCaller && (view.invitation.status !== 'pending' || isExpired(view))) throw linkExpired();
      if (!acceptedByCaller && !(await isInvitee(caller, view)) && !(await managesProject(caller, view))) throw anotherAddress();
      return toInvitation(view);
    },

    async accept(caller: Caller, id: string): Promise<AcceptedInvitation> {
      const view = await deps.invitations.findView(id);
      if (!view || view.project.deletedAt) throw linkExpired();
      const { invitation, project } = view;
      const result = (employeeId: string): AcceptedInvitation => ({
        project: { '@id': iri('projects', project.id), id: project.id, name: project.name },
        employee: iri('employees', employeeId),
      });
      const existing = await deps.employees.findByUser(project.id, caller.userId);
      if (invitation.status === 'accepted' && invitation.acceptedBy === caller.userId && existing) return result(existing.id);
      if (invitation.status !== 'pending' || isExpired(view)) throw linkExpired();

      if (!(await isInvitee(caller, view))) throw anotherAddress();
      let employeeId: string;
      if (existing) {
        // Already a member: accepting is harmless; a deactivated member comes back.
        if (existing.status !== 'active') await deps.employees.update(existing.id, { status: 'active' });
        employeeId = existing.id;
      } else {
        const created = await deps.employees.insert({ projectId: project.id, userId: caller.userId, role: invitation.role });
        const row = created ?? (await deps.employees.findByUser(project.id, caller.userId));
        if (!row) throw conflict('The invitation could not be accepted; please try again.');
        employeeId = row.id;
      }
      await deps.invitations.update(id, { status: 'accepted', acceptedAt: new Date(), acceptedBy: caller.userId });
      return result(employeeId);
    },

    async patchRole(caller: Caller, id: string, role: Role): Promise<Invitation> {
      const { view, member } = await managed(caller, id);
      if (view.invitation.status !== 'pending') throw conflict('Only a pending invitation can be changed.');
      assertMayGrant(member.role, role);
      if (view.invitation.role === 'OWNER') assertMayGrant(member.role, 'OWNER');
      await deps.invitations.update(id, { role });
      return toInvitation(await reload(id));
    },

    async resend(caller: Caller, id: string): Promise<Invitation> {
      const { view } = await managed(caller, id);
      if (view.invitation.status !== 'pending') throw conflict(`The invitation is already ${view.invitation.status}.`);
      await deps.invitations.update(id, { expiresAt: expiry(), invitedBy: caller.userId });
      const fresh = await reload(id);
      await mail(fresh, await callerName(caller));
      return toInvitation(fresh);
    },

    async revoke(caller: Caller, id: string): Promise<void> {
      const { view } = await managed(caller, id);
      if (view.invitation.status === 'accepted') throw conflict('The invitation is already accepted.');
      await deps.invitations.update(id, { status: 'revoked' });
    },
  };
}

export type InvitationsService = ReturnType<typeof createInvitationsService>;
