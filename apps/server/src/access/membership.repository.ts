import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/database';
import { employees } from '../db/schema/employees';
import { projects } from '../db/schema/projects';

/** The membership columns admit() reads, for statements that join employees to projects. */
export const membershipColumns = {
  employeeId: employees.id,
  role: employees.role,
  status: employees.status,
  deletedAt: projects.deletedAt,
  accessUntil: projects.accessUntil,
};

export function createMembershipRepository(db: Database) {
  return {
    /** The user's membership row in the project with the project's state; undefined: not a member, or no such project. */
    async find(projectId: string, userId: string) {
      const [row] = await db
        .select(membershipColumns)
        .from(employees)
        .innerJoin(projects, eq(projects.id, employees.projectId))
        .where(and(eq(employees.projectId, projectId), eq(employees.userId, userId)))
        .limit(1);
      return row;
    },
  };
}
