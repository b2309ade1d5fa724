import { describe, expect, it } from 'vitest';
import { pickFair } from './fair-share';
import { advance, expectedAt, flipAt, rebase, type StoredLedger } from './ledger';

/** A small deterministic random source, so a failure replays. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

describe('ledger stored against a share clock', () => {
  it('gives the same expected leads and the same picks as summing every share, through eligibility and weight changes', () => {
    const rand = random(7);
    const ids = Array.from({ length: 12 }, (_, i) => `e${String(i).padStart(2, '0')}`);
    const direct = new Map(ids.map((id, i) => [id, { weight: 1 + (i % 4), expected: 0, received: 0 }]));
    const stored = new Map<string, StoredLedger & { received: number }>(
      ids.map((id, i) => [id, { weight: 1 + (i % 4), expectedBase: 0, shareBanked: 0, shareSince: 0, eligible: false, received: 0 }]),
    );
    let clock = 0;
    let writes = 0;
    for (let lead = 0; lead < 10_000; lead++) {
      if (lead % 997 === 0) {
        // Someone's weight changes now and then.
        const id = ids[Math.floor(rand() * ids.length)]!;
        const weight = 1 + Math.floor(rand() * 9);
        direct.get(id)!.weight = weight;
        stored.set(id, { ...rebase(stored.get(id)!, clock, weight), received: stored.get(id)!.received });
      }
      // Eligibility changes in stretches, like shifts.
      const eligible = ids.filter((id, i) => Math.floor(lead / (50 + i * 13)) % 3 !== 0 || rand() < 0.05);
      const fromDirect = pickFair(eligible.map((id) => ({ employeeId: id, ...direct.get(id)! })));
      const fromStored = pickFair(
        eligible.map((id) => ({
          employeeId: id,
          weight: stored.get(id)!.weight,
          expected: expectedAt(stored.get(id)!, clock),
          received: stored.get(id)!.received,
        })),
      );
      expect(fromStored?.chosen.employeeId).toBe(fromDirect?.chosen.employeeId);
      if (!fromDirect) continue;
      for (const [id, share] of fromDirect.shares) direct.get(id)!.expected += share;
      direct.get(fromDirect.chosen.employeeId)!.received += 1;
      for (const id of ids) {
        const flip = flipAt(stored.get(id)!, eligible.includes(id), clock);
        if (flip) {
          stored.set(id, { ...stored.get(id)!, ...flip });
          writes += 1;
        }
      }
      clock = advance(
        clock,
        eligible.map((id) => stored.get(id)!.weight),
      );
      stored.get(fromDirect.chosen.employeeId)!.received += 1;
    }
    for (const id of ids) expect(expectedAt(stored.get(id)!, clock)).toBeCloseTo(direct.get(id)!.expected, 6);
    // Rows written for eligibility: a small fraction of one per member per lead.
    expect(writes).toBeLessThan(10_000 * ids.length * 0.1);
  });

  it('keeps the earned part when the weight changes and counts only eligible stretches', () => {
    let row: StoredLedger = { weight: 2, expectedBase: 0, shareBanked: 0, shareSince: 0, eligible: false };
    row = { ...row, ...flipAt(row, true, 1)! };
    expect(expectedAt(row, 3)).toBe(4); // eligible while the clock went 1 → 3, weight 2
    row = { ...row, ...flipAt(row, false, 3)! };
    expect(expectedAt(row, 10)).toBe(4); // nothing while not eligible
    row = rebase(row, 10, 5);
    row = { ...row, ...flipAt(row, true, 10)! };
    expect(expectedAt(row, 11)).toBe(9);
    expect(flipAt(row, true, 11)).toBeUndefined();
    expect(advance(0, [1, 3])).toBe(0.25);
    expect(advance(2, [])).toBe(2);
  });
});
