import { and, desc, eq, sql } from 'drizzle-orm';
import type { DistributionDecision } from '@salespulse/contract/distribution';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/database';
import { rowsOf } from '../../db/rows';
import { deals } from '../../db/schema/activity';
import { employees } from '../../db/schema/employees';
import type { Mailer } from '../../mail/mailer';
import { leadAssignedMail } from '../../mail/templates';
import { projects } from '../../db/schema/projects';
import { users } from '../../db/schema/users';
import { distributionLeads, distributionLogs } from '../../db/schema/distribution';
import type { LeadOutcome } from './lead-engine';

const GIVING = new Set<DistributionDecision>(['assigned', 'fallback', 'reassigned']);

type Given = { leadId: string; employeeId: string; decision: DistributionDecision };
type Facts = { email: string; name: string; projectName: string; dealId: string; title: string | null; externalId: string; link: string | null };

/**
 * E-mails a manager who asked for it (`users.notify_lead_email`) when a decision gives them a lead.
 * Called only after the decision's transaction committed, so a rolled-back decision mails nobody.
 * The mails go one after another on their own chain, never awaited by the runner: the assignment
 * neither waits for them nor fails with them (errors are logged). The leads given while the chain
 * was busy are looked up together, one statement for a burst rather than one a lead: at 50 leads a
 * second that look-up was a twentieth of the database's work, for a mail most managers never ask for.
 */
export function createLeadMail(deps: { db: Database; mailer: Pick<Mailer, 'send'>; log?: FastifyBaseLogger }) {
  let chain: Promise<void> = Promise.resolve();
  let waiting: Given[] = [];

  /** Of these leads, those whose new owner wants a mail, with what it says. */
  async function facts(given: Given[]): Promise<Map<string, Facts>> {
    const values = sql.join(
      given.map((g) => sql`(${g.leadId}::uuid, ${g.employeeId}::uuid)`),
      sql`, `,
    );
    const rows = rowsOf<Facts & { leadId: string }>(
      await deps.db.execute(sql`
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
  }

  async function reasonOf(dealId: string, { employeeId, decision }: Given): Promise<string | null> {
    const [log] = await deps.db
      .select({ reason: distributionLogs.reason })
      .from(distributionLogs)
      .where(and(eq(distributionLogs.dealId, dealId), eq(distributionLogs.employeeId, employeeId), eq(distributionLogs.decision, decision)))
      .orderBy(desc(distributionLogs.at))
      .limit(1);
    return log?.reason.summary ?? null;
  }

  async function sendAll(): Promise<void> {
    const given = waiting;
    waiting = [];
    const known = await facts(given);
    for (const lead of given) {
      const fact = known.get(lead.leadId);
      if (!fact) continue;
      try {
        await deps.mailer.send(
          leadAssignedMail(fact.email, {
            name: fact.name,
            dealTitle: fact.title?.trim() || `Deal ${fact.externalId}`,
            projectName: fact.projectName,
            link: fact.link,
            reason: await reasonOf(fact.dealId, lead),
            reassigned: lead.decision === 'reassigned',
          }),
        );
      } catch (error) {
        deps.log?.error({ err: error, leadId: lead.leadId, employeeId: lead.employeeId }, 'lead e-mail failed');
      }
    }
  }

  return {
    /** After a committed decision: queues the mail if it gave the lead to someone who wants one. */
    notify(leadId: string, outcome: LeadOutcome): void {
      const { decision, employeeId } = outcome;
      if (!decision || !GIVING.has(decision) || !employeeId) return;
      waiting.push({ leadId, employeeId, decision });
      // The first lead of a burst books the chain's next turn; the others ride along with it.
      if (waiting.length > 1) return;
      chain = chain.then(sendAll).catch((error: unknown) => deps.log?.error({ err: error }, 'lead e-mails failed'));
    },
    /** Resolves when the mails queued so far are in the outbox (shutdown, tests). */
    flush(): Promise<void> {
      return chain;
    },
  };
}

export type LeadMail = ReturnType<typeof createLeadMail>;
