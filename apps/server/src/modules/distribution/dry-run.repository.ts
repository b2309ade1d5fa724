import { and, desc, eq, gte, inArray, isNotNull, isNull, lt, or } from 'drizzle-orm';
import type { Schedule } from '@salespulse/contract/employees';
import type { Database } from '../../db/database';
import { deals } from '../activity/activity.schema';
import { employees } from '../employees/employees.schema';
import { users } from '../users/users.schema';
import { distributionLeads } from './distribution.schema';

// The dry run's SQL: plain reads, no locks (the live engine keeps deciding meanwhile).

export type PastLead = {
  at: Date;
  dataProviderId: string;
  productId: string | null;
  properties: Record<string, string | number | null>;
  /** Where the live engine put it, if it was a lead then. */
  distributionId: string | null;
  employeeId: string | null;
  viaFallback: boolean | null;
  state: string | null;
};

export type DryRunEmployee = { id: string; name: string; status: string; schedules: Schedule[] };

export function createDryRunRepository(db: Database) {
  return {
    /**
     * The leads of the window, newest first, at most `limit`: deals created in it that became leads,
     * or that arrived without an owner when no distribution was active (still unowned).
     */
    async leads(projectId: string, from: Date, to: Date, limit: number): Promise<PastLead[]> {
      const rows = await db
        .select({
          at: deals.createdAt,
          dataProviderId: deals.dataProviderId,
          productId: deals.productId,
          properties: deals.properties,
          distributionId: distributionLeads.distributionId,
          employeeId: distributionLeads.employeeId,
          viaFallback: distributionLeads.viaFallback,
          state: distributionLeads.state,
        })
        .from(deals)
        .leftJoin(distributionLeads, eq(distributionLeads.dealId, deals.id))
        .where(
          and(
            eq(deals.projectId, projectId),
            gte(deals.createdAt, from),
            lt(deals.createdAt, to),
            or(isNotNull(distributionLeads.id), isNull(deals.ownerUserId)),
          ),
        )
        .orderBy(desc(deals.createdAt), desc(deals.id))
        .limit(limit);
      return rows as PastLead[];
    },

    /** Employees of the project with their name, status and schedules. */
    async employees(projectId: string, ids: string[]): Promise<DryRunEmployee[]> {
      if (ids.length === 0) return [];
      return db
        .select({ id: employees.id, name: users.name, status: employees.status, schedules: employees.schedules })
        .from(employees)
        .innerJoin(users, eq(users.id, employees.userId))
        .where(and(eq(employees.projectId, projectId), inArray(employees.id, ids)));
    },
  };
}

export type DryRunRepository = ReturnType<typeof createDryRunRepository>;
