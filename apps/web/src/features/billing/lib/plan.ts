import type { ProjectBilling, Subscription } from '@salespulse/contract/billing';

const DAY_MS = 24 * 60 * 60_000;

/** What the project may use now, as the current-plan card tells it. */
export type Plan =
  | { kind: 'unbilled' }
  | { kind: 'expired'; endedAt: string | null }
  | { kind: 'trial' | 'active'; current: Subscription; daysLeft: number; upcoming: Subscription[] }
  /** Access runs, but the subscription behind it is not on the list (it should be). */
  | { kind: 'access'; until: string; daysLeft: number; upcoming: Subscription[] };

const time = (iso: string) => new Date(iso).getTime();

function daysUntil(iso: string, now: number): number {
  return Math.max(0, Math.ceil((time(iso) - now) / DAY_MS));
}

/**
 * The project's billing decides whether access runs (`accessUntil` is the end of the last paid or
 * trial period); the subscriptions say what runs now and what follows it.
 */
export function planOf(billing: ProjectBilling | undefined, subscriptions: readonly Subscription[], now = Date.now()): Plan {
  if (!billing?.billed) return { kind: 'unbilled' };
  const { accessUntil } = billing;
  if (accessUntil === null || time(accessUntil) <= now) return { kind: 'expired', endedAt: accessUntil };
  const upcoming = subscriptions
    .filter((subscription) => subscription.status === 'upcoming')
    .sort((a, b) => time(a.startsAt) - time(b.startsAt));
  const current = subscriptions.find((subscription) => subscription.status === 'active');
  if (!current) return { kind: 'access', until: accessUntil, daysLeft: daysUntil(accessUntil, now), upcoming };
  return { kind: current.trial ? 'trial' : 'active', current, daysLeft: daysUntil(current.endsAt, now), upcoming };
}
