import type { DistributionDecision } from '@salespulse/contract/distribution';
import type { Database } from '../../db/database';
import { systemClock, type Clock } from '../../lib/time/clock';
import type { DistributionLeadRow, DistributionRow } from '../../db/schema/distribution';
import { afterMiss, decide, type Decision } from './engine/decide';
import { advance, flipAt } from './engine/ledger';
import { engineRules, readDistributionSettings } from './engine/rules';
import { zoneOf } from '../../lib/time/zone';
import {
  activeDistributions,
  type Context,
  lockMembers,
  type Locked,
  logEntry,
  matchDistribution,
  newCache,
  reasonOnly,
  type TransactionCache,
} from './lead-context';
import { createLeadQueue } from './lead-queue';
import { createLeadStore, type LeadDeal, type LeadStore, type LedgerChange } from './lead-store';

const MINUTE = 60_000;

export type LeadOutcome = { state: DistributionLeadRow['state']; decision?: DistributionDecision; employeeId?: string | null };

/**
 * The lead engine over the database: decisions in transactions of up to ten leads, each lead row locked (SKIP
 * LOCKED, so a second worker passes it by) and the distribution's ledger serialised, so a lead is
 * decided exactly once however many workers and retries run. `now` is injected for tests.
 */
export function createLeadEngine(deps: { db: Database; now?: Clock }) {
  const clock = deps.now ?? systemClock;

  /** Stores an assignment to a member: the ledger (engine/ledger.ts), the lead, and a pending write-back. */
  async function assign(ctx: Context, locked: Locked, decision: Extract<Decision, { kind: 'assign' }>) {
    const { distribution, clock, rows } = locked;
    const changes: LedgerChange[] = [];
    for (const row of rows) {
      const flip = flipAt(row, decision.shares.has(row.employeeId), clock);
      const got = row.employeeId === decision.employeeId;
      if (flip || got) changes.push({ memberId: row.id, eligible: row.eligible, shareBanked: row.shareBanked, shareSince: row.shareSince, ...flip, got });
    }
    const next = advance(clock, rows.filter((r) => decision.shares.has(r.employeeId)).map((r) => r.weight));
    const localDate = ctx.zone.local(ctx.now.getTime()).date;
    ctx.store.writeLedger(distribution.id, next, changes, localDate, ctx.now);
    // The transaction's copy of the ledger follows what was just written (as writeLedger does in SQL).
    for (const change of changes) {
      const row = rows.find((r) => r.id === change.memberId)!;
      Object.assign(row, { eligible: change.eligible, shareBanked: change.shareBanked, shareSince: change.shareSince });
      if (change.got) {
        row.received += 1;
        row.dayCount = row.day === localDate ? row.dayCount + 1 : 1;
        row.day = localDate;
      }
    }
    const ledger = ctx.cache.ledgers.get(distribution.id);
    if (ledger) ledger.shareClock = next;
    await giveLead(ctx, distribution.id, decision.employeeId, false);
  }

  async function giveLead(ctx: Context, distributionId: string, employeeId: string, viaFallback: boolean) {
    // The fallback owner is the last resort: nobody is left to take the lead from them.
    const checkAt = !viaFallback && ctx.rules.delayMinutes > 0 ? new Date(ctx.now.getTime() + ctx.rules.delayMinutes * MINUTE) : null;
    ctx.store.updateLead(ctx.lead.id, {
      distributionId,
      state: 'assigned',
      employeeId,
      viaFallback,
      assignedAt: ctx.now,
      dueAt: checkAt,
      decisions: ctx.lead.decisions + 1,
      failures: 0,
      lastError: null,
      writeBackState: 'pending',
      writeBackVersion: ctx.lead.writeBackVersion + 1,
      writeBackAttempts: 0,
      writeBackDueAt: ctx.now,
      writeBackError: null,
      updatedAt: ctx.now,
    });
  }

  /** A new (or postponed, or alert) lead. */
  async function distribute(ctx: Context): Promise<LeadOutcome> {
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
      store.log([logEntry(ctx, null, 'unmatched', null, null, reasonOnly('No active distribution takes this lead (products, sources or property conditions)'))]);
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
        store.updateLead(lead.id, { distributionId: distribution.id, state: 'waiting', dueAt: new Date(decision.until), decisions: lead.decisions + 1, failures: 0, updatedAt: now });
        logs.push(logEntry(ctx, distribution.id, 'postponed', null, null, decision.reason));
        store.log(logs);
        return { state: 'waiting', decision: 'postponed' };
      case 'alert': {
        const first = lead.state !== 'alert';
        store.updateLead(lead.id, { distributionId: distribution.id, state: 'alert', dueAt: new Date(decision.retryAt), decisions: lead.decisions + (first ? 1 : 0), failures: 0, updatedAt: now });
        // Looking again and finding the same is not a new decision: one alert per lead until it changes.
        if (first) logs.push(logEntry(ctx, distribution.id, 'alert', null, null, decision.reason));
        store.log(logs);
        return { state: 'alert', decision: first ? 'alert' : undefined };
      }
      case 'keep':
        throw new Error('a new lead has no assignee to keep');
    }
  }

  async function fallbackOf(ctx: Context, distribution: DistributionRow) {
    const id = distribution.fallbackEmployeeId;
    if (!id) return null;
    if (!ctx.cache.employees.has(id)) ctx.cache.employees.set(id, await ctx.store.employee(id));
    return { employeeId: id, active: ctx.cache.employees.get(id)?.status === 'active' };
  }

  /** An assigned lead whose delay is over: processed, or taken away from its assignee. */
  async function check(ctx: Context): Promise<LeadOutcome> {
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
      for (const ledger of ctx.cache.ledgers.values()) for (const row of ledger.rows) if (row.employeeId === current) row.consecutiveMisses = 0;
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
    const { rows, members, logs } = locked;

    const missedBy = new Set(lead.missedBy);
    if (!missedBy.has(current)) {
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
            logEntry(ctx, distribution.id, 'away', current, null, reasonOnly(`Missed ${next.consecutiveMisses} leads in a row: away until they process a lead`)),
          );
        }
      }
    }

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

  /** Decides for one claimed lead; its writes are held by the store until the caller flushes them. */
  async function decideClaimed(store: LeadStore, cache: TransactionCache, claimed: { lead: DistributionLeadRow; deal: LeadDeal }, now: Date): Promise<LeadOutcome> {
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

  /**
   * Decides for due leads in one transaction, in order, each decision's writes sent as one
   * statement (lead-store.ts): the leads are claimed together, and a distribution's ledger is read
   * and locked once until the commit, so a burst costs a statement or two a lead.
   */
  async function decideInTransaction(leadIds: string[]): Promise<{ leadId: string; outcome: LeadOutcome | null }[]> {
    return deps.db.transaction(async (tx) => {
      const store = createLeadStore(tx);
      const cache = newCache();
      const now = clock();
      const claimed = await store.claimMany(leadIds, now);
      const results: { leadId: string; outcome: LeadOutcome | null }[] = [];
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
  }

  return {
    // Recording leads and their due times (lead-queue.ts) is part of the engine's face.
    ...createLeadQueue({ db: deps.db, now: clock }),

    /** Decides for one due lead. Null: not due, or another worker has it right now. */
    async processLead(leadId: string): Promise<LeadOutcome | null> {
      const [result] = await decideInTransaction([leadId]);
      return result?.outcome ?? null;
    },

    /**
     * Decides for several due leads in one transaction, in order (decideInTransaction). When a
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
