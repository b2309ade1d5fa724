import { and, desc, eq, sql } from 'drizzle-orm';
import type { DistributionDecision } from '@salespulse/contract/distribution';
import type { Database } from '../../db/database';
import { rowsOf } from '../../db/rows';
import { deals } from '../../db/schema/activity';
import { employees } from '../../db/schema/employees';
import { projects } from '../../db/schema/projects';
import { users } from '../../db/schema/users';
import { distributionLeads, distributionLogs } from '../../db/schema/distribution';

export type GivenLead = { leadId: string; employeeId: string; decision: DistributionDecision };
export type LeadMailFacts = {
  email: string;
  name: string;
  projectName: string;
  dealId: string;
  title: string | null;
  externalId: string;
  link: string | null;
};

/** What the lead-assigned mail reads (lead-mail.ts). */
export function createLeadMailRepository(db: Database) {
  return {
    /** Of these leads, those whose new owner wants a mail (`users.notify_lead_email`), with what it says; by lead id. */
    async facts(given: GivenLead[]): Promise<Map<string, LeadMailFacts>> {
      const values = sql.join(
        given.map((g) => sql`(${g.leadId}::uuid, ${g.employeeId}::uuid)`),
        sql`, `,
      );
      const rows = rowsOf<LeadMailFacts & { leadId: string }>(
        await db.execute(sql`
          select v.lead_id as "leadId", ${users.email} as email, ${users.name} as name, ${projects.name} as "projectName",
            ${deals.id} as "dealId", ${deals.title} as title, ${deals.externalId} as "externalId", ${deals.link} as link
          from (values ${values}) as v(lead_id, employee_id)
          join ${distributionLeads} on ${distributionLeads.id} = v.lead_id
          join ${deals} on ${deals.id} = ${distributionLeads.dealId}
          join ${projects} on ${projects.id} = ${distributionLeads.projectId}
          join ${employees} on ${employees.id} = v.employee_id and ${employees.projectId} = ${distributionLeads.projectId}
          join ${users} on ${users.id} = ${employees.userId}
          where ${users.notifyLeadEmail}`),
      );
      return new Map(rows.map(({ leadId, ...row }) => [leadId, row]));
    },

    /** The summary of the newest log of this decision giving the deal to the employee. */
    async reasonOf(dealId: string, { employeeId, decision }: GivenLead): Promise<string | null> {
      const [log] = await db
        .select({ reason: distributionLogs.reason })
        .from(distributionLogs)
        .where(
          and(eq(distributionLogs.dealId, dealId), eq(distributionLogs.employeeId, employeeId), eq(distributionLogs.decision, decision)),
        )
        .orderBy(desc(distributionLogs.at))
        .limit(1);
      return log?.reason.summary ?? null;
    },
  };
}
