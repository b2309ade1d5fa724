import type { Schedule } from '@salespulse/contract/employees';
import type { ActivityEvent, UserEvent } from '@salespulse/contract/ingestion';
import { hash32, random, tag } from './demo-random';

// The demo's world: who works there, how each of them works (traits drawn from the seed), the
// pipeline its deals move through, and the versions the generator tells of them.

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

export type Stage = (typeof DEMO_STAGES)[number]['stage'];

/** How a member works: drawn once from the seed, so the same person behaves the same every run. */
export type Traits = { callsPerHour: number; pickup: number; winRate: number; speedMinutes: number; leadsPerDay: number };
/** A record as it is at an instant. */
export type DemoVersion = { at: number; event: ActivityEvent };

export const iso = (epochMs: number) => new Date(epochMs).toISOString();

export const userExternalId = (email: string) => `demo-user-${tag(email.toLowerCase())}`;

export function userEvents(team: readonly DemoMember[]): UserEvent[] {
  return team.map((member) => ({ type: 'user', externalId: userExternalId(member.email), name: member.name, email: member.email }));
}

/** Changes when someone joins, leaves or is renamed: the generator then describes the team again. */
export function teamKey(team: readonly DemoMember[]): string {
  return tag(
    team
      .map((member) => `${member.email}|${member.name}`)
      .sort()
      .join(';'),
  );
}

export function traitsOf(seed: string, member: DemoMember): Traits {
  const rng = random(`${seed}|${member.email}|traits`);
  return {
    callsPerHour: rng.between(4, 9),
    pickup: rng.between(0.3, 0.6),
    winRate: rng.between(0.35, 0.75),
    speedMinutes: rng.between(2, 20),
    leadsPerDay: rng.between(4, 10),
  };
}

/** A seed for a provider: its own, or one derived from its id. */
export function seedOf(settings: Record<string, unknown>, providerId: string): string {
  return typeof settings.seed === 'string' && settings.seed ? settings.seed : String(hash32(providerId));
}
