import type { Database } from '../../db/database';
import type { Clock } from '../../lib/time/clock';
import { newCache, type LeadOutcome } from './lead-context';
import { decideClaimed } from './lead-decision';
import { createLeadStore } from './lead-store';

export type LeadResult = { leadId: string; outcome: LeadOutcome | null };

/**
 * Decides for due leads in one transaction, in order, each decision's writes sent as one
 * statement (lead-store.ts): the leads are claimed together, and a distribution's ledger is read
 * and locked once until the commit, so a burst costs a statement or two a lead. A lead's outcome is
 * null when it was not due or another worker had it (SKIP LOCKED).
 */
export function createLeadTransaction(deps: { db: Database; clock: Clock }) {
  return async function decideInTransaction(leadIds: string[]): Promise<LeadResult[]> {
    return deps.db.transaction(async (tx) => {
      const store = createLeadStore(tx);
      const cache = newCache();
      const now = deps.clock();
      const claimed = await store.claimMany(leadIds, now);
      const results: LeadResult[] = [];
      for (const leadId of leadIds) {
        const lead = claimed.get(leadId);
        if (!lead) {
          results.push({ leadId, outcome: null });
          continue;
        }
        const outcome = await decideClaimed(store, cache, lead, now);
        await store.flush();
        results.push({ leadId, outcome });
      }
      return results;
    });
  };
}
