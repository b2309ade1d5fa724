import type { Database } from '../../db/database';
import { systemClock, type Clock } from '../../lib/time/clock';
import type { LeadOutcome } from './lead-context';
import { createLeadQueue } from './lead-queue';
import { createLeadTransaction } from './lead-transaction';

export type { LeadOutcome } from './lead-context';

/**
 * The lead engine over the database: decisions in transactions of up to ten leads, each lead row locked (SKIP
 * LOCKED, so a second worker passes it by) and the distribution's ledger serialised, so a lead is
 * decided exactly once however many workers and retries run. `now` is injected for tests.
 *
 * The parts: lead-queue.ts records leads and when each is due; lead-transaction.ts decides a batch
 * in one transaction (lead-decision.ts per lead: lead-distribute.ts for a new, postponed or alert
 * lead, lead-check.ts for an assigned one whose delay is over, lead-assignment.ts records who gets it).
 */
export function createLeadEngine(deps: { db: Database; now?: Clock }) {
  const clock = deps.now ?? systemClock;
  const decideInTransaction = createLeadTransaction({ db: deps.db, clock });

  return {
    // Recording leads and their due times (lead-queue.ts) is part of the engine's face.
    ...createLeadQueue({ db: deps.db, now: clock }),

    /** Decides for one due lead. Null: not due, or another worker has it right now. */
    async processLead(leadId: string): Promise<LeadOutcome | null> {
      const [result] = await decideInTransaction([leadId]);
      return result?.outcome ?? null;
    },

    /**
     * Decides for several due leads in one transaction, in order (lead-transaction.ts). When a
     * decision fails it takes the transaction with it; each lead is then decided again alone, so only
     * the failing one fails (its error returned, for a retry later) and the others commit. Savepoints
     * would keep the others without deciding them twice, at two more round trips a lead on every
     * burst: failures are rare, bursts are not. A lead's outcome is null when it was not due or
     * another worker had it.
     */
    async processLeads(leadIds: string[]): Promise<{ leadId: string; outcome: LeadOutcome | null; error?: unknown }[]> {
      try {
        return await decideInTransaction(leadIds);
      } catch (error) {
        if (leadIds.length === 1) return [{ leadId: leadIds[0]!, outcome: null, error }];
        const results: { leadId: string; outcome: LeadOutcome | null; error?: unknown }[] = [];
        for (const leadId of leadIds) {
          try {
            results.push(...(await decideInTransaction([leadId])));
          } catch (alone) {
            results.push({ leadId, outcome: null, error: alone });
          }
        }
        return results;
      }
    },
  };
}

export type LeadEngine = ReturnType<typeof createLeadEngine>;
