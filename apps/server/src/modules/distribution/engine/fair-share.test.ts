import { describe, expect, it } from 'vitest';
import { applyPick, pickFair, type LedgerEntry } from './fair-share';

function ledger(weights: Record<string, number>): LedgerEntry[] {
  return Object.entries(weights).map(([employeeId, weight]) => ({ employeeId, weight, expected: 0, received: 0 }));
}

/** Gives `leads` leads; `eligibleAt(i)` says who may take lead i (everyone by default). */
function run(start: LedgerEntry[], leads: number, eligibleAt: (i: number, e: LedgerEntry) => boolean = () => true) {
  let entries = start;
  const got = new Map<string, number>();
  for (let i = 0; i < leads; i++) {
    const pick = pickFair(entries.filter((e) => eligibleAt(i, e)));
    if (!pick) continue;
    got.set(pick.chosen.employeeId, (got.get(pick.chosen.employeeId) ?? 0) + 1);
    entries = applyPick(entries, pick);
  }
  return { entries, got };
}

/** The largest gap between an employee's share of the leads and their weight's share, relative to the latter. */
function fairnessError(weights: Record<string, number>, got: Map<string, number>, leads: number): number {
  const total = Object.values(weights).reduce((a, b) => a + b, 0);
  return Math.max(...Object.entries(weights).map(([id, w]) => Math.abs((got.get(id) ?? 0) / leads - w / total) / (w / total)));
}

describe('weighted fair selection with a ledger', () => {
  it('gives 10,000 leads within 1% of the target shares (weights 1, 2, 3, 4)', () => {
    const weights = { a: 1, b: 2, c: 3, d: 4 };
    const { got } = run(ledger(weights), 10_000);
    expect(Object.fromEntries(got)).toEqual({ a: 1000, b: 2000, c: 3000, d: 4000 });
    const error = fairnessError(weights, got, 10_000);
    expect(error).toBeLessThan(0.01);
    process.stdout.write(`fairness error over 10,000 leads, weights 1-4: ${(error * 100).toFixed(4)}%\n`);
  });

  it('keeps each of 300 employees of uneven weights within one lead of their share over 10,000 leads', () => {
    const weights: Record<string, number> = {};
    for (let i = 0; i < 300; i++) weights[`e${String(i).padStart(3, '0')}`] = 1 + ((i * 37) % 10); // 1 … 10
    const total = Object.values(weights).reduce((a, b) => a + b, 0);
    const leads = 10_000;
    const { got } = run(ledger(weights), leads);
    let worstLeads = 0;
    let worstShare = 0;
    for (const [id, w] of Object.entries(weights)) {
      worstLeads = Math.max(worstLeads, Math.abs((got.get(id) ?? 0) - (leads * w) / total));
      worstShare = Math.max(worstShare, Math.abs((got.get(id) ?? 0) / leads - w / total));
    }
    expect(worstLeads).toBeLessThan(1);
    expect(worstShare).toBeLessThan(0.01);
    process.stdout.write(
      `300 employees, 10,000 leads: worst gap ${worstLeads.toFixed(3)} leads, ${(worstShare * 100).toFixed(4)} percentage points of share\n`,
    );
  });

  it('continues exactly after a restart (the ledger is the whole state)', () => {
    const weights = { a: 5, b: 3, c: 2 };
    const straight = run(ledger(weights), 1000);
    const first = run(ledger(weights), 437);
    // Stored and read back: only numbers survive, as in the database.
    const reloaded = JSON.parse(JSON.stringify(first.entries)) as LedgerEntry[];
    const second = run(reloaded, 1000 - 437);
    for (const id of Object.keys(weights)) {
      expect((first.got.get(id) ?? 0) + (second.got.get(id) ?? 0)).toBe(straight.got.get(id));
    }
  });

  it('applies a weight change to the later leads only, without paying back the past', () => {
    const before = run(ledger({ a: 1, b: 1 }), 1000);
    expect(Object.fromEntries(before.got)).toEqual({ a: 500, b: 500 });
    const changed = before.entries.map((e) => (e.employeeId === 'a' ? { ...e, weight: 3 } : e));
    const after = run(changed, 1000);
    expect(Object.fromEntries(after.got)).toEqual({ a: 750, b: 250 });
  });

  it('starts a newcomer at a deficit of zero: a fair share from then on, no burst to catch up', () => {
    const old = run(ledger({ a: 1, b: 1 }), 10_000);
    const joined = [...old.entries, { employeeId: 'c', weight: 1, expected: 0, received: 0 }];
    const next = run(joined, 30);
    expect(Object.fromEntries(next.got)).toEqual({ a: 10, b: 10, c: 10 });
    // Within the first three leads the newcomer gets exactly one.
    expect(run(joined, 3).got.get('c')).toBe(1);
  });

  it('owes nothing for time away: an employee counts only the leads they were eligible for', () => {
    // b is off for the first half (say, out of schedule), then back.
    const { got } = run(ledger({ a: 1, b: 1 }), 2000, (i, e) => e.employeeId !== 'b' || i >= 1000);
    expect(Object.fromEntries(got)).toEqual({ a: 1500, b: 500 });
  });

  it('breaks ties by weight, then fewer received, then id; nobody eligible gives nothing', () => {
    expect(
      pickFair([
        { employeeId: 'x', weight: 1, expected: 0, received: 0 },
        { employeeId: 'y', weight: 2, expected: 0, received: 0 },
      ])?.chosen.employeeId,
    ).toBe('y');
    expect(
      pickFair([
        { employeeId: 'b', weight: 1, expected: 0, received: 0 },
        { employeeId: 'a', weight: 1, expected: 0, received: 0 },
      ])?.chosen.employeeId,
    ).toBe('a');
    expect(pickFair([])).toBeUndefined();
    expect(pickFair([{ employeeId: 'z', weight: 0, expected: 0, received: 0 }])).toBeUndefined();
  });
});
