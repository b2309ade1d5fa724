import { and, asc, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../db/database';
import { employees } from '../employees/employees.schema';
import type { SyncConnector, SyncRun } from '../provider-sync/sync-connector';
import { settings } from '../settings/settings.schema';
import { users } from '../users/users.schema';
import { demoVersions, seedOf, teamKey, userEvents, type DemoMember, type DemoVersion } from './demo-generator';

const DAY = 86_400_000;
const BATCH = 500;

const cursorSchema = z.object({ origin: z.number(), until: z.number(), team: z.string().optional() });
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
export function createDemoConnector(deps: DemoConnectorDeps): SyncConnector {
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

  async function sync(run: SyncRun): Promise<void> {
    const { provider } = run;
    const to = now();
    const stored = cursorSchema.safeParse(run.cursor.demo);
    const start: DemoCursor = stored.success ? stored.data : { origin: to - backfillMs, until: to - backfillMs };
    const members = await team(provider.projectId);
    const world = { seed: seedOf(provider.settings, provider.id), timeZone: await timeZone(provider.projectId), team: members, origin: start.origin };
    const key = teamKey(members);
    let cursor: DemoCursor = { ...start, team: key };
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

  return { ready: () => true, sync, failure: (error) => ({ message: `Demo activity could not be generated: ${error instanceof Error ? error.message : String(error)}` }) };
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
