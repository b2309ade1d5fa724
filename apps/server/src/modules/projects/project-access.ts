import { and, eq } from 'drizzle-orm';
import { hasPermission, type Permission, type Role } from '@salespulse/contract/permissions';
import { PROJECT_DELETED_STATUS } from '@salespulse/contract/projects';
import type { Database } from '../../db/database';
import type { Caller } from '../../lib/caller';
import { forbidden, HttpError, notFound } from '../../lib/errors';
import { employees } from '../employees/employees.schema';
import { projects } from './projects.schema';

export type Membership = { projectId: string; employeeId: string; userId: string; role: Role };

export const projectNotFound = () => notFound('Project not found.');

/** What the gate reads of a caller's membership (undefined: not a member, or no such project). */
export type MembershipRow = { employeeId: string; role: Role; status: string; deletedAt: Date | string | null };

/**
 * The gate's verdict on a membership row. Outsiders learn nothing (404, as for an unknown id);
 * members of a deleted project get 410 so the app can say so; members without the permission 403.
 * Shared by require() and by statements that read the membership alongside their own data.
 */
export function admit(row: MembershipRow | undefined, caller: Caller, projectId: string, permission: Permission): Membership {
  if (!row) throw projectNotFound();
  if (row.deletedAt) throw new HttpError(PROJECT_DELETED_STATUS, 'The project has been deleted.');
  if (row.status !== 'active') throw forbidden('Your access to this project is deactivated.');
  if (!hasPermission(row.role, permission)) throw forbidden('Permission denied');
  return { projectId, employeeId: row.employeeId, userId: caller.userId, role: row.role };
}

/** The membership columns admit() reads, for statements that join employees to projects. */
export const membershipColumns = { employeeId: employees.id, role: employees.role, status: employees.status, deletedAt: projects.deletedAt };

/** The one gate of every project-scoped call (see admit()). */
export function createProjectAccess(db: Database) {
  return {
    async require(caller: Caller, projectId: string, permission: Permission): Promise<Membership> {
      const [row] = await db
        .select(membershipColumns)
        .from(employees)
        .innerJoin(projects, eq(projects.id, employees.projectId))
        .where(and(eq(employees.projectId, projectId), eq(employees.userId, caller.userId)))
        .limit(1);
      return admit(row, caller, projectId, permission);
    },
  };
}

export type ProjectAccess = ReturnType<typeof createProjectAccess>;
