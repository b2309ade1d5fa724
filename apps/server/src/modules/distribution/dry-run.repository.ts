import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Schedule } from '@salespulse/contract/employees';
import type { Database } from '../../db/database';
import { rowsOf } from '../../db/rows';
import { deals } from '../../db/schema/activity';
import { employees } from '../../db/schema/employees';
import { users } from '../../db/schema/users';
import { distributionLeads } from '../../db/schema/distribution';

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

type PastLeadRow = {
  id: string;
  at: string | Date;
  data_provider_id: string;
  product_id: string | null;
  properties: Record<string, string | number | null>;
  distribution_id: string | null;
  employee_id: string | null;
  via_fallback: boolean | null;
  state: string | null;
};

const DAY = 24 * 60 * 60_000;

export type DryRunEmployee = { id: string; name: string; status: string; schedules: Schedule[] };

export function createDryRunRepository(db: Database) {
  return {
    /**
     * The leads of the window, newest first, at most `limit`: deals created in it that became leads,
     * or that arrived without an owner when no distribution was active (still unowned). Two index
     * walks rather than every deal of the window (a large team's quarter is 150,000 deals, nearly all
     * owned): the project's leads recorded around the window, and its deals with no owner at all.
     */
    async leads(projectId: string, from: Date, to: Date, limit: number): Promise<PastLead[]> {
      // A lead is recorded when its deal arrives, at most a day after the deal's creation time.
      const recordedFrom = new Date(from.getTime() - DAY);
      const recordedTo = new Date(to.getTime() + DAY);
      const rows = rowsOf<PastLeadRow>(
        await db.execute(sql`
          (select d.id, d.created_at as at, d.data_provider_id, d.product_id, d.properties,
                  l.distribution_id, l.employee_id, l.via_fallback, l.state
           from ${distributionLeads} l join ${deals} d on d.id = l.deal_id
           where l.project_id = ${projectId} and l.created_at >= ${recordedFrom.toISOString()}::timestamptz and l.created_at < ${recordedTo.toISOString()}::timestamptz
             and d.created_at >= ${from.toISOString()}::timestamptz and d.created_at < ${to.toISOString()}::timestamptz)
          union all
          (select d.id, d.created_at, d.data_provider_id, d.product_id, d.properties, null, null, null, null
           from ${deals} d
           where d.project_id = ${projectId} and d.employee_id is null and d.owner_user_id is null
             and d.created_at >= ${from.toISOString()}::timestamptz and d.created_at < ${to.toISOString()}::timestamptz
             and not exists (select 1 from ${distributionLeads} l where l.deal_id = d.id))
          order by at desc, id desc
          limit ${limit}`),
      );
      return rows.map((r) => ({
        at: new Date(r.at),
        dataProviderId: r.data_provider_id,
        productId: r.product_id,
        properties: r.properties,
        distributionId: r.distribution_id,
        employeeId: r.employee_id,
        viaFallback: r.via_fallback,
        state: r.state,
      }));
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
