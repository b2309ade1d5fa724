import { decide } from './engine/decide';
import { assign, giveLead } from './lead-assignment';
import { fallbackOf, lockMembers, logEntry, matchDistribution, reasonOnly, type Context, type LeadOutcome } from './lead-context';

/** A new (or postponed, or alert) lead. */
export async function distribute(ctx: Context): Promise<LeadOutcome> {
  const { store, lead, deal, now } = ctx;
  if (deal.ownerUserId !== null) {
    // Someone gave it an owner in the CRM before we did: it is not ours to hand out.
    store.updateLead(lead.id, { state: 'skipped', dueAt: null, updatedAt: now });
    store.log([logEntry(ctx, lead.distributionId, 'skipped', deal.employeeId, null, reasonOnly('The deal got an owner in the CRM first'))]);
    return { state: 'skipped', decision: 'skipped' };
  }
  const distribution = await matchDistribution(ctx);
  if (!distribution) {
    store.updateLead(lead.id, { state: 'unmatched', distributionId: null, dueAt: null, updatedAt: now });
    store.log([
      logEntry(
        ctx,
        null,
        'unmatched',
        null,
        null,
        reasonOnly('No active distribution takes this lead (products, sources or property conditions)'),
      ),
    ]);
    return { state: 'unmatched', decision: 'unmatched' };
  }
  const locked = await lockMembers(ctx, distribution);
  if (!locked) throw new Error('the distribution was deleted during the decision; deciding again');
  const { members, logs } = locked;
  const fallback = await fallbackOf(ctx, distribution);
  const decision = decide({ now: now.getTime(), zone: ctx.zone, rules: ctx.rules, members, fallback, missedBy: new Set(lead.missedBy) });
  switch (decision.kind) {
    case 'assign':
      await assign(ctx, locked, decision);
      logs.push(logEntry(ctx, distribution.id, 'assigned', decision.employeeId, null, decision.reason));
      store.log(logs);
      return { state: 'assigned', decision: 'assigned', employeeId: decision.employeeId };
    case 'fallback':
      await giveLead(ctx, distribution.id, decision.employeeId, true);
      logs.push(logEntry(ctx, distribution.id, 'fallback', decision.employeeId, null, decision.reason));
      store.log(logs);
      return { state: 'assigned', decision: 'fallback', employeeId: decision.employeeId };
    case 'postpone':
      store.updateLead(lead.id, {
        distributionId: distribution.id,
        state: 'waiting',
        dueAt: new Date(decision.until),
        decisions: lead.decisions + 1,
        failures: 0,
        updatedAt: now,
      });
      logs.push(logEntry(ctx, distribution.id, 'postponed', null, null, decision.reason));
      store.log(logs);
      return { state: 'waiting', decision: 'postponed' };
    case 'alert': {
      const first = lead.state !== 'alert';
      store.updateLead(lead.id, {
        distributionId: distribution.id,
        state: 'alert',
        dueAt: new Date(decision.retryAt),
        decisions: lead.decisions + (first ? 1 : 0),
        failures: 0,
        updatedAt: now,
      });
      // Looking again and finding the same is not a new decision: one alert per lead until it changes.
      if (first) logs.push(logEntry(ctx, distribution.id, 'alert', null, null, decision.reason));
      store.log(logs);
      return { state: 'alert', decision: first ? 'alert' : undefined };
    }
    case 'keep':
      throw new Error('a new lead has no assignee to keep');
  }
}
