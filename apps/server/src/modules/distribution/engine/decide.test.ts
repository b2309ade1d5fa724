import { REASON_ELIGIBLE_LISTED, REASON_SKIPPED_LISTED } from '@salespulse/contract/distribution';
import { describe, expect, it } from 'vitest';
import { afterMiss, ALERT_RETRY_MS, decide, withoutEligible, type DecisionInput } from './decide';
import { eligibility, type Member } from './eligibility';
import { zoneOf } from '../../../lib/time/zone';
import { everyDay, memberWith, weekdays } from '../../../../test/distribution-members';

const zone = zoneOf('Europe/Berlin');
const at = (iso: string) => Date.parse(iso);
const member = memberWith(weekdays('09:00', '17:00'));

const rules = { delayMinutes: 15, postponeMinutes: 1440, awayCountLimit: 3 };
function input(overrides: Partial<DecisionInput>): DecisionInput {
  return { now: at('2026-03-04T10:00:00Z'), zone, rules, members: [], fallback: null, missedBy: new Set(), ...overrides };
}

// A fake clock: every rule is decided at an instant the test chooses. 2026-03-04 is a Wednesday;
// 10:00Z is 11:00 in Berlin.
describe('eligibility', () => {
  it('skips the inactive, the away, those off schedule, those at their cap, and those who missed the lead, saying why', () => {
    const now = at('2026-03-04T10:00:00Z');
    const members = [
      member('ok'),
      member('inactive', { active: false }),
      member('away', { away: true }),
      member('night', { schedule: [{ day: 3, start: '22:00', end: '23:59' }] }),
      member('capped', { dailyCap: 2, day: '2026-03-04', dayCount: 2 }),
      member('missed'),
    ];
    const result = eligibility(members, zone, now, new Set(['missed']));
    expect(result.eligible.map((m) => m.employeeId)).toEqual(['ok']);
    expect(result.skipped).toEqual([
      { employeeId: 'inactive', reason: 'inactive' },
      { employeeId: 'away', reason: 'away' },
      { employeeId: 'night', reason: 'off_schedule' },
      { employeeId: 'capped', reason: 'daily_cap' },
      { employeeId: 'missed', reason: 'missed_this_lead' },
    ]);
  });

  it('counts the daily cap per local day: yesterday’s leads do not count, and the day turns at local midnight', () => {
    const allDay = everyDay('00:00', '23:59');
    const capped = member('c', { dailyCap: 1, day: '2026-03-04', dayCount: 1, schedule: allDay });
    // 22:30Z on the 4th is already the 5th in Berlin: a new day, the cap is free again.
    expect(eligibility([capped], zone, at('2026-03-04T22:59:00Z')).eligible).toHaveLength(0);
    expect(eligibility([capped], zone, at('2026-03-04T23:00:00Z')).eligible).toHaveLength(1);
    // In UTC the same instant is still the 4th.
    expect(eligibility([capped], zoneOf('UTC'), at('2026-03-04T23:00:00Z')).eligible).toHaveLength(0);
  });
});

describe('decisions', () => {
  it('assigns the largest deficit among the eligible and explains it', () => {
    const decision = decide(
      input({
        members: [
          member('a', { expected: 10, received: 10 }),
          member('b', { expected: 10.4, received: 10 }),
          member('off', { away: true }),
        ],
      }),
    );
    expect(decision.kind).toBe('assign');
    if (decision.kind !== 'assign') return;
    expect(decision.employeeId).toBe('b');
    expect(decision.shares).toEqual(
      new Map([
        ['a', 0.5],
        ['b', 0.5],
      ]),
    );
    expect(decision.reason.summary).toBe('Largest deficit (expected − received) among 2 eligible employees');
    // In the order the rule ranks them: the chosen one first.
    expect(decision.reason.eligible).toEqual([
      { employee: 'b', weight: 1, expected: 10.4, received: 10 },
      { employee: 'a', weight: 1, expected: 10, received: 10 },
    ]);
    expect(decision.reason.eligibleCount).toBe(2);
    expect(decision.reason.skipped).toEqual([{ employee: 'off', reason: 'away' }]);
    expect(decision.reason.skippedCounts).toEqual({ away: 1 });
  });

  it('lists the chosen one and the next in line of a large team, and counts the rest', () => {
    const eligible = Array.from({ length: 300 }, (_, i) => member(`e${String(i).padStart(3, '0')}`, { expected: i % 7, received: 0 }));
    const away = Array.from({ length: 30 }, (_, i) => member(`away${i}`, { away: true }));
    const inactive = Array.from({ length: 5 }, (_, i) => member(`gone${i}`, { active: false }));
    const decision = decide(input({ members: [...eligible, ...away, ...inactive] }));
    if (decision.kind !== 'assign') throw new Error(`expected an assignment, got ${decision.kind}`);
    const { reason } = decision;
    expect(reason.eligible).toHaveLength(REASON_ELIGIBLE_LISTED);
    expect(reason.eligible[0]!.employee).toBe(decision.employeeId);
    // Next in line: the largest deficits (expected 6) after the chosen one, by id.
    expect(reason.eligible.every((e) => e.expected === 6)).toBe(true);
    expect(reason.eligibleCount).toBe(300);
    expect(reason.skipped).toHaveLength(REASON_SKIPPED_LISTED);
    expect(reason.skippedCounts).toEqual({ away: 30, inactive: 5 });
    expect(JSON.stringify(reason).length).toBeLessThan(3_000);
  });

  it('postpones a lead outside everyone’s hours until the first one starts work', () => {
    const team = [member('early', { schedule: weekdays('08:00', '16:00') }), member('late')];
    const evening = at('2026-03-04T18:00:00Z'); // Wed 19:00 Berlin
    const decision = decide(input({ now: evening, members: team }));
    expect(decision).toMatchObject({ kind: 'postpone', until: at('2026-03-05T07:00:00Z') }); // Thu 08:00 Berlin
    expect(decision.reason.summary).toBe('No eligible employee now: waits until the first one starts work');
    expect(decision.reason.waitUntil).toBe('2026-03-05T07:00:00.000Z');
    expect(decision.reason.skipped.map((s) => s.reason)).toEqual(['off_schedule', 'off_schedule']);
    // The dry run's form of the same decision: the lead waits for `next`, the first start of work.
    expect(withoutEligible(input({ now: evening, members: team }))).toEqual({ kind: 'postpone', next: at('2026-03-05T07:00:00Z') });
    // Over a weekend only with a postpone time that long (61 hours here).
    const friday = at('2026-03-06T18:00:00Z');
    expect(decide(input({ now: friday, members: team })).kind).toBe('alert');
    expect(decide(input({ now: friday, rules: { ...rules, postponeMinutes: 61 * 60 }, members: team }))).toMatchObject({
      kind: 'postpone',
      until: at('2026-03-09T07:00:00Z'),
    });
  });

  it('waits for the cap to reset at local midnight when everyone working is at their cap', () => {
    const shift = everyDay('00:00', '23:59');
    const now = at('2026-03-04T20:00:00Z');
    const decision = decide(input({ now, members: [member('c', { dailyCap: 5, day: '2026-03-04', dayCount: 5, schedule: shift })] }));
    expect(decision).toMatchObject({ kind: 'postpone', until: at('2026-03-04T23:00:00Z') });
  });

  it('gives the lead to the fallback owner when nobody starts work within the postpone time', () => {
    const friday = at('2026-03-06T18:00:00Z');
    const decision = decide(
      input({
        now: friday,
        rules: { ...rules, postponeMinutes: 60 },
        members: [member('a')],
        fallback: { employeeId: 'boss', active: true },
      }),
    );
    expect(decision).toMatchObject({ kind: 'fallback', employeeId: 'boss' });
    expect(decision.reason.summary).toBe('No eligible employee and nobody starts work within 60 minutes: the fallback owner');
    // Postpone 0 never waits.
    expect(
      decide(
        input({
          now: friday,
          rules: { ...rules, postponeMinutes: 0 },
          members: [member('a')],
          fallback: { employeeId: 'boss', active: true },
        }),
      ).kind,
    ).toBe('fallback');
  });

  it('raises an alert without a fallback owner (or with an inactive one) and looks again later', () => {
    const friday = at('2026-03-06T18:00:00Z');
    const short = { ...rules, postponeMinutes: 60 };
    const noFallback = decide(input({ now: friday, rules: short, members: [member('a')] }));
    expect(noFallback).toMatchObject({ kind: 'alert', retryAt: friday + ALERT_RETRY_MS });
    expect(noFallback.reason.summary).toBe(
      'No eligible employee, nobody starts work within 60 minutes, and no fallback owner: the lead waits',
    );
    expect(noFallback.reason.waitUntil).toBe('2026-03-09T08:00:00.000Z');
    expect(decide(input({ now: friday, rules: short, members: [member('a')], fallback: { employeeId: 'boss', active: false } })).kind).toBe(
      'alert',
    );
    // Nobody at all: an alert that says so.
    const empty = decide(input({ now: friday, members: [] }));
    expect(empty).toMatchObject({ kind: 'alert', retryAt: friday + ALERT_RETRY_MS });
    expect(empty.reason.summary).toBe('No eligible employee, nobody can take it in the coming week, and no fallback owner: the lead waits');
  });

  it('re-assigns a missed lead to someone else, never back to those who missed it', () => {
    const decision = decide(
      input({
        members: [member('a', { expected: 5, received: 0 }), member('b'), member('c')],
        missedBy: new Set(['a', 'b']),
        current: 'b',
      }),
    );
    expect(decision).toMatchObject({ kind: 'assign', employeeId: 'c' });
    expect(decision.reason.summary).toBe(
      'Not processed within 15 minutes; largest deficit (expected − received) among 1 eligible employee',
    );
    expect(decision.reason.skipped).toEqual([
      { employee: 'a', reason: 'missed_this_lead' },
      { employee: 'b', reason: 'missed_this_lead' },
    ]);
  });

  it('keeps a missed lead with its assignee when nobody else can take it, and postpones when someone starts soon', () => {
    const evening = at('2026-03-04T16:30:00Z'); // Wed 17:30 Berlin
    const kept = decide(
      input({
        now: evening,
        rules: { ...rules, postponeMinutes: 60 },
        members: [member('a'), member('b')],
        missedBy: new Set(['a']),
        current: 'a',
      }),
    );
    expect(kept.kind).toBe('keep');
    const waiting = decide(input({ now: evening, members: [member('a'), member('b')], missedBy: new Set(['a']), current: 'a' }));
    expect(waiting).toMatchObject({ kind: 'postpone', until: at('2026-03-05T08:00:00Z') });
    // The fallback owner who missed it is not offered it again.
    const fallbackMissed = decide(
      input({
        now: evening,
        rules: { ...rules, postponeMinutes: 0 },
        members: [member('a')],
        missedBy: new Set(['a', 'boss']),
        current: 'boss',
        fallback: { employeeId: 'boss', active: true },
      }),
    );
    expect(fallbackMissed.kind).toBe('keep');
  });

  it('marks an employee away after the limit of misses in a row, never with limit 0', () => {
    expect(afterMiss(0, 3)).toEqual({ consecutiveMisses: 1, away: false });
    expect(afterMiss(2, 3)).toEqual({ consecutiveMisses: 3, away: true });
    expect(afterMiss(99, 0)).toEqual({ consecutiveMisses: 100, away: false });
  });
});

describe('fairness through a week of schedules and caps (fake clock)', () => {
  it('gives each employee their share of the leads they were eligible for, within 1%, over 10,000 leads', () => {
    const members: Member[] = [
      member('day', { weight: 3 }),
      member('late', { weight: 2, schedule: weekdays('12:00', '20:00') }),
      member('night', { weight: 1, schedule: [1, 2, 3, 4, 5, 6, 7].map((day) => ({ day, start: '18:00', end: '23:59' })) }),
      member('capped', { weight: 4, dailyCap: 150 }),
    ];
    const target = new Map(members.map((m) => [m.employeeId, 0]));
    const got = new Map(members.map((m) => [m.employeeId, 0]));
    let now = at('2026-03-02T00:00:00Z');
    let assigned = 0;
    for (let lead = 0; lead < 10_000; lead++) {
      now += 97_000; // about 11 days of leads, so every window and midnight is crossed many times
      const decision = decide(input({ now, rules: { ...rules, postponeMinutes: 0 }, members }));
      if (decision.kind !== 'assign') continue;
      assigned += 1;
      const today = zone.local(now).date;
      for (const m of members) {
        const share = decision.shares.get(m.employeeId);
        if (share === undefined) continue;
        m.expected += share;
        target.set(m.employeeId, target.get(m.employeeId)! + share);
        if (m.employeeId === decision.employeeId) {
          m.received += 1;
          m.dayCount = m.day === today ? m.dayCount + 1 : 1;
          m.day = today;
          got.set(m.employeeId, got.get(m.employeeId)! + 1);
        }
      }
    }
    let worst = 0;
    for (const m of members)
      worst = Math.max(worst, Math.abs(got.get(m.employeeId)! - target.get(m.employeeId)!) / target.get(m.employeeId)!);
    expect(assigned).toBeGreaterThan(5000);
    expect(worst).toBeLessThan(0.01);
    process.stdout.write(
      `fairness with schedules and caps: ${assigned} leads assigned, worst relative error ${(worst * 100).toFixed(3)}%\n`,
    );
  });
});
