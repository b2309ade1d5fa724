import type { DistributionLeadRow } from '../../db/schema/distribution';
import { zoneOf } from '../../lib/time/zone';
import { engineRules, readDistributionSettings } from './engine/rules';
import { check } from './lead-check';
import type { Context, LeadOutcome, TransactionCache } from './lead-context';
import { distribute } from './lead-distribute';
import type { LeadDeal, LeadStore } from './lead-store';

/** Decides for one claimed lead; its writes are held by the store until the caller flushes them. */
export async function decideClaimed(
  store: LeadStore,
  cache: TransactionCache,
  claimed: { lead: DistributionLeadRow; deal: LeadDeal },
  now: Date,
): Promise<LeadOutcome> {
  const { lead, deal } = claimed;
  let settings = cache.settings.get(deal.projectId);
  if (!settings) {
    settings = readDistributionSettings(await store.settings(deal.projectId));
    cache.settings.set(deal.projectId, settings);
  }
  const ctx: Context = { cache, store, lead, deal, now, zone: zoneOf(settings.timezone), rules: engineRules(settings), settings };
  if (lead.state === 'assigned') return check(ctx);
  if (lead.state === 'pending' || lead.state === 'waiting' || lead.state === 'alert') return distribute(ctx);
  store.updateLead(lead.id, { dueAt: null, updatedAt: now });
  return { state: lead.state };
}
