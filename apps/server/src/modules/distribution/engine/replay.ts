import { firstTaker, type DistributionRule, type LeadFacts } from './conditions';
import { withoutEligible, type EngineRules, type Outcome } from './decide';
import { eligibility, type Member } from './eligibility';
import { fairest, shareOf } from './fair-share';
import type { LocalTime, Zone } from '../../../lib/time/zone';

// The dry run: past leads replayed through a draft distribution on a simulated clock. Each lead is
// decided at its arrival with the draft's members on a fresh ledger; a postponed lead (or one nobody
// can take now) is decided again when the first member starts work, as the sweep would, as long as
// that is still inside the window. Nobody misses a lead and nobody goes away here: both need the
// future of the leads (calls made after the assignment), which the past does not tell.

export type ReplayLead = { at: number; facts: LeadFacts };

export type ReplayInput = {
  leads: readonly ReplayLead[];
  /** The active distributions in priority order, the draft (id `draftId`) among them. */
  distributions: readonly DistributionRule[];
  draftId: string;
  /** The draft's members: a fresh ledger, today's status and schedules. */
  members: readonly Member[];
  fallback: { employeeId: string; active: boolean } | null;
  zone: Zone;
  rules: EngineRules;
  /** The end of the window: a lead still waiting then counts as waiting. */
  until: number;
};

export type ReplayResult = {
  /** Leads the draft takes. */
  taken: number;
  assigned: number;
  fallback: number;
  waiting: number;
  /** Taken first by another distribution. */
  elsewhere: number;
  unmatched: number;
  received: Map<string, number>;
};

/** A binary min-heap of pending decisions by time, then by arrival order (so equal times stay in order). */
class Agenda {
  private items: { at: number; seq: number }[] = [];
  push(item: { at: number; seq: number }) {
    const a = this.items;
    a.push(item);
    let i = a.length - 1;
    while (i > 0) {
      const parent = (i - 1) >> 1;
      if (!before(a[i]!, a[parent]!)) break;
      [a[i], a[parent]] = [a[parent]!, a[i]!];
      i = parent;
    }
  }
  pop(): { at: number; seq: number } | undefined {
    const a = this.items;
    const top = a[0];
    const last = a.pop();
    if (a.length === 0 || !last) return top;
    a[0] = last;
    let i = 0;
    for (;;) {
      const l = 2 * i + 1;
      const r = l + 1;
      let m = i;
      if (l < a.length && before(a[l]!, a[m]!)) m = l;
      if (r < a.length && before(a[r]!, a[m]!)) m = r;
      if (m === i) break;
      [a[i], a[m]] = [a[m]!, a[i]!];
      i = m;
    }
    return top;
  }
}

const before = (x: { at: number; seq: number }, y: { at: number; seq: number }) => x.at < y.at || (x.at === y.at && x.seq < y.seq);

/**
 * The zone with its answers kept: a decision asks the local time once per member at the same
 * instant, and waiting leads ask for the same window starts again and again; the Intl offset
 * lookups behind both are what a replay of thousands of leads would spend its time on.
 */
function memoised(zone: Zone): Zone {
  const locals = new Map<number, LocalTime>();
  const instants = new Map<number, number>();
  return {
    name: zone.name,
    local(epochMs) {
      let local = locals.get(epochMs);
      if (!local) {
        if (locals.size > 50_000) locals.clear();
        local = zone.local(epochMs);
        locals.set(epochMs, local);
      }
      return local;
    },
    instant(wallMidnight, minute) {
      const key = wallMidnight + minute * 60_000;
      let instant = instants.get(key);
      if (instant === undefined) {
        instant = zone.instant(wallMidnight, minute);
        instants.set(key, instant);
      }
      return instant;
    },
  };
}

export function replay(input: ReplayInput): ReplayResult {
  const zone = memoised(input.zone);
  const result: ReplayResult = { taken: 0, assigned: 0, fallback: 0, waiting: 0, elsewhere: 0, unmatched: 0, received: new Map() };
  const members: Member[] = input.members.map((m) => ({ ...m, expected: 0, received: 0, day: null, dayCount: 0, away: false }));
  const agenda = new Agenda();
  input.leads.forEach((lead, seq) => {
    const taker = firstTaker(input.distributions, lead.facts);
    if (!taker) result.unmatched += 1;
    else if (taker.id !== input.draftId) result.elsewhere += 1;
    else {
      result.taken += 1;
      agenda.push({ at: lead.at, seq });
    }
  });
  const noOne = new Set<string>();
  // Leads postponed to the same start are decided at one instant, thousands after a night. There,
  // only the chosen member's daily count changes between two of them, so the eligible members (and,
  // when there are none, the outcome) are worked out once per instant and then kept up to date.
  let instant: { at: number; eligible: Member[]; outcome?: Outcome } | undefined;
  for (let next = agenda.pop(); next; next = agenda.pop()) {
    if (instant?.at !== next.at) instant = { at: next.at, eligible: eligibility(members, zone, next.at, noOne).eligible };
    // The pick as decide() makes it, without the explanation it builds for the log: that is most
    // of a decision's cost over hundreds of members, and the replay logs nothing.
    const fair = fairest(instant.eligible);
    if (fair) {
      for (const member of instant.eligible) member.expected += shareOf(member, fair.totalWeight);
      const { chosen } = fair;
      const date = zone.local(next.at).date;
      chosen.received += 1;
      chosen.dayCount = chosen.day === date ? chosen.dayCount + 1 : 1;
      chosen.day = date;
      if (chosen.dailyCap !== null && chosen.dayCount >= chosen.dailyCap)
        instant.eligible = instant.eligible.filter((member) => member !== chosen);
      result.assigned += 1;
      result.received.set(chosen.employeeId, (result.received.get(chosen.employeeId) ?? 0) + 1);
      continue;
    }
    const outcome = (instant.outcome ??= withoutEligible({
      now: next.at,
      zone,
      rules: input.rules,
      members,
      fallback: input.fallback,
      missedBy: noOne,
    }));
    if (outcome.kind === 'fallback') {
      result.fallback += 1;
    } else {
      // Postponed, or an alert: nothing changes in a replay until the first member can start, so
      // the lead is decided again then (the live engine looks in between and finds the same).
      if (outcome.next !== null && outcome.next > next.at && outcome.next <= input.until) agenda.push({ at: outcome.next, seq: next.seq });
      else result.waiting += 1;
    }
  }
  return result;
}
