import type { DealEvent } from '@salespulse/contract/ingestion';
import { describe, expect, it } from 'vitest';
import { createCalendar } from './demo-calendar';
import { batches } from './demo-connector';
import { demoEvents, demoVersions } from './demo-generator';
import { DEMO_STAGES, teamKey, userEvents, userExternalId, type DemoWorld } from './demo-world';

const weekdays = (start: string, end: string, days = [1, 2, 3, 4, 5]) => days.map((day) => ({ day, start, end }));
const team = [
  { email: 'ana@demo.test', name: 'Ana', schedules: weekdays('09:00', '18:00') },
  { email: 'ben@demo.test', name: 'Ben', schedules: weekdays('12:00', '20:00', [2, 3, 4, 5, 6]) },
  { email: 'cleo@demo.test', name: 'Cleo', schedules: [] },
];
const NOW = Date.parse('2026-11-20T15:00:00Z');
const DAY = 86_400_000;
const world: DemoWorld = { seed: 'test-seed', timeZone: 'America/New_York', team, origin: NOW - 30 * DAY };
const month = demoVersions(world, world.origin, NOW);

describe('demo activity generator', () => {
  it('is a function of its seed: the same seed gives the same month, another seed another one', () => {
    expect(JSON.stringify(demoVersions({ ...world }, world.origin, NOW))).toBe(JSON.stringify(month));
    expect(JSON.stringify(demoVersions({ ...world, seed: 'other' }, world.origin, NOW))).not.toBe(JSON.stringify(month));
  });

  it('gives the same history whether it runs once or every few hours', () => {
    const pieces = [];
    for (let from = world.origin; from < NOW; from += 7 * 3_600_000)
      pieces.push(...demoEvents(world, from, Math.min(from + 7 * 3_600_000, NOW)));
    expect(pieces).toEqual(month.map((version) => version.event));
  });

  it('makes a plausible month: calls, deals through every stage, tasks created and completed', () => {
    const count = (type: string) => month.filter((v) => v.event.type === type).length;
    expect(count('call')).toBeGreaterThan(1500);
    expect(count('deal')).toBeGreaterThan(150);
    expect(count('task')).toBeGreaterThan(300);
    const stages = new Set(month.flatMap((v) => (v.event.type === 'deal' ? [v.event.stage] : [])));
    for (const stage of ['new', 'qualified', 'negotiation', 'invoice', 'won', 'lost']) expect(stages).toContain(stage);
    const completed = month.filter((v) => v.event.type === 'task' && v.event.completedAt);
    expect(completed.length).toBeGreaterThan(count('task') / 3);
    const answered = month.filter((v) => v.event.type === 'call' && v.event.answered).length;
    expect(answered / count('call')).toBeGreaterThan(0.25);
    expect(answered / count('call')).toBeLessThan(0.8);
  });

  it('puts calls in each person’s working hours, in the project’s time zone, and none for people without a schedule', () => {
    const calendar = createCalendar(world.timeZone);
    const owners = new Map(team.map((member) => [userExternalId(member.email), member]));
    const calls = month.flatMap(({ at, event }) => (event.type === 'call' ? [{ at, event }] : []));
    for (const { at, event } of calls) {
      const member = owners.get(event.ownerExternalId!)!;
      expect(member.schedules.length).toBeGreaterThan(0);
      const inside = calendar.windows(member.schedules, calendar.dayOf(at)).some((w) => at >= w.start && at < w.end + 30 * 60_000);
      if (!inside) throw new Error(`call ${event.externalId} at ${new Date(at).toISOString()} is outside ${member.name}'s hours`);
    }
    expect(calls.some((v) => v.event.ownerExternalId === userExternalId('cleo@demo.test'))).toBe(false);
    // Ben works Tuesday to Saturday: he calls on Saturdays, never on Mondays.
    const benDays = new Set(
      calls.filter((v) => v.event.ownerExternalId === userExternalId('ben@demo.test')).map((v) => calendar.weekday(calendar.dayOf(v.at))),
    );
    expect(benDays.has(6)).toBe(true);
    expect(benDays.has(1)).toBe(false);
  });

  it('moves every deal forward through the pipeline, from a new lead, never into the future', () => {
    const next: Record<string, string[]> = {
      new: ['qualified', 'lost'],
      qualified: ['negotiation', 'lost'],
      negotiation: ['invoice', 'lost'],
      invoice: ['won', 'lost'],
      won: ['refund'],
      lost: [],
      refund: [],
    };
    const stories = new Map<string, { at: number; event: DealEvent }[]>();
    for (const { at, event } of month) {
      expect(at).toBeLessThanOrEqual(NOW);
      expect(at).toBeGreaterThan(world.origin);
      if (event.type === 'deal') stories.set(event.externalId, [...(stories.get(event.externalId) ?? []), { at, event }]);
    }
    for (const story of stories.values()) {
      expect(story[0]!.event.stage).toBe('new');
      expect(story[0]!.event.updatedAt).toBe(story[0]!.event.createdAt);
      // A lead that came in unassigned is first handed to its owner, still new.
      const handedOut = story[0]!.event.ownerExternalId === null ? 1 : 0;
      if (handedOut) {
        expect(story[1]!.event.stage).toBe('new');
        expect(story[1]!.event.ownerExternalId).toMatch(/\S/);
      }
      for (let i = 1 + handedOut; i < story.length; i++) {
        expect(next[story[i - 1]!.event.stage]).toContain(story[i]!.event.stage);
        expect(story[i]!.at).toBeGreaterThan(story[i - 1]!.at);
      }
    }
    // Deals still open now have steps planned after now, which are not told yet.
    const open = [...stories.values()].filter((story) =>
      ['new', 'qualified', 'negotiation', 'invoice'].includes(story.at(-1)!.event.stage),
    );
    expect(open.length).toBeGreaterThan(0);
    const later = demoVersions(world, NOW, NOW + 20 * DAY);
    expect(open.some((story) => later.some((v) => v.event.externalId === story[0]!.event.externalId))).toBe(true);
  });

  it('brings most leads in unassigned (inbound), handed to their owner within working minutes and before anyone calls', () => {
    const calendar = createCalendar(world.timeZone);
    const members = new Map(team.map((member) => [userExternalId(member.email), member]));
    const dealVersions = month.flatMap(({ at, event }) => (event.type === 'deal' ? [{ at, event }] : []));
    const created = dealVersions.filter((v) => v.event.stage === 'new' && v.event.updatedAt === v.event.createdAt);
    const unassigned = created.filter((v) => v.event.ownerExternalId === null);
    expect(unassigned.length / created.length).toBeGreaterThan(0.6);
    expect(unassigned.length / created.length).toBeLessThan(0.8);
    for (const { at, event } of unassigned) {
      const handed = dealVersions.find((v) => v.event.externalId === event.externalId && v.at > at)!;
      const owner = handed.event.ownerExternalId!;
      expect(handed.event).toMatchObject({ stage: 'new', createdAt: event.createdAt });
      // Within 12 working minutes of the owner's schedule.
      expect(calendar.addWorking(members.get(owner)!.schedules, at, 12 * 60_000)).toBeGreaterThanOrEqual(handed.at);
      const firstCall = month.find((v) => v.event.type === 'call' && v.event.dealExternalId === event.externalId);
      if (firstCall) expect(firstCall.at).toBeGreaterThan(handed.at);
    }
  });

  it('leaves the leads that came in unassigned while the project distributed leads to distribution', () => {
    const span = { from: NOW - 12 * DAY, to: NOW - 4 * DAY };
    const distributed = demoVersions({ ...world, distributing: [span] }, world.origin, NOW);
    const left = new Set(
      month.flatMap(({ event }) =>
        event.type === 'deal' &&
        event.ownerExternalId === null &&
        Date.parse(event.createdAt) > span.from &&
        Date.parse(event.createdAt) <= span.to
          ? [event.externalId]
          : [],
      ),
    );
    expect(left.size).toBeGreaterThan(5);
    const isLeft = ({ event }: { event: { type: string; externalId: string } }) => event.type === 'deal' && left.has(event.externalId);
    // Their deal versions: the same but one (the handout), and none names an owner.
    const leftVersions = distributed.filter(isLeft);
    expect(leftVersions).toHaveLength(month.filter(isLeft).length - left.size);
    for (const { event } of leftVersions) expect(event.type === 'deal' && event.ownerExternalId).toBeFalsy();
    // Everything else, their calls and tasks included, is what it was.
    expect(distributed.filter((v) => !isLeft(v))).toEqual(month.filter((v) => !isLeft(v)));
    // Leads of an open span that began before the month: all of them.
    const open = demoVersions({ ...world, distributing: [{ from: world.origin, to: null }] }, world.origin, NOW);
    expect(open.some((v) => v.event.type === 'deal' && !v.event.ownerExternalId)).toBe(true);
    expect(open.filter((v) => v.event.type === 'deal' && v.event.stage === 'new' && v.event.updatedAt !== v.event.createdAt)).toEqual([]);
  });

  it('knows its stages with their meanings, and describes the team with stable ids', () => {
    expect(DEMO_STAGES.map((s) => [s.stage, s.kind])).toEqual([
      ['new', null],
      ['qualified', null],
      ['negotiation', 'negotiation'],
      ['invoice', 'bill'],
      ['won', 'won'],
      ['lost', 'lost'],
      ['refund', 'refund'],
    ]);
    expect(userEvents(team)[0]).toEqual({ type: 'user', externalId: userExternalId('ana@demo.test'), name: 'Ana', email: 'ana@demo.test' });
    expect(teamKey(team)).toBe(teamKey([...team].reverse()));
    expect(teamKey(team)).not.toBe(teamKey(team.slice(1)));
  });

  it('cuts batches of at most 500 between instants, with no deal twice in one batch', () => {
    const cut = batches(month);
    expect(cut.flat()).toEqual(month);
    for (let i = 0; i < cut.length; i++) {
      const batch = cut[i]!;
      expect(batch.length).toBeLessThanOrEqual(500);
      const deals = batch.filter((v) => v.event.type === 'deal').map((v) => v.event.externalId);
      expect(new Set(deals).size).toBe(deals.length);
      if (i > 0) expect(cut[i - 1]!.at(-1)!.at).toBeLessThan(batch[0]!.at);
    }
  });
});
