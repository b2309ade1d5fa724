// Weighted fair selection with a persistent ledger (the "smooth weighted round robin" of load
// balancers, kept in the database). On each lead every eligible employee's `expected` grows by their
// share (weight / sum of the eligible weights), and the lead goes to the largest deficit
// `expected - received`. Shares of all leads sum to the leads given, so deficits stay within about
// one lead of zero: over time each employee receives their share of the leads they were eligible
// for. Because the ledger is stored, a restart continues where it stopped; a weight change only
// changes the shares of later leads; a newcomer starts at a deficit of zero, with no catch-up burst.

export type LedgerEntry = { employeeId: string; weight: number; expected: number; received: number };

export type FairPick = {
  chosen: LedgerEntry;
  /** Each eligible employee's share of this lead, added to their `expected`. */
  shares: Map<string, number>;
};

/** An eligible entry's share of one lead: its weight over the sum of the eligible weights. */
export const shareOf = (entry: LedgerEntry, totalWeight: number) => Math.max(entry.weight, 0) / totalWeight;

/** Picks the fairest of the eligible entries; undefined when there are none. Ties: heavier weight, then fewer received, then id. */
export function pickFair(eligible: readonly LedgerEntry[]): FairPick | undefined {
  const fair = fairest(eligible);
  if (!fair) return undefined;
  return { chosen: fair.chosen, shares: new Map(eligible.map((entry) => [entry.employeeId, shareOf(entry, fair.totalWeight)])) };
}

/** pickFair without the map of shares, for the dry run's thousands of picks: the chosen entry itself and the weight the shares divide. */
export function fairest<T extends LedgerEntry>(eligible: readonly T[]): { chosen: T; totalWeight: number } | undefined {
  const totalWeight = eligible.reduce((sum, entry) => sum + Math.max(entry.weight, 0), 0);
  if (eligible.length === 0 || totalWeight <= 0) return undefined;
  let chosen: T | undefined;
  let best = 0;
  for (const entry of eligible) {
    const deficit = entry.expected + shareOf(entry, totalWeight) - entry.received;
    // Equal within float noise counts as a tie, so order of summation never decides.
    const better =
      !chosen ||
      deficit > best + 1e-9 ||
      (Math.abs(deficit - best) <= 1e-9 &&
        (entry.weight > chosen.weight ||
          (entry.weight === chosen.weight &&
            (entry.received < chosen.received || (entry.received === chosen.received && entry.employeeId < chosen.employeeId)))));
    if (better) {
      chosen = entry;
      best = deficit;
    }
  }
  return chosen && { chosen, totalWeight };
}

/**
 * The first `count` entries in the order the rule prefers them (largest deficit after this lead's
 * shares, then the tie-breaks of fairest()): the chosen one first, then who was next in line.
 */
export function inLine<T extends LedgerEntry>(eligible: readonly T[], count: number): T[] {
  const totalWeight = eligible.reduce((sum, entry) => sum + Math.max(entry.weight, 0), 0);
  if (totalWeight <= 0) return eligible.slice(0, count);
  const deficit = (entry: T) => entry.expected + shareOf(entry, totalWeight) - entry.received;
  return eligible
    .map((entry) => ({ entry, deficit: deficit(entry) }))
    .sort(
      (a, b) =>
        (Math.abs(a.deficit - b.deficit) > 1e-9 ? b.deficit - a.deficit : 0) ||
        b.entry.weight - a.entry.weight ||
        a.entry.received - b.entry.received ||
        (a.entry.employeeId < b.entry.employeeId ? -1 : a.entry.employeeId > b.entry.employeeId ? 1 : 0),
    )
    .slice(0, count)
    .map(({ entry }) => entry);
}

/** The ledger after a pick: what the database update does, for simulations and tests. */
export function applyPick(entries: readonly LedgerEntry[], pick: FairPick): LedgerEntry[] {
  return entries.map((entry) => {
    const share = pick.shares.get(entry.employeeId);
    if (share === undefined) return entry;
    return { ...entry, expected: entry.expected + share, received: entry.received + (entry.employeeId === pick.chosen.employeeId ? 1 : 0) };
  });
}
