import { describe, expect, it } from 'vitest';
import { replay, type ReplayInput } from './replay';
import { zoneOf } from '../../../lib/time/zone';
import { everyDay, memberWith } from '../../../../test/distribution-members';

const zone = zoneOf('Europe/Berlin');
const HOUR = 3_600_000;
const member = memberWith(everyDay('00:00', '23:59'));
const facts = { dataProviderId: 'crm', productId: null, properties: {} };
const rules = { delayMinutes: 15, postponeMinutes: 1440, awayCountLimit: 3 };
const start = Date.parse('2026-03-02T07:00:00Z'); // Monday 08:00 in Berlin

function input(overrides: Partial<ReplayInput>): ReplayInput {
  return {
    leads: [],
    distributions: [{ id: 'draft', productIds: [], dataProviderIds: [], conditions: [] }],
    draftId: 'draft',
    members: [],
    fallback: null,
    zone,
    rules,
    until: start + 30 * 24 * HOUR,
    ...overrides,
  };
}

describe('dry run replay', () => {
  it('starts from a fresh ledger whatever the members carry, and splits by weight', () => {
    const leads = Array.from({ length: 400 }, (_, i) => ({ at: start + i * 60_000, facts }));
    const result = replay(input({ leads, members: [member('a', { weight: 1, expected: 500, received: 0 }), member('b', { weight: 3 })] }));
    expect(Object.fromEntries(result.received)).toEqual({ a: 100, b: 300 });
    expect(result).toMatchObject({ taken: 400, assigned: 400, fallback: 0, waiting: 0 });
  });

  it('lets an earlier distribution take its leads first and counts leads nobody takes', () => {
    const result = replay(
      input({
        leads: [
          { at: start, facts },
          { at: start + 1, facts: { ...facts, dataProviderId: 'web' } },
          { at: start + 2, facts: { ...facts, productId: 'p' } },
        ],
        distributions: [
          { id: 'web-first', productIds: [], dataProviderIds: ['web'], conditions: [] },
          { id: 'draft', productIds: [], dataProviderIds: ['crm'], conditions: [] },
        ],
        members: [member('a')],
      }),
    );
    expect(result).toMatchObject({ taken: 2, elsewhere: 1, unmatched: 0, assigned: 2 });
  });

  it('decides a postponed lead again when the first member starts, and counts one past the window as waiting', () => {
    const night = start + 14 * HOUR; // Monday 22:00 in Berlin
    const members = [member('a', { schedule: everyDay('09:00', '17:00') })];
    const decided = replay(input({ leads: [{ at: night, facts }], members }));
    expect(decided).toMatchObject({ assigned: 1, waiting: 0 });
    const cut = replay(input({ leads: [{ at: night, facts }], members, until: night + HOUR }));
    expect(cut).toMatchObject({ assigned: 0, waiting: 1 });
    // Postpone 0: the fallback owner at once.
    const fallback = replay(
      input({
        leads: [{ at: night, facts }],
        members,
        rules: { ...rules, postponeMinutes: 0 },
        fallback: { employeeId: 'boss', active: true },
      }),
    );
    expect(fallback).toMatchObject({ assigned: 0, fallback: 1 });
  });

  it('keeps daily caps when a night of postponed leads is decided at one instant', () => {
    const night = start + 14 * HOUR; // Monday 22:00 in Berlin
    const leads = Array.from({ length: 10 }, (_, i) => ({ at: night + i * 60_000, facts }));
    const dayShift = everyDay('09:00', '17:00');
    const result = replay(
      input({ leads, members: [member('a', { dailyCap: 2, schedule: dayShift }), member('b', { schedule: dayShift })] }),
    );
    // All ten are decided at Tuesday 09:00: a takes two and is full, b takes the rest.
    expect(Object.fromEntries(result.received)).toEqual({ a: 2, b: 8 });
    expect(result).toMatchObject({ assigned: 10, waiting: 0 });
  });
});
