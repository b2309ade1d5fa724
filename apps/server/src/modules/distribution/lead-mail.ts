import { and, desc, eq } from 'drizzle-orm';
import type { DistributionDecision } from '@salespulse/contract/distribution';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/database';
import { deals } from '../activity/activity.schema';
import { employees } from '../employees/employees.schema';
import type { Mailer } from '../mail/mailer';
import { leadAssignedMail } from '../mail/templates';
import { projects } from '../projects/projects.schema';
import { users } from '../users/users.schema';
import { distributionLeads, distributionLogs } from './distribution.schema';
import type { LeadOutcome } from './lead-engine';

const GIVING = new Set<DistributionDecision>(['assigned', 'fallback', 'reassigned']);

/**
 * E-mails a manager who asked for it (`users.notify_lead_email`) when a decision gives them a lead.
 * Called only after the decision's transaction committed, so a rolled-back decision mails nobody.
 * The mails go one after another on their own chain, never awaited by the runner: the assignment
 * neither waits for them nor fails with them (errors are logged), and a burst of leads adds one
 * look-up at a time to the database, not fifty.
 */
export function createLeadMail(deps: { db: Database; mailer: Pick<Mailer, 'send'>; log?: FastifyBaseLogger }) {
  let chain: Promise<void> = Promise.resolve();

  async function facts(leadId: string, employeeId: string, decision: DistributionDecision) {
    const [row] = await deps.db
      .select({
        email: users.email,
        name: users.name,
        projectName: projects.name,
        dealId: deals.id,
        title: deals.title,
        externalId: deals.externalId,
        link: deals.link,
      })
      .from(distributionLeads)
      .innerJoin(deals, eq(deals.id, distributionLeads.dealId))
      .innerJoin(projects, eq(projects.id, distributionLeads.projectId))
      .innerJoin(employees, and(eq(employees.id, employeeId), eq(employees.projectId, distributionLeads.projectId)))
      .innerJoin(users, eq(users.id, employees.userId))
      .where(and(eq(distributionLeads.id, leadId), eq(users.notifyLeadEmail, true)))
      .limit(1);
    if (!row) return undefined;
    const [log] = await deps.db
      .select({ reason: distributionLogs.reason })
      .from(distributionLogs)
      .where(and(eq(distributionLogs.dealId, row.dealId), eq(distributionLogs.employeeId, employeeId), eq(distributionLogs.decision, decision)))
      .orderBy(desc(distributionLogs.at))
      .limit(1);
    return { ...row, reason: log?.reason.summary ?? null };
  }

  async function send(leadId: string, employeeId: string, decision: DistributionDecision): Promise<void> {
    const lead = await facts(leadId, employeeId, decision);
    if (!lead) return;
    await deps.mailer.send(
      leadAssignedMail(lead.email, {
        name: lead.name,
        dealTitle: lead.title?.trim() || `Deal ${lead.externalId}`,
        projectName: lead.projectName,
        link: lead.link,
        reason: lead.reason,
        reassigned: decision === 'reassigned',
      }),
    );
  }

  return {
    /** After a committed decision: queues the mail if it gave the lead to someone who wants one. */
    notify(leadId: string, outcome: LeadOutcome): void {
      const { decision, employeeId } = outcome;
      if (!decision || !GIVING.has(decision) || !employeeId) return;
      chain = chain
        .then(() => send(leadId, employeeId, decision))
        .catch((error: unknown) => deps.log?.error({ err: error, leadId, employeeId }, 'lead e-mail failed'));
    },
    /** Resolves when the mails queued so far are in the outbox (shutdown, tests). */
    flush(): Promise<void> {
      return chain;
    },
  };
}

export type LeadMail = ReturnType<typeof createLeadMail>;
