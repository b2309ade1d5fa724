import type { Schedule } from '@salespulse/contract/employees';
import type { SkipReason } from '@salespulse/contract/distribution';
import { isWorkingAt, nextWorkStart } from './schedule';
import { nextLocalMidnight, type LocalTime, type Zone } from '../../../lib/time/zone';

/** An employee of a distribution as the engine sees them at one instant. */
export type Member = {
  employeeId: string;
  weight: number;
  dailyCap: number | null;
  expected: number;
  received: number;
  /** The local date `dayCount` belongs to. */
  day: string | null;
  dayCount: number;
  away: boolean;
  /** The employee's status in the project. */
  active: boolean;
  /** Effective working windows (their own, or the project's work hours). */
  schedule: readonly Schedule[];
};

export type Eligibility = { eligible: Member[]; skipped: { employeeId: string; reason: SkipReason }[] };

/** Leads received on the local `date` (yesterday's counter does not count). */
const receivedOn = (member: Member, date: string) => (member.day === date ? member.dayCount : 0);
const atCap = (member: Member, date: string) => member.dailyCap !== null && receivedOn(member, date) >= member.dailyCap;

function skipReason(member: Member, local: LocalTime, excluded: ReadonlySet<string>): SkipReason | undefined {
  if (excluded.has(member.employeeId)) return 'missed_this_lead';
  if (!member.active) return 'inactive';
  if (member.away) return 'away';
  if (!isWorkingAt(member.schedule, local)) return 'off_schedule';
  if (atCap(member, local.date)) return 'daily_cap';
  return undefined;
}

/**
 * Eligible: an active employee, inside their schedule now (project zone), under their daily cap
 * for the local day, not away, and not someone who already let this lead expire.
 */
export function eligibility(members: readonly Member[], zone: Zone, now: number, excluded: ReadonlySet<string> = new Set()): Eligibility {
  const result: Eligibility = { eligible: [], skipped: [] };
  const local = zone.local(now);
  for (const member of members) {
    const reason = skipReason(member, local, excluded);
    if (reason) result.skipped.push({ employeeId: member.employeeId, reason });
    else result.eligible.push(member);
  }
  return result;
}

/**
 * When the first of these members can next take a lead without anyone acting: their next window
 * start, and for those at their cap today, no earlier than the next local midnight. Away and
 * inactive members wait for a person, not for the clock, so they do not count. Null: nobody within
 * the horizon.
 */
export function nextEligibleAt(
  members: readonly Member[],
  zone: Zone,
  now: number,
  excluded: ReadonlySet<string> = new Set(),
  horizonDays = 8,
): number | null {
  let best: number | null = null;
  const today = zone.local(now).date;
  let midnight: number | undefined;
  for (const member of members) {
    if (excluded.has(member.employeeId) || !member.active || member.away) continue;
    const from = atCap(member, today) ? (midnight ??= nextLocalMidnight(zone, now)) : now;
    const start = nextWorkStart(member.schedule, zone, from, horizonDays);
    if (start !== null && (best === null || start < best)) best = start;
  }
  return best;
}
