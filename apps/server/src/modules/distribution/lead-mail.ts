import type { DistributionDecision } from '@salespulse/contract/distribution';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/database';
import type { Mailer } from '../../mail/mailer';
import { leadAssignedMail } from '../../mail/templates';
import { createLeadMailRepository, type GivenLead } from './lead-mail.repository';
import type { LeadOutcome } from './lead-engine';

const GIVING = new Set<DistributionDecision>(['assigned', 'fallback', 'reassigned']);

/**
 * E-mails a manager who asked for it (`users.notify_lead_email`) when a decision gives them a lead.
 * Called only after the decision's transaction committed, so a rolled-back decision mails nobody.
 * The mails go one after another on their own chain, never awaited by the runner: the assignment
 * neither waits for them nor fails with them (errors are logged). The leads given while the chain
 * was busy are looked up together, one statement for a burst rather than one a lead: at 50 leads a
 * second that look-up was a twentieth of the database's work, for a mail most managers never ask for.
 */
export function createLeadMail(deps: { db: Database; mailer: Pick<Mailer, 'send'>; log?: FastifyBaseLogger }) {
  const repo = createLeadMailRepository(deps.db);
  let chain: Promise<void> = Promise.resolve();
  let waiting: GivenLead[] = [];

  async function sendAll(): Promise<void> {
    const given = waiting;
    waiting = [];
    const known = await repo.facts(given);
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
            reason: await repo.reasonOf(fact.dealId, lead),
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
