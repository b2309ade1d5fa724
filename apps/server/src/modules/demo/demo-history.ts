import { and, eq } from 'drizzle-orm';
import type { ActivityEvent } from '@salespulse/contract/ingestion';
import type { Database } from '../../db/database';
import { createIngestionService } from '../activity';
import { dataProviders } from '../../db/schema/data-providers';
import { distributions } from '../../db/schema/distribution';
import { createDistributionRunner, createLeadEngine, createOwnerWriters, createWriteBack } from '../distribution';
import { employees } from '../../db/schema/employees';
import { settings } from '../../db/schema/settings';
import { createCalendar } from './demo-calendar';
import { createDemoConnector } from './demo-connector';

const MINUTE = 60_000;
const DAY = 86_400_000;

export type DemoHistoryOptions = {
  /** The demo provider whose past is played. */
  providerId: string;
  /** The project's distribution (seeded inactive): it goes live `routedDays` before `now`. */
  distributionId: string;
  /** The end of the history: the moment the live demo takes over (milliseconds since the epoch). */
  now: number;
  /** How far back its activity starts. */
  days: number;
  /** Of those, the last days in which the project's distribution routed the new unowned leads. */
  routedDays: number;
  /** How often the past is looked at while someone works, besides a minute after each new lead. */
  stepMinutes?: number;
};

/**
 * Plays the demo's past through the paths a live project takes, on a clock that runs from the past
 * to `now`: the demo connector's sync generates each step's activity, ingestion stores it and
 * records the new unowned leads, and the distribution engine (its runner, write-back included)
 * routes them at that step's instant. So the distribution's history, ledger and dry run hold weeks
 * of leads, as a customer's would after a few weeks of use; the demo never decides for it.
 * Before the routed days the demo hands its inbound leads out itself (a CRM's round robin). At the
 * end the provider's cursor is where a live sync continues from. Runs before the server starts its
 * jobs (seeding), so no live runner decides these leads meanwhile at the real time.
 */
export async function playDemoHistory(db: Database, options: DemoHistoryOptions): Promise<{ steps: number }> {
  const step = (options.stepMinutes ?? 60) * MINUTE;
  const origin = options.now - options.days * DAY;
  const routedFrom = Math.max(origin, options.now - options.routedDays * DAY);
  let at = origin;
  const clock = () => new Date(at);

  const engine = createLeadEngine({ db, now: clock });
  const writeBack = createWriteBack({ db, writers: createOwnerWriters(db), now: clock });
  const runner = createDistributionRunner({ engine, writeBack, now: clock });
  // The runner is driven after every step below rather than kicked by each commit.
  const ingestion = createIngestionService(db, {
    recordNewLeads: (tx, projectId, dealIds) => engine.recordNewLeads(tx, projectId, dealIds),
    heldOwners: (tx, dealIds) => engine.heldOwners(tx, dealIds),
    committed: () => undefined,
  });
  const connector = createDemoConnector({ db, now: () => at, backfillDays: options.days });

  const [provider] = await db.select().from(dataProviders).where(eq(dataProviders.id, options.providerId));
  if (!provider) throw new Error(`demo provider ${options.providerId} not found`);
  const working = await workingAt(db, provider.projectId);

  let cursor: Record<string, unknown> = { demo: { origin, until: origin } };
  const syncTo = async (instant: number) => {
    at = instant;
    await connector.sync({
      provider,
      cursor,
      signal: new AbortController().signal,
      commit: async (events: ActivityEvent[], next) => {
        if (events.length > 0) await ingestion.ingest({ projectId: provider.projectId, dataProviderId: provider.id }, events);
        cursor = next;
      },
    });
    await runner.kick();
  };

  let steps = 0;
  try {
    // Until it goes live the CRM hands out its leads; from then on they are the distribution's, one
    // span from that instant (DemoWorld.distributing). Its row is dated as if it was made then.
    await syncTo(routedFrom);
    steps++;
    await db
      .update(distributions)
      .set({ active: true, createdAt: new Date(routedFrom), updatedAt: new Date(routedFrom) })
      .where(eq(distributions.id, options.distributionId));
    const told = cursor.demo as Record<string, unknown>;
    cursor = { demo: { ...told, distributing: [{ from: routedFrom, to: null }] } };
    // A live sync tells a lead within a minute of its arrival, and distribution routes it then, before
    // its first call: so a minute after each arrival, and every `step` while someone works (the delay
    // checks, postponed leads). While nobody works the night is one step, at the first one back.
    const grid: number[] = [];
    for (let instant = routedFrom + step; instant < options.now; instant += step)
      if (working(instant) || working(instant - step)) grid.push(instant);
    const arrivals = (await connector.unownedArrivals(provider, routedFrom, options.now)).map((arrival) => arrival + MINUTE);
    const instants = [...new Set([...grid, ...arrivals])].filter((instant) => instant < options.now).sort((a, b) => a - b);
    for (const instant of instants) {
      await syncTo(instant);
      steps++;
    }
    await syncTo(options.now);
    steps++;
  } finally {
    await runner.stop();
  }
  const finished = new Date(options.now);
  await db
    .update(dataProviders)
    .set({ syncCursor: cursor, lastSyncAt: finished, lastSuccessAt: finished, syncStatus: 'idle' })
    .where(eq(dataProviders.id, provider.id));
  return { steps };
}

/** Whether anyone of the project's active team is inside their schedule at an instant. */
async function workingAt(db: Database, projectId: string): Promise<(instant: number) => boolean> {
  const [zone] = await db
    .select({ value: settings.value })
    .from(settings)
    .where(and(eq(settings.projectId, projectId), eq(settings.name, 'timezone')));
  const calendar = createCalendar(zone?.value || 'UTC');
  const team = await db
    .select({ schedules: employees.schedules })
    .from(employees)
    .where(and(eq(employees.projectId, projectId), eq(employees.status, 'active')));
  return (instant) =>
    team.some(({ schedules }) =>
      calendar.windows(schedules, calendar.dayOf(instant)).some((window) => instant >= window.start && instant < window.end),
    );
}
