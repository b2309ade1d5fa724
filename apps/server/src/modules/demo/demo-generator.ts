import type { ActivityEvent, DealEvent } from '@salespulse/contract/ingestion';
import { createCalendar } from './demo-calendar';
import { dailyActivity, LATE_TASK_DAYS } from './demo-day';
import { DEAL_LIFETIME_DAYS, dealStories, type Story } from './demo-deal-stories';
import { traitsOf, userExternalId, type DemoVersion, type DemoWorld } from './demo-world';

// Demo activity as a pure function of a seed, the team and a time window: every call, deal stage
// and task has a planned instant, and a window yields the versions whose instant falls inside it.
// Generating (a, b] then (b, c] gives exactly what (a, c] gives, so a generator that runs every
// minute and one that catches up after a day off produce the same history. The world and its people
// are demo-world.ts, a member's day of calls and tasks demo-day.ts, their leads demo-deal-stories.ts.

/** Every version whose instant is in (from, to], oldest first. */
export function demoEvents(world: DemoWorld, from: number, to: number): ActivityEvent[] {
  return demoVersions(world, from, to).map((version) => version.event);
}

export function demoVersions(world: DemoWorld, from: number, to: number): DemoVersion[] {
  const calendar = createCalendar(world.timeZone);
  const start = Math.max(from, world.origin);
  if (to <= start) return [];
  const versions: DemoVersion[] = [];
  const keep = (at: number, event: ActivityEvent) => {
    if (at > start && at <= to) versions.push({ at, event });
  };
  const firstDay = calendar.dayOf(start);
  const lastDay = calendar.dayOf(to);
  const originDay = calendar.dayOf(world.origin);

  for (const member of world.team) {
    const traits = traitsOf(world.seed, member);
    const owner = userExternalId(member.email);
    // Calls and daily tasks happen on their day (a task done late, up to a few days later); deals
    // started up to a lifetime ago may still move.
    const memberKey = `${world.seed}|${world.timeZone}|${member.email}|${JSON.stringify(member.schedules)}`;
    for (let day = Math.max(originDay, firstDay - LATE_TASK_DAYS); day <= lastDay; day++) {
      const daily = remember(`daily|${memberKey}|${day}`, () => dailyActivity(world, calendar, member, traits, owner, day));
      for (const { at, event } of daily) keep(at, event);
    }
    for (let day = Math.max(originDay, firstDay - DEAL_LIFETIME_DAYS); day <= lastDay; day++) {
      const stories = remember(`deals|${memberKey}|${day}`, () => dealStories(world, calendar, member, traits, owner, day));
      for (const story of stories) {
        // A lead that came in before the origin is not told at all, rather than from its middle.
        if (story.createdAt <= world.origin) continue;
        for (const { at, event } of told(world, story)) keep(at, event);
      }
    }
  }
  // Equal instants keep a fixed order, so batches cut the same way every time.
  versions.sort((a, b) => a.at - b.at || order(a.event) - order(b.event) || a.event.externalId.localeCompare(b.event.externalId));
  return versions;
}

// A minute's run looks back over a month of deal stories; they are the same every time, so they are
// kept (a pure function's results, bounded) instead of being planned again each minute.
const plans = new Map<string, unknown>();
function remember<T>(key: string, plan: () => T): T {
  if (!plans.has(key)) {
    if (plans.size >= 20_000) plans.clear();
    plans.set(key, plan());
  }
  return plans.get(key) as T;
}

/** Whether a lead came in unassigned while the project distributed leads (DemoWorld.distributing). */
function leftToDistribution(world: DemoWorld, story: Story): boolean {
  if (story.handedOutAt === undefined) return false;
  return (world.distributing ?? []).some((span) => story.createdAt > span.from && (span.to === null || story.createdAt <= span.to));
}

/**
 * A story's versions as they happen: a lead left to distribution is never handed out, and its deal
 * versions name no owner; its calls and tasks are made by whoever distribution gave it to (once the
 * run knows), else by the person the story planned.
 */
function told(world: DemoWorld, story: Story): DemoVersion[] {
  if (!leftToDistribution(world, story)) return story.versions;
  const holder = world.routedOwners?.get(story.externalId);
  return story.versions.flatMap(({ at, event }): DemoVersion[] => {
    if (event.type === 'deal') return at === story.handedOutAt ? [] : [{ at, event: withoutOwner(event) }];
    if (holder && (event.type === 'call' || event.type === 'task')) return [{ at, event: { ...event, ownerExternalId: holder } }];
    return [{ at, event }];
  });
}

/** A deal version that says nothing of its owner: ingestion keeps the one the deal has. */
function withoutOwner(event: DealEvent): DealEvent {
  const { ownerExternalId: _owner, ...rest } = event;
  return rest;
}

const order = (event: ActivityEvent) => ({ user: 0, deal: 1, task: 2, call: 3 })[event.type];
