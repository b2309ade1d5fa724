import { REASON_ELIGIBLE_LISTED, REASON_SKIPPED_LISTED, type SkipReason } from '@salespulse/contract/distribution';
import { eligibility, nextEligibleAt, type Member } from './eligibility';
import { inLine, pickFair } from './fair-share';
import type { Zone } from '../../../lib/time/zone';

const MINUTE = 60_000;
/** An alert lead is looked at again at least this often (schedules or the team may have changed). */
export const ALERT_RETRY_MS = 30 * MINUTE;

export type EngineRules = {
  /** Minutes to process a lead before it moves on; 0: never. */
  delayMinutes: number;
  /** Minutes a lead may wait for someone to start work before the fallback (or the alert). */
  postponeMinutes: number;
  /** Misses in a row that mark an employee away; 0: never. */
  awayCountLimit: number;
};

export type DecisionInput = {
  now: number;
  zone: Zone;
  rules: EngineRules;
  members: readonly Member[];
  /** The fallback owner, if any, and whether they are an active employee. */
  fallback: { employeeId: string; active: boolean } | null;
  /** Employees who let this lead expire: never offered it again. */
  missedBy: ReadonlySet<string>;
  /** Set when the assignee missed the lead: the decision is a re-assignment away from them. */
  current?: string | null;
};

/**
 * Why a decision went as it did, as the history shows it. A team of 300 listed whole made every
 * decision's record 33 KB and was half of what the engine wrote (docs/decisions.md, "Lead routing at
 * 50 leads a second"); the chosen one and the next in line say why, the rest are counted.
 */
export type Explanation = {
  summary: string;
  eligible: { employee: string; weight: number; expected: number; received: number }[];
  eligibleCount?: number;
  skipped: { employee: string; reason: SkipReason }[];
  skippedCounts?: Partial<Record<SkipReason, number>>;
  waitUntil?: string | null;
};

export type Decision =
  | { kind: 'assign'; employeeId: string; shares: Map<string, number>; reason: Explanation }
  | { kind: 'fallback'; employeeId: string; reason: Explanation }
  | { kind: 'postpone'; until: number; reason: Explanation }
  | { kind: 'alert'; retryAt: number; reason: Explanation }
  | { kind: 'keep'; reason: Explanation };

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

/**
 * One decision for one lead: the fairest eligible employee; else wait for the first one to start
 * work if that is within the postpone time; else the fallback owner; else an alert (a new lead) or
 * leaving it with its assignee (a missed one). Pure: the caller stores the result.
 */
export function decide(input: DecisionInput): Decision {
  const { now, zone, rules, members, missedBy, current } = input;
  const { eligible, skipped } = eligibility(members, zone, now, missedBy);
  const entries = eligible.map((m) => ({ employeeId: m.employeeId, weight: m.weight, expected: m.expected, received: m.received }));
  const skippedCounts: Partial<Record<SkipReason, number>> = {};
  for (const s of skipped) skippedCounts[s.reason] = (skippedCounts[s.reason] ?? 0) + 1;
  const base = {
    eligible: inLine(entries, REASON_ELIGIBLE_LISTED).map((m) => ({
      employee: m.employeeId,
      weight: m.weight,
      expected: m.expected,
      received: m.received,
    })),
    eligibleCount: eligible.length,
    skipped: skipped.slice(0, REASON_SKIPPED_LISTED).map((s) => ({ employee: s.employeeId, reason: s.reason })),
    skippedCounts,
  };
  const missed = current ? `Not processed within ${plural(rules.delayMinutes, 'minute')}; ` : '';

  const pick = pickFair(entries);
  if (pick) {
    const summary = `${missed}largest deficit (expected − received) among ${plural(eligible.length, 'eligible employee')}`;
    return { kind: 'assign', employeeId: pick.chosen.employeeId, shares: pick.shares, reason: { summary: capitalise(summary), ...base } };
  }

  const outcome = withoutEligible(input);
  const nextIso = outcome.next === null ? null : new Date(outcome.next).toISOString();
  if (outcome.kind === 'postpone') {
    const summary = `${missed}no eligible employee now: waits until the first one starts work`;
    return { kind: 'postpone', until: outcome.next, reason: { summary: capitalise(summary), ...base, waitUntil: nextIso } };
  }
  const why =
    outcome.next === null
      ? 'nobody can take it in the coming week'
      : `nobody starts work within ${plural(rules.postponeMinutes, 'minute')}`;
  if (outcome.kind === 'fallback') {
    return {
      kind: 'fallback',
      employeeId: outcome.employeeId,
      reason: { summary: capitalise(`${missed}no eligible employee and ${why}: the fallback owner`), ...base },
    };
  }
  if (outcome.kind === 'keep') {
    return {
      kind: 'keep',
      reason: { summary: capitalise(`${missed}nobody else can take it (${why}): it stays`), ...base, waitUntil: nextIso },
    };
  }
  return {
    kind: 'alert',
    retryAt: outcome.retryAt,
    reason: { summary: capitalise(`No eligible employee, ${why}, and no fallback owner: the lead waits`), ...base, waitUntil: nextIso },
  };
}

/**
 * What becomes of a lead when nobody eligible can take it now; `next`: when the first member can
 * (a postponed lead waits exactly until then).
 */
export type Outcome =
  | { kind: 'postpone'; next: number }
  | ({ next: number | null } & ({ kind: 'fallback'; employeeId: string } | { kind: 'keep' } | { kind: 'alert'; retryAt: number }));

/**
 * decide() past the fair pick, without the explanation: wait for the first member to start work if
 * that is within the postpone time; else the fallback owner; else keep (a missed lead) or alert.
 * The dry run asks this for thousands of night leads and logs nothing.
 */
export function withoutEligible(input: DecisionInput): Outcome {
  const { now, zone, rules, members, fallback, missedBy, current } = input;
  const next = nextEligibleAt(members, zone, now, missedBy);
  if (next !== null && next - now <= rules.postponeMinutes * MINUTE) return { kind: 'postpone', next };
  if (fallback?.active && !missedBy.has(fallback.employeeId) && fallback.employeeId !== current)
    return { kind: 'fallback', employeeId: fallback.employeeId, next };
  if (current) return { kind: 'keep', next };
  return { kind: 'alert', retryAt: Math.min(next ?? Number.POSITIVE_INFINITY, now + ALERT_RETRY_MS), next };
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** A missed lead counts against its assignee: away after `limit` misses in a row (0: never). */
export function afterMiss(consecutiveMisses: number, limit: number): { consecutiveMisses: number; away: boolean } {
  const misses = consecutiveMisses + 1;
  return { consecutiveMisses: misses, away: limit > 0 && misses >= limit };
}
