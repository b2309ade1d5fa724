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

/**
 * The one gate of every project-scoped call. Outsiders learn nothing (404, as for an unknown id);
 * members of a deleted project get 410 so the app can say so; members without the permission 403.
 */
export function createProjectAccess(db: Database) {
  return {
    async require(caller: Caller, projectId: string, permission: Permission): Promise<Membership> {
      const [row] = await db
        .select({ employeeId: employees.id, role: employees.role, status: employees.status, deletedAt: projects.deletedAt })
        .from(employees)
        .innerJoin(projects, eq(projects.id, employees.projectId))
        .where(and(eq(employees.projectId, projectId), eq(employees.userId, caller.userId)))
        .limit(1);
      if (!row) throw projectNotFound();
      if (row.deletedAt) throw new HttpError(PROJECT_DELETED_STATUS, 'The project has been deleted.');
      if (row.status !== 'active') throw forbidden('Your access to this project is deactivated.');
      if (!hasPermission(row.role, permission)) throw forbidden('Permission denied');
      return { projectId, employeeId: row.employeeId, userId: caller.userId, role: row.role };
    },
  };
}

export type ProjectAccess = ReturnType<typeof createProjectAccess>;
