import type { DistributionDecision } from '@salespulse/contract/distribution';
import type { DistributionRow, DistributionLeadRow } from '../../db/schema/distribution';
import { firstTaker, type ResolvedCondition } from './engine/conditions';
import type { EngineRules, Explanation } from './engine/decide';
import type { Member } from './engine/eligibility';
import { expectedAt } from './engine/ledger';
import type { ProjectDistributionSettings } from './engine/rules';
import { effectiveSchedule } from './engine/schedule';
import type { Zone } from '../../lib/time/zone';
import type { LeadDeal, LeadStore, LogEntry, MemberRow } from './lead-store';

// What a decision reads before it decides (lead-distribute.ts and lead-check.ts decide): which
// distribution takes the lead, the distribution's members as its ledger stands and its fallback
// owner, each read once per transaction.

/**
 * What the decisions of one transaction share: read once, then kept up to date by the decisions'
 * own writes. Distributions stay locked (FOR UPDATE) from their first decision to the commit, so
 * no other writer changes their ledger meanwhile.
 */
export type TransactionCache = {
  settings: Map<string, ProjectDistributionSettings>;
  active: Map<string, DistributionRow[]>;
  rules: Map<string, Rule[]>;
  ledgers: Map<string, { shareClock: number; rows: MemberRow[] }>;
  employees: Map<string, { status: string } | undefined>;
};

export const newCache = (): TransactionCache => ({
  settings: new Map(),
  active: new Map(),
  rules: new Map(),
  ledgers: new Map(),
  employees: new Map(),
});

type Rule = {
  id: string;
  productIds: readonly string[];
  dataProviderIds: readonly string[];
  conditions: ResolvedCondition[];
  row: DistributionRow;
};

export type Context = {
  cache: TransactionCache;
  store: LeadStore;
  lead: DistributionLeadRow;
  deal: LeadDeal;
  now: Date;
  zone: Zone;
  rules: EngineRules;
  settings: ProjectDistributionSettings;
};

/** What one decision did to its lead: the state it left, the logged decision (if any) and the assignee. */
export type LeadOutcome = { state: DistributionLeadRow['state']; decision?: DistributionDecision; employeeId?: string | null };

export const reasonOnly = (summary: string): Explanation => ({ summary, eligible: [], skipped: [] });

export type Locked = { distribution: DistributionRow; clock: number; rows: MemberRow[]; members: Member[]; logs: LogEntry[] };

async function resolveRule(store: LeadStore, distribution: DistributionRow): Promise<Rule> {
  const ids = distribution.propertyConditions.map((c) => c.property);
  const keys = await store.propertyKeys(ids);
  const conditions: ResolvedCondition[] = [];
  for (const c of distribution.propertyConditions) {
    const key = keys.get(c.property);
    // A deleted property can hold for no deal: the distribution takes nothing until it is edited.
    conditions.push(key ? { ...key, operator: c.operator, value: c.value } : { dataProviderId: '', key: '', operator: 'eq', value: '' });
  }
  return {
    id: distribution.id,
    productIds: distribution.productIds,
    dataProviderIds: distribution.dataProviderIds,
    conditions,
    row: distribution,
  };
}

export async function activeDistributions(ctx: Context): Promise<DistributionRow[]> {
  let active = ctx.cache.active.get(ctx.deal.projectId);
  if (!active) {
    active = await ctx.store.activeDistributions(ctx.deal.projectId);
    ctx.cache.active.set(ctx.deal.projectId, active);
  }
  return active;
}

export async function matchDistribution(ctx: Context): Promise<DistributionRow | undefined> {
  const active = await activeDistributions(ctx);
  const kept = ctx.lead.distributionId ? active.find((d) => d.id === ctx.lead.distributionId) : undefined;
  if (kept) return kept;
  let rules = ctx.cache.rules.get(ctx.deal.projectId);
  if (!rules) {
    rules = [];
    for (const d of active) rules.push(await resolveRule(ctx.store, d));
    ctx.cache.rules.set(ctx.deal.projectId, rules);
  }
  return firstTaker(rules, { dataProviderId: ctx.deal.dataProviderId, productId: ctx.deal.productId, properties: ctx.deal.properties })
    ?.row;
}

/**
 * Locks the distribution and reads its members as the engine sees them at its share clock; away
 * members who worked since are brought back (and logged). Undefined: it was deleted meanwhile.
 */
export async function lockMembers(ctx: Context, distribution: DistributionRow): Promise<Locked | undefined> {
  let ledger = ctx.cache.ledgers.get(distribution.id);
  if (!ledger) {
    ledger = await ctx.store.lockMembers(distribution.id);
    if (!ledger) return undefined;
    ctx.cache.ledgers.set(distribution.id, ledger);
  }
  const { shareClock: clock, rows } = ledger;
  const logs: LogEntry[] = [];
  const away = rows.flatMap((row) => (row.away && row.awaySince ? [{ employeeId: row.employeeId, since: row.awaySince }] : []));
  const back = await ctx.store.workedSince(ctx.deal.projectId, away);
  for (const row of rows) {
    if (!back.has(row.employeeId)) continue;
    row.away = false;
    row.consecutiveMisses = 0;
    ctx.store.updateMember(row.id, { away: false, awaySince: null, consecutiveMisses: 0 }, ctx.now);
    logs.push(logEntry(ctx, distribution.id, 'back', row.employeeId, null, reasonOnly('Worked on a lead again: back in the distribution')));
  }
  const members = rows.map((row) => ({
    employeeId: row.employeeId,
    weight: row.weight,
    dailyCap: row.dailyCap,
    expected: expectedAt(row, clock),
    received: row.received,
    day: row.day,
    dayCount: row.dayCount,
    away: row.away,
    active: row.status === 'active',
    schedule: effectiveSchedule(row.schedules, ctx.settings.workHours),
  }));
  return { distribution, clock, rows, members, logs };
}

/** The distribution's fallback owner, if it has one, and whether they are still active (read once per transaction). */
export async function fallbackOf(ctx: Context, distribution: DistributionRow) {
  const id = distribution.fallbackEmployeeId;
  if (!id) return null;
  if (!ctx.cache.employees.has(id)) ctx.cache.employees.set(id, await ctx.store.employee(id));
  return { employeeId: id, active: ctx.cache.employees.get(id)?.status === 'active' };
}

export function logEntry(
  ctx: Context,
  distributionId: string | null,
  decision: DistributionDecision,
  employeeId: string | null,
  previousEmployeeId: string | null,
  reason: Explanation,
): LogEntry {
  return {
    projectId: ctx.deal.projectId,
    distributionId,
    dealId: ctx.deal.id,
    decision,
    employeeId,
    previousEmployeeId,
    reason,
    at: ctx.now,
  };
}
