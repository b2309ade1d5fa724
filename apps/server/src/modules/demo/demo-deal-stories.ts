import type { DealEvent } from '@salespulse/contract/ingestion';
import { isoDay, type Calendar, type LocalDay } from './demo-calendar';
import { coldCall, lateCompletion, taskVersions } from './demo-day';
import { random, tag } from './demo-random';
import { iso, type DemoMember, type DemoVersion, type DemoWorld, type Stage, type Traits } from './demo-world';

// Each member's leads, each with its whole story from the moment it comes in: who it reaches and
// when, the first call, the stages it goes through (faster follow-up, better odds), and the calls
// and follow-up tasks on the way.

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
/** The longest a deal's story runs (leads, stages, a late refund): how far back a window looks for deals. */
export const DEAL_LIFETIME_DAYS = 45;
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
  'Acme',
  'Globex',
  'Initech',
  'Umbrella',
  'Hooli',
  'Stark Industries',
  'Wayne Enterprises',
  'Soylent',
  'Tyrell',
  'Wonka',
  'Cyberdyne',
  'Aperture',
  'Vandelay',
  'Pied Piper',
  'Gringotts',
  'Oceanic',
  'Massive Dynamic',
  'Nakatomi',
  'Monarch',
  'Duff',
] as const;
const SOURCES = ['Website', 'Referral', 'Cold call', 'Event', 'Partner'] as const;
const REGIONS = ['North', 'South', 'East', 'West'] as const;

/** A lead's versions; `handedOutAt` when it came in unassigned: the instant its owner got it. */
export type Story = { externalId: string; createdAt: number; versions: DemoVersion[]; handedOutAt?: number };

/**
 * The leads a member gets on a day, each with its whole story: half of them handed to the member a
 * little after they came in, the first call (how fast the owner processes it), then qualified,
 * negotiation, invoice, won or lost, sometimes a refund; a call before every step and a follow-up
 * task after it, all within the member's working hours.
 */
export function dealStories(
  world: DemoWorld,
  calendar: Calendar,
  member: DemoMember,
  traits: Traits,
  owner: string,
  day: LocalDay,
): Story[] {
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
    const assignedAt = intake.chance(INBOUND_SHARE)
      ? calendar.addWorking(member.schedules, createdAt, intake.between(1, 12) * MINUTE)
      : createdAt;
    const handedOut = assignedAt > createdAt;
    const versions: DemoVersion[] = handedOut
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
        const completedAt = rng.chance(0.85)
          ? calendar.addWorking(member.schedules, time, rng.around(3, 0.8) * HOUR)
          : lateCompletion(rng, calendar, member.schedules, dueAt);
        const taskId = `demo-task-${externalId.slice('demo-deal-'.length)}-${stage}`;
        versions.push(
          ...taskVersions({
            externalId: taskId,
            owner,
            title: `Follow up: ${deal.title}`,
            createdAt: time + MINUTE,
            dueAt,
            completedAt,
            deal: externalId,
          }),
        );
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
