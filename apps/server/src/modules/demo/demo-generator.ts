import type { Schedule } from '@salespulse/contract/employees';
import type { ActivityEvent, CallEvent, DealEvent, TaskEvent, UserEvent } from '@salespulse/contract/ingestion';
import { createCalendar, isoDay, type Calendar, type LocalDay } from './demo-calendar';
import { hash32, random, tag, type Random } from './demo-random';

// Demo activity as a pure function of a seed, the team and a time window: every call, deal stage
// and task has a planned instant, and a window yields the versions whose instant falls inside it.
// Generating (a, b] then (b, c] gives exactly what (a, c] gives, so a generator that runs every
// minute and one that catches up after a day off produce the same history.

export type DemoMember = { email: string; name: string; schedules: readonly Schedule[] };

export type DemoWorld = {
  seed: string;
  timeZone: string;
  team: readonly DemoMember[];
  /** Nothing happens before this instant (the backfill's start), so every deal's history is whole. */
  origin: number;
  /**
   * When the project distributed this provider's leads (an open end: it still does). A lead that
   * came in unassigned during one is left to distribution: the demo never hands it out, and its
   * later versions name no owner, so the owner distribution gives it stands (ingestion keeps it).
   */
  distributing?: readonly DistributingSpan[];
  /**
   * Who holds each lead distribution gave out (deal external id → owner's external id), as the
   * database says when the run starts: the calls and tasks of a routed lead are its holder's, so the
   * rep who got the toast is the one who calls. Leads not in it keep the person the story planned.
   */
  routedOwners?: ReadonlyMap<string, string>;
};

export type DistributingSpan = { from: number; to: number | null };

/** The demo pipeline: stage ids as the definitions name them. */
export const DEMO_STAGES = [
  { stage: 'new', label: 'New lead', kind: null },
  { stage: 'qualified', label: 'Qualified', kind: null },
  { stage: 'negotiation', label: 'Negotiation', kind: 'negotiation' },
  { stage: 'invoice', label: 'Invoice sent', kind: 'bill' },
  { stage: 'won', label: 'Won', kind: 'won' },
  { stage: 'lost', label: 'Lost', kind: 'lost' },
  { stage: 'refund', label: 'Refunded', kind: 'refund' },
] as const;

type Stage = (typeof DEMO_STAGES)[number]['stage'];

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
/** The longest a deal's story runs (leads, stages, a late refund): how far back a window looks for deals. */
export const DEAL_LIFETIME_DAYS = 45;
/** How far back a window looks for daily tasks done late (16 working hours, over a weekend or two days off). */
const LATE_TASK_DAYS = 6;
/** Of the tasks not done on time, the share never done (the rest are done late). */
const FORGOTTEN_TASKS = 0.01;
/** Leads that come in without an owner (a web form, a shared inbox): most of a floor's leads. */
const INBOUND_SHARE = 0.7;
/** Won deals refunded later: rare, as a manager expects. */
const REFUND_SHARE = 0.02;

const PRODUCTS = [
  { name: 'Starter', price: 1200 },
  { name: 'Pro', price: 4800 },
  { name: 'Enterprise', price: 18000 },
  { name: 'Support plan', price: 900 },
] as const;
const COMPANIES = [
  'Acme', 'Globex', 'Initech', 'Umbrella', 'Hooli', 'Stark Industries', 'Wayne Enterprises', 'Soylent', 'Tyrell', 'Wonka',
  'Cyberdyne', 'Aperture', 'Vandelay', 'Pied Piper', 'Gringotts', 'Oceanic', 'Massive Dynamic', 'Nakatomi', 'Monarch', 'Duff',
] as const;
const SOURCES = ['Website', 'Referral', 'Cold call', 'Event', 'Partner'] as const;
const REGIONS = ['North', 'South', 'East', 'West'] as const;
const DAILY_TASKS = ['Prepare the call list', 'Update CRM notes', 'Send the weekly report', 'Review open proposals', 'Plan tomorrow'] as const;

type Traits = { callsPerHour: number; pickup: number; winRate: number; speedMinutes: number; leadsPerDay: number };
/** A record as it is at an instant. */
export type DemoVersion = { at: number; event: ActivityEvent };
type Version = DemoVersion;

export const userExternalId = (email: string) => `demo-user-${tag(email.toLowerCase())}`;

export function userEvents(team: readonly DemoMember[]): UserEvent[] {
  return team.map((member) => ({ type: 'user', externalId: userExternalId(member.email), name: member.name, email: member.email }));
}

/** Changes when someone joins, leaves or is renamed: the generator then describes the team again. */
export function teamKey(team: readonly DemoMember[]): string {
  return tag(team.map((member) => `${member.email}|${member.name}`).sort().join(';'));
}

function traitsOf(seed: string, member: DemoMember): Traits {
  const rng = random(`${seed}|${member.email}|traits`);
  return {
    callsPerHour: rng.between(4, 9),
    pickup: rng.between(0.3, 0.6),
    winRate: rng.between(0.35, 0.75),
    speedMinutes: rng.between(2, 20),
    leadsPerDay: rng.between(4, 10),
  };
}

/** Every version whose instant is in (from, to], oldest first. */
export function demoEvents(world: DemoWorld, from: number, to: number): ActivityEvent[] {
  return demoVersions(world, from, to).map((version) => version.event);
}

export function demoVersions(world: DemoWorld, from: number, to: number): DemoVersion[] {
  const calendar = createCalendar(world.timeZone);
  const start = Math.max(from, world.origin);
  if (to <= start) return [];
  const versions: Version[] = [];
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

/** A lead's versions; `handedOutAt` when it came in unassigned: the instant its owner got it. */
type Story = { externalId: string; createdAt: number; versions: Version[]; handedOutAt?: number };

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
function told(world: DemoWorld, story: Story): Version[] {
  if (!leftToDistribution(world, story)) return story.versions;
  const holder = world.routedOwners?.get(story.externalId);
  return story.versions.flatMap(({ at, event }): Version[] => {
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
const iso = (epochMs: number) => new Date(epochMs).toISOString();

function dailyActivity(world: DemoWorld, calendar: Calendar, member: DemoMember, traits: Traits, owner: string, day: LocalDay): Version[] {
  const windows = calendar.windows(member.schedules, day);
  if (windows.length === 0) return [];
  const key = `${world.seed}|${member.email}|${day}`;
  const prefix = `${isoDay(day)}-${tag(member.email)}`;
  const versions: Version[] = [];

  const rng = random(`${key}|calls`);
  let n = 0;
  for (const window of windows) {
    let at = window.start + rng.between(2, 15) * MINUTE;
    while (at < window.end) {
      const hour = calendar.hourOf(at);
      const call = coldCall(rng, traits, owner, `demo-call-${prefix}-${n++}`, at);
      versions.push({ at, event: call });
      // Fewer calls over lunch and late in the day.
      const pace = hour === 12 ? 0.35 : hour >= 17 ? 0.7 : 1;
      at += (call.durationSeconds * 1000 + rng.around(60 / (traits.callsPerHour * pace), 0.6) * MINUTE);
    }
  }

  const tasks = random(`${key}|tasks`);
  const count = tasks.int(2, 5);
  const first = windows[0]!;
  const last = windows[windows.length - 1]!;
  for (let i = 0; i < count; i++) {
    const createdAt = first.start + tasks.between(0, 30) * MINUTE;
    const dueAt = last.end;
    const done = tasks.chance(0.85);
    const onTime = Math.min(createdAt + tasks.between(0.5, 7.5) * HOUR, last.end + tasks.between(0, 45) * MINUTE);
    const completedAt = done ? onTime : lateCompletion(tasks, calendar, member.schedules, dueAt);
    versions.push(...taskVersions({ externalId: `demo-task-${prefix}-${i}`, owner, title: tasks.pick(DAILY_TASKS), createdAt, dueAt, completedAt, deal: null }));
  }
  return versions;
}

/**
 * A task not done on its day: done within the next two working days, as people catch up, and
 * forgotten only now and then, so a rep carries a few overdue tasks, not a month of them.
 */
function lateCompletion(rng: Random, calendar: Calendar, schedules: readonly Schedule[], dueAt: number): number | null {
  if (rng.chance(FORGOTTEN_TASKS)) return null;
  return calendar.addWorking(schedules, dueAt, rng.between(0.5, 8) * HOUR);
}

function coldCall(rng: Random, traits: Traits, owner: string, externalId: string, at: number): CallEvent {
  const answered = rng.chance(traits.pickup);
  const durationSeconds = answered ? Math.round(Math.min(1800, 20 + rng.around(150, 0.8))) : Math.round(rng.between(0, 25));
  return {
    type: 'call',
    externalId,
    ownerExternalId: owner,
    dealExternalId: null,
    startedAt: iso(at),
    durationSeconds,
    answered,
    direction: rng.chance(0.15) ? 'inbound' : 'outbound',
    updatedAt: iso(at),
  };
}

function taskVersions(task: {
  externalId: string;
  owner: string;
  title: string;
  createdAt: number;
  dueAt: number;
  completedAt: number | null;
  deal: string | null;
}): Version[] {
  const base: TaskEvent = {
    type: 'task',
    externalId: task.externalId,
    ownerExternalId: task.owner,
    dealExternalId: task.deal,
    title: task.title,
    dueAt: iso(task.dueAt),
    completedAt: null,
    createdAt: iso(task.createdAt),
    updatedAt: iso(task.createdAt),
  };
  const versions: Version[] = [{ at: task.createdAt, event: base }];
  if (task.completedAt !== null && task.completedAt > task.createdAt) {
    versions.push({ at: task.completedAt, event: { ...base, completedAt: iso(task.completedAt), updatedAt: iso(task.completedAt) } });
  }
  return versions;
}

/**
 * The leads a member gets on a day, each with its whole story: half of them handed to the member a
 * little after they came in, the first call (how fast the owner processes it), then qualified,
 * negotiation, invoice, won or lost, sometimes a refund; a call before every step and a follow-up
 * task after it, all within the member's working hours.
 */
function dealStories(world: DemoWorld, calendar: Calendar, member: DemoMember, traits: Traits, owner: string, day: LocalDay): Story[] {
  const windows = calendar.windows(member.schedules, day);
  if (windows.length === 0) return [];
  const rng = random(`${world.seed}|${member.email}|${day}|deals`);
  const prefix = `${isoDay(day)}-${tag(member.email)}`;
  const leads = Math.max(0, Math.round(rng.around(traits.leadsPerDay, 0.4)));
  const stories: Story[] = [];
  const workingMs = windows.reduce((sum, window) => sum + window.end - window.start, 0);

  for (let i = 0; i < leads; i++) {
    // A moment of the working day, spread over its windows.
    let offset = rng.between(0, workingMs);
    let createdAt = windows[0]!.start;
    for (const window of windows) {
      if (offset < window.end - window.start) {
        createdAt = window.start + offset;
        break;
      }
      offset -= window.end - window.start;
    }
    const externalId = `demo-deal-${prefix}-${i}`;
    const product = rng.pick(PRODUCTS);
    const company = rng.pick(COMPANIES);
    const listAmount = Math.round((product.price * rng.between(0.7, 1.4)) / 10) * 10;
    const deal: DealEvent = {
      type: 'deal',
      externalId,
      title: `${company} — ${product.name}`,
      ownerExternalId: owner,
      stage: 'new',
      amount: listAmount,
      product: product.name,
      properties: { source: rng.pick(SOURCES), region: rng.pick(REGIONS) },
      createdAt: iso(createdAt),
      updatedAt: iso(createdAt),
    };
    // Most leads come in unassigned (a web form, a shared inbox) and reach the member a few
    // working minutes later, as a CRM's round robin or a team lead would hand them out (or the
    // project's distribution, DemoWorld.distributing): Lead processing's "Bid incoming speed"
    // measures that wait. A random stream of its own, so the rest of every story keeps its draws.
    const intake = random(`${world.seed}|${member.email}|${day}|${i}|intake`);
    const assignedAt = intake.chance(INBOUND_SHARE) ? calendar.addWorking(member.schedules, createdAt, intake.between(1, 12) * MINUTE) : createdAt;
    const handedOut = assignedAt > createdAt;
    const versions: Version[] = handedOut
      ? [
          { at: createdAt, event: { ...deal, ownerExternalId: null } },
          { at: assignedAt, event: { ...deal, updatedAt: iso(assignedAt) } },
        ]
      : [{ at: createdAt, event: deal }];
    stories.push(handedOut ? { externalId, createdAt, versions, handedOutAt: assignedAt } : { externalId, createdAt, versions });

    let at = createdAt;
    let callNumber = 0;
    const dealCall = (when: number, connects: boolean) => {
      const call = coldCall(rng, traits, owner, `demo-call-${externalId.slice('demo-deal-'.length)}-${callNumber++}`, when);
      const answered = connects || call.answered === true;
      const durationSeconds = answered ? Math.max(call.durationSeconds, Math.round(rng.between(60, 420))) : call.durationSeconds;
      versions.push({ at: when, event: { ...call, dealExternalId: externalId, answered, durationSeconds, direction: 'outbound' } });
      return durationSeconds;
    };
    // Delays are spent in working hours, and capped so a story ends within DEAL_LIFETIME_DAYS.
    const later = (workingHours: number) =>
      calendar.addWorking(member.schedules, at, Math.min(rng.around(workingHours, 0.7), workingHours * 2.5) * HOUR);
    const step = (stage: Stage, when: number, amount = deal.amount ?? null) => {
      // A step is the outcome of a call on the deal, and is followed by a task to move it on.
      const talked = dealCall(when, true);
      const time = when + talked * 1000 + rng.between(1, 4) * MINUTE;
      versions.push({ at: time, event: { ...deal, stage, amount, updatedAt: iso(time) } });
      if (stage !== 'won' && stage !== 'lost' && stage !== 'refund') {
        const dueAt = calendar.addWorking(member.schedules, time, rng.between(4, 10) * HOUR);
        const completedAt = rng.chance(0.85) ? calendar.addWorking(member.schedules, time, rng.around(3, 0.8) * HOUR) : lateCompletion(rng, calendar, member.schedules, dueAt);
        const taskId = `demo-task-${externalId.slice('demo-deal-'.length)}-${stage}`;
        versions.push(...taskVersions({ externalId: taskId, owner, title: `Follow up: ${deal.title}`, createdAt: time + MINUTE, dueAt, completedAt, deal: externalId }));
      }
      at = time;
    };

    // First processing: a call after the member's usual delay; unanswered attempts are tried again.
    let attempt = calendar.addWorking(member.schedules, assignedAt, rng.around(traits.speedMinutes, 0.8) * MINUTE);
    // Speed to lead: a lead called while it is warm goes further (Lead processing's curve). Measured
    // as Lead processing measures it, the first attempt after the lead reached its owner.
    const warmth = speedFactor(attempt - assignedAt);
    for (let tries = 0; tries < 3; tries++) {
      const connects = rng.chance(Math.min(0.9, traits.pickup + 0.25));
      const talked = dealCall(attempt, connects);
      at = attempt + talked * 1000;
      if (connects) break;
      attempt = later(1.5);
    }

    if (!rng.chance(Math.min(0.95, 0.75 * warmth))) {
      step('lost', later(12));
      continue;
    }
    step('qualified', later(4));
    if (!rng.chance(0.7)) {
      step('lost', later(15));
      continue;
    }
    step('negotiation', later(12));
    if (!rng.chance(0.75)) {
      step('lost', later(18));
      continue;
    }
    const finalAmount = Math.round(listAmount * rng.between(0.85, 1.05));
    step('invoice', later(12), finalAmount);
    if (!rng.chance(Math.min(0.9, traits.winRate * warmth))) {
      step('lost', later(20));
      continue;
    }
    step('won', later(18), finalAmount);
    if (rng.chance(REFUND_SHARE)) step('refund', later(40), finalAmount);
  }
  return stories;
}

/** How much a lead's chances grow or shrink with the wait before its first call (elapsed time). */
function speedFactor(waitMs: number): number {
  if (waitMs <= 15 * MINUTE) return 1.2;
  if (waitMs <= HOUR) return 1.05;
  if (waitMs <= 3 * HOUR) return 0.75;
  return 0.5;
}

/** A seed for a provider: its own, or one derived from its id. */
export function seedOf(settings: Record<string, unknown>, providerId: string): string {
  return typeof settings.seed === 'string' && settings.seed ? settings.seed : String(hash32(providerId));
}
