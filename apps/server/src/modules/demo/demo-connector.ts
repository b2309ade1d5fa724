import { and, asc, eq, gt, inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../db/database';
import { deals, providerUsers } from '../../db/schema/activity';
import { distributionLeads, distributions } from '../../db/schema/distribution';
import { LEAD_MAX_AGE_MS } from '../distribution';
import { employees } from '../../db/schema/employees';
import type { DataProviderRow } from '../../db/schema/data-providers';
import type { SyncConnector, SyncRun } from '../provider-sync';
import { settings } from '../../db/schema/settings';
import { users } from '../../db/schema/users';
import { DEAL_LIFETIME_DAYS } from './demo-deal-stories';
import { demoVersions } from './demo-generator';
import { seedOf, teamKey, userEvents, type DemoMember, type DemoVersion, type DistributingSpan } from './demo-world';

const DAY = 86_400_000;
const BATCH = 500;

const cursorSchema = z.object({
  origin: z.number(),
  until: z.number(),
  team: z.string().optional(),
  /** When the project distributed this provider's leads, as seen by the runs (DemoWorld.distributing). */
  distributing: z.array(z.object({ from: z.number(), to: z.nullable(z.number()) })).optional(),
});
type DemoCursor = z.infer<typeof cursorSchema>;

export type DemoConnectorDeps = {
  db: Database;
  /** Milliseconds since the epoch; injected by tests. */
  now?: () => number;
  /** How much history the first run creates. */
  backfillDays?: number;
};

/**
 * Demo activity for the project's own team through the normal ingestion: the first run fills the
 * last month, every later run adds what happened since the previous one, up to now.
 */
export type DemoConnector = SyncConnector & {
  /**
   * When new leads come in without an owner in (from, to], as this provider's sync would tell them:
   * where a history played in steps (demo-history.ts) stops, so distribution sees each lead about
   * when a live sync, once a minute, would.
   */
  unownedArrivals(provider: DataProviderRow, from: number, to: number): Promise<number[]>;
};

export function createDemoConnector(deps: DemoConnectorDeps): DemoConnector {
  const now = deps.now ?? Date.now;
  const backfillMs = (deps.backfillDays ?? 30) * DAY;

  async function team(projectId: string): Promise<DemoMember[]> {
    const rows = await deps.db
      .select({ email: users.email, name: users.name, schedules: employees.schedules })
      .from(employees)
      .innerJoin(users, eq(users.id, employees.userId))
      .where(and(eq(employees.projectId, projectId), eq(employees.status, 'active')))
      .orderBy(asc(users.email));
    return rows.filter((row) => row.schedules.length > 0);
  }

  async function timeZone(projectId: string): Promise<string> {
    const [row] = await deps.db
      .select({ value: settings.value })
      .from(settings)
      .where(and(eq(settings.projectId, projectId), eq(settings.name, 'timezone')))
      .limit(1);
    return row?.value || 'UTC';
  }

  /** Whether an active distribution of the project takes this provider's leads (any source, or this one). */
  async function distributed(projectId: string, providerId: string): Promise<boolean> {
    const rows = await deps.db
      .select({ id: distributions.id })
      .from(distributions)
      .where(
        and(
          eq(distributions.projectId, projectId),
          eq(distributions.active, true),
          sql`(${distributions.dataProviderIds} = '[]'::jsonb or ${distributions.dataProviderIds} @> jsonb_build_array(${providerId}::text))`,
        ),
      )
      .limit(1);
    return rows.length > 0;
  }

  /** Deals of this provider that distribution gave out and whose holder it still is, with that holder. */
  async function routedOwners(providerId: string, to: number): Promise<Map<string, string>> {
    const rows = await deps.db
      .select({ deal: deals.externalId, owner: providerUsers.externalId })
      .from(distributionLeads)
      .innerJoin(deals, eq(deals.id, distributionLeads.dealId))
      .innerJoin(providerUsers, eq(providerUsers.id, deals.ownerUserId))
      .where(
        and(
          eq(deals.dataProviderId, providerId),
          gt(deals.createdAt, new Date(to - DEAL_LIFETIME_DAYS * DAY)),
          inArray(distributionLeads.state, ['assigned', 'processed']),
          eq(deals.employeeId, distributionLeads.employeeId),
        ),
      );
    return new Map(rows.map((row) => [row.deal, row.owner]));
  }

  async function sync(run: SyncRun): Promise<void> {
    const { provider } = run;
    const to = now();
    const stored = cursorSchema.safeParse(run.cursor.demo);
    const start: DemoCursor = stored.success ? stored.data : { origin: to - backfillMs, until: to - backfillMs };
    const members = await team(provider.projectId);
    // Distribution takes only leads of the last LEAD_MAX_AGE_MS: older ones a first run tells are handed out as usual.
    const seenSince = Math.max(start.until, to - LEAD_MAX_AGE_MS);
    const distributing = spansAfter(start.distributing ?? [], await distributed(provider.projectId, provider.id), seenSince);
    const world = {
      seed: seedOf(provider.settings, provider.id),
      timeZone: await timeZone(provider.projectId),
      team: members,
      origin: start.origin,
      distributing,
      routedOwners: distributing.length ? await routedOwners(provider.id, to) : undefined,
    };
    const key = teamKey(members);
    let cursor: DemoCursor = { origin: start.origin, until: start.until, team: key, ...(distributing.length ? { distributing } : {}) };
    if (start.team !== key) await run.commit(userEvents(members), { demo: cursor });
    for (const batch of batches(demoVersions(world, start.until, to))) {
      cursor = { ...cursor, until: batch.at(-1)!.at };
      await run.commit(
        batch.map((version) => version.event),
        { demo: cursor },
      );
    }
    await run.commit([], { demo: { ...cursor, until: to } });
  }

  async function unownedArrivals(provider: DataProviderRow, from: number, to: number): Promise<number[]> {
    const world = {
      seed: seedOf(provider.settings, provider.id),
      timeZone: await timeZone(provider.projectId),
      team: await team(provider.projectId),
      origin: from,
    };
    return demoVersions(world, from, to).flatMap(({ at, event }) =>
      event.type === 'deal' && event.ownerExternalId === null && event.updatedAt === event.createdAt ? [at] : [],
    );
  }

  return {
    ready: () => true,
    sync,
    unownedArrivals,
    failure: (error) => ({ message: `Demo activity could not be generated: ${error instanceof Error ? error.message : String(error)}` }),
  };
}

/**
 * The spans of distribution after a run that found it on or off: a change is dated to the end of the
 * previous run, the last instant told before it was seen (leads since then follow the new state).
 * Spans that ended before any deal still moving was created are dropped.
 */
export function spansAfter(spans: readonly DistributingSpan[], on: boolean, since: number): DistributingSpan[] {
  const kept = spans.filter((span) => span.to === null || span.to > since - DEAL_LIFETIME_DAYS * DAY);
  const last = kept.at(-1);
  if (last && last.to === null) return on ? kept : [...kept.slice(0, -1), { from: last.from, to: since }];
  return on ? [...kept, { from: since, to: null }] : kept;
}

/**
 * Batches of at most BATCH versions, cut only between instants (the cursor is an instant) and before
 * a deal would appear twice: ingestion keeps one version of a record per batch, and a deal's every
 * stage must reach its history.
 */
export function batches(versions: DemoVersion[]): DemoVersion[][] {
  const result: DemoVersion[][] = [];
  let current: DemoVersion[] = [];
  let deals = new Set<string>();
  let i = 0;
  while (i < versions.length) {
    let j = i;
    while (j < versions.length && versions[j]!.at === versions[i]!.at) j++;
    const group = versions.slice(i, j);
    const clash = group.some((version) => version.event.type === 'deal' && deals.has(version.event.externalId));
    if (current.length > 0 && (clash || current.length + group.length > BATCH)) {
      result.push(current);
      current = [];
      deals = new Set();
    }
    for (const version of group) {
      current.push(version);
      if (version.event.type === 'deal') deals.add(version.event.externalId);
    }
    i = j;
  }
  if (current.length > 0) result.push(current);
  return result;
}
