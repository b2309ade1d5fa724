// How the fairness ledger is stored without rewriting every member on every lead.
//
// `expected` of a member is the sum, over the decisions they were eligible for, of
// weight / (sum of the eligible weights). The distribution keeps a share clock: the sum of
// 1 / (sum of the eligible weights) over all its decisions. While a member stays eligible their
// expected grows by weight × the clock's advance, so a member only needs a write when their
// eligibility flips (the clock they joined at, or the clock they banked up to), when their weight
// changes (rebased), or when they receive a lead. A decision writes the clock, the one who got the
// lead and the few who started or stopped being eligible — not all 300 members.

export type StoredLedger = {
  weight: number;
  /** Expected leads up to the last weight change. */
  expectedBase: number;
  /** Clock advance banked over past eligible stretches since then. */
  shareBanked: number;
  /** The clock when the current eligible stretch began (meaningful while `eligible`). */
  shareSince: number;
  /** Eligible at the distribution's last decision. */
  eligible: boolean;
};

export function expectedAt(row: StoredLedger, clock: number): number {
  return row.expectedBase + row.weight * (row.shareBanked + (row.eligible ? clock - row.shareSince : 0));
}

export type LedgerFlip = { eligible: boolean; shareBanked: number; shareSince: number };

/** The change a member's row needs at a decision made at `clock`, or undefined when none. */
export function flipAt(row: StoredLedger, eligibleNow: boolean, clock: number): LedgerFlip | undefined {
  if (row.eligible === eligibleNow) return undefined;
  return eligibleNow
    ? { eligible: true, shareBanked: row.shareBanked, shareSince: clock }
    : { eligible: false, shareBanked: row.shareBanked + (clock - row.shareSince), shareSince: row.shareSince };
}

/** A weight change keeps what the old weight earned and counts the new one from `clock` on. */
export function rebase(row: StoredLedger, clock: number, weight: number): StoredLedger {
  return { weight, expectedBase: expectedAt(row, clock), shareBanked: 0, shareSince: clock, eligible: row.eligible };
}

/** The clock after a decision among eligible members of these weights. */
export function advance(clock: number, eligibleWeights: readonly number[]): number {
  const total = eligibleWeights.reduce((sum, w) => sum + w, 0);
  return total > 0 ? clock + 1 / total : clock;
}
