import { afterMiss, decide } from './engine/decide';
import { assign, giveLead } from './lead-assignment';
import {
  activeDistributions,
  fallbackOf,
  lockMembers,
  logEntry,
  reasonOnly,
  type Context,
  type LeadOutcome,
  type Locked,
} from './lead-context';

/** An assigned lead whose delay is over: processed, or taken away from its assignee. */
export async function check(ctx: Context): Promise<LeadOutcome> {
  const { store, lead, deal, now } = ctx;
  const current = lead.employeeId;
  if (!current || !lead.assignedAt) {
    store.updateLead(lead.id, { dueAt: null, updatedAt: now });
    return { state: lead.state };
  }
  if (lead.writeBackState === 'done' && deal.employeeId !== current) {
    // People moved the deal in the CRM: their choice stands, the engine lets go.
    store.updateLead(lead.id, { state: 'skipped', dueAt: null, updatedAt: now });
    store.log([logEntry(ctx, lead.distributionId, 'skipped', deal.employeeId, current, reasonOnly('The owner was changed in the CRM'))]);
    return { state: 'skipped', decision: 'skipped' };
  }
  if (await store.processedSince(deal, lead.assignedAt)) {
    store.updateLead(lead.id, { state: 'processed', dueAt: null, updatedAt: now });
    store.clearMisses(deal.projectId, current, now);
    for (const ledger of ctx.cache.ledgers.values())
      for (const row of ledger.rows) if (row.employeeId === current) row.consecutiveMisses = 0;
    return { state: 'processed', employeeId: current };
  }

  const distribution = lead.distributionId ? (await activeDistributions(ctx)).find((d) => d.id === lead.distributionId) : undefined;
  if (!distribution) {
    // Its distribution was switched off or deleted: nothing decides for it any more.
    store.updateLead(lead.id, { dueAt: null, updatedAt: now });
    return { state: 'assigned', employeeId: current };
  }
  const locked = await lockMembers(ctx, distribution);
  if (!locked) throw new Error('the distribution was deleted during the decision; deciding again');
  const { members, logs } = locked;
  const missedBy = countMiss(ctx, locked, current);

  const fallback = await fallbackOf(ctx, distribution);
  const decision = decide({ now: now.getTime(), zone: ctx.zone, rules: ctx.rules, members, fallback, missedBy, current });
  const missed = [...missedBy];
  switch (decision.kind) {
    case 'assign':
      await assign(ctx, locked, decision);
      store.updateLead(lead.id, { missedBy: missed });
      logs.push(logEntry(ctx, distribution.id, 'reassigned', decision.employeeId, current, decision.reason));
      store.log(logs);
      return { state: 'assigned', decision: 'reassigned', employeeId: decision.employeeId };
    case 'fallback':
      await giveLead(ctx, distribution.id, decision.employeeId, true);
      store.updateLead(lead.id, { missedBy: missed });
      logs.push(logEntry(ctx, distribution.id, 'fallback', decision.employeeId, current, decision.reason));
      store.log(logs);
      return { state: 'assigned', decision: 'fallback', employeeId: decision.employeeId };
    case 'postpone':
      // It stays with its assignee (who may still call) until someone else starts work.
      store.updateLead(lead.id, { missedBy: missed, dueAt: new Date(decision.until), decisions: lead.decisions + 1, updatedAt: now });
      logs.push(logEntry(ctx, distribution.id, 'postponed', current, current, decision.reason));
      store.log(logs);
      return { state: 'assigned', decision: 'postponed', employeeId: current };
    case 'keep':
    case 'alert':
      store.updateLead(lead.id, { missedBy: missed, dueAt: null, decisions: lead.decisions + 1, updatedAt: now });
      logs.push(logEntry(ctx, distribution.id, 'kept', current, current, decision.reason));
      store.log(logs);
      return { state: 'assigned', decision: 'kept', employeeId: current };
  }
}

/**
 * The assignee missed the lead: it joins the lead's missedBy, and (unless it came via the fallback)
 * counts towards their misses in a row; at the limit they become away, logged with the decision.
 */
function countMiss(ctx: Context, locked: Locked, current: string): Set<string> {
  const { store, lead, now } = ctx;
  const { distribution, rows, members, logs } = locked;
  const missedBy = new Set(lead.missedBy);
  if (missedBy.has(current)) return missedBy;
  missedBy.add(current);
  const row = rows.find((r) => r.employeeId === current);
  const member = members.find((m) => m.employeeId === current);
  if (row && member && !lead.viaFallback) {
    const next = afterMiss(row.consecutiveMisses, ctx.rules.awayCountLimit);
    const becomesAway = next.away && !row.away;
    store.updateMember(row.id, { consecutiveMisses: next.consecutiveMisses, ...(becomesAway ? { away: true, awaySince: now } : {}) }, now);
    row.consecutiveMisses = next.consecutiveMisses;
    if (becomesAway) {
      row.away = true;
      row.awaySince = now;
      member.away = true;
      logs.push(
        logEntry(
          ctx,
          distribution.id,
          'away',
          current,
          null,
          reasonOnly(`Missed ${next.consecutiveMisses} leads in a row: away until they process a lead`),
        ),
      );
    }
  }
  return missedBy;
}
