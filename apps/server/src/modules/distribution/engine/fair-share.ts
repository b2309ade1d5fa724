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

const deficit = (entry: LedgerEntry, share: number) => entry.expected + share - entry.received;

/** Picks the fairest of the eligible entries; undefined when there are none. Ties: heavier weight, then fewer received, then id. */
export function pickFair(eligible: readonly LedgerEntry[]): FairPick | undefined {
  const total = eligible.reduce((sum, entry) => sum + Math.max(entry.weight, 0), 0);
  if (eligible.length === 0 || total <= 0) return undefined;
  const shares = new Map(eligible.map((entry) => [entry.employeeId, Math.max(entry.weight, 0) / total]));
  let chosen: LedgerEntry | undefined;
  for (const entry of eligible) {
    if (!chosen) {
      chosen = entry;
      continue;
    }
    const a = deficit(entry, shares.get(entry.employeeId)!);
    const b = deficit(chosen, shares.get(chosen.employeeId)!);
    // Equal within float noise counts as a tie, so order of summation never decides.
    const better =
      a > b + 1e-9 ||
      (Math.abs(a - b) <= 1e-9 &&
        (entry.weight > chosen.weight ||
          (entry.weight === chosen.weight && (entry.received < chosen.received || (entry.received === chosen.received && entry.employeeId < chosen.employeeId)))));
    if (better) chosen = entry;
  }
  return { chosen: chosen!, shares };
}

/** The ledger after a pick: what the database update does, for simulations and tests. */
export function applyPick(entries: readonly LedgerEntry[], pick: FairPick): LedgerEntry[] {
  return entries.map((entry) => {
    const share = pick.shares.get(entry.employeeId);
    if (share === undefined) return entry;
    return { ...entry, expected: entry.expected + share, received: entry.received + (entry.employeeId === pick.chosen.employeeId ? 1 : 0) };
  });
}
