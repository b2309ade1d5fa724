import { hasPermission, type Permission, type Role } from '@salespulse/contract/permissions';
import { PROJECT_DELETED_STATUS } from '@salespulse/contract/projects';
import type { Database } from '../db/database';
import type { Caller } from '../lib/caller';
import { forbidden, HttpError, notFound } from '../lib/errors';
import { createMembershipRepository, membershipColumns } from './membership.repository';

export type Membership = { projectId: string; employeeId: string; userId: string; role: Role };

export const projectNotFound = () => notFound('Project not found.');

/** What the gate reads of a caller's membership (undefined: not a member, or no such project). */
export type MembershipRow = {
  employeeId: string;
  role: Role;
  status: string;
  deletedAt: Date | string | null;
  /** The end of the project's paid (or trial) time; null when the project is not billed. */
  accessUntil: Date | string | null;
};

/**
 * `unpaid: 'allow'` lets a call through while a billed project has no running subscription: the
 * calls that read the project and the caller's role, and billing itself, so the team can pay.
 */
export type AdmitOptions = { unpaid?: 'allow' };
export const whileUnpaid: AdmitOptions = { unpaid: 'allow' };

/** The end of a project's access has passed (a project that is not billed never ends). */
export function accessEnded(accessUntil: Date | string | null, now = Date.now()): boolean {
  return accessUntil !== null && new Date(accessUntil).getTime() <= now;
}

/**
 * The gate's verdict on a membership row. Outsiders learn nothing (404, as for an unknown id);
 * members of a deleted project get 410 so the app can say so; members without the permission 403.
 * Shared by require() and by statements that read the membership alongside their own data.
 */
export function admit(
  row: MembershipRow | undefined,
  caller: Caller,
  projectId: string,
  permission: Permission,
  options: AdmitOptions = {},
): Membership {
  if (!row) throw projectNotFound();
  if (row.deletedAt) throw new HttpError(PROJECT_DELETED_STATUS, 'The project has been deleted.');
  if (row.status !== 'active') throw forbidden('Your access to this project is deactivated.');
  if (!hasPermission(row.role, permission)) throw forbidden('Permission denied');
  if (options.unpaid !== 'allow' && accessEnded(row.accessUntil)) throw new HttpError(402, 'This project has no active subscription.');
  return { projectId, employeeId: row.employeeId, userId: caller.userId, role: row.role };
}

// Statements that read the membership alongside their own data select these columns.
export { membershipColumns };

/** The one gate of every project-scoped call (see admit()). */
export function createProjectAccess(db: Database) {
  const memberships = createMembershipRepository(db);
  return {
    async require(caller: Caller, projectId: string, permission: Permission, options?: AdmitOptions): Promise<Membership> {
      return admit(await memberships.find(projectId, caller.userId), caller, projectId, permission, options);
    },
  };
}

export type ProjectAccess = ReturnType<typeof createProjectAccess>;
