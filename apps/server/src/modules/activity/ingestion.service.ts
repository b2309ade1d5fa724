import type { ActivityEvent, CallEvent, DealEvent, IngestResult, TaskEvent, UserEvent } from '@salespulse/contract/ingestion';
import { canonicalInstant } from '@salespulse/contract/time';
import type { Database } from '../../db/database';
import { createDealCatalogue, type DealCatalogue } from '../catalogue';
import { createIngestionRepository, type DealUpdate, type NewDeal, type Owner } from './ingestion.repository';

export type IngestTarget = { projectId: string; dataProviderId: string };

/** Lead distribution's part in ingestion (modules/distribution), kept to these three calls. */
export type LeadHooks = {
  /** Inside the batch's transaction: deals it created without an owner become leads; returns how many. */
  recordNewLeads(tx: Database, projectId: string, dealIds: string[]): Promise<number>;
  /** Inside the batch's transaction: the owners distribution gave to these deals (their source never learns them). */
  heldOwners(tx: Database, dealIds: string[]): Promise<Map<string, Owner>>;
  /** After commit, when leads were recorded. */
  committed(): void;
};

/**
 * Keeps one event per external id: the newest version (the later one of equal versions). Versions
 * are canonical instants (canonicalInstant), which compare as text in time order.
 */
function newestByExternalId<T extends { externalId: string }>(events: T[], version: (event: T) => string): T[] {
  const newest = new Map<string, T>();
  for (const event of events) {
    const kept = newest.get(event.externalId);
    if (!kept || version(event) >= version(kept)) newest.set(event.externalId, event);
  }
  return [...newest.values()];
}

/**
 * An event's instant as it is stored and compared: UTC text with microseconds, PostgreSQL's own
 * precision, so a version 0.5 ms newer than the stored one is newer (a Date would keep milliseconds).
 */
const instant = (iso: string) => canonicalInstant(iso);
const optionalInstant = (iso: string | null | undefined) => (iso ? canonicalInstant(iso) : null);

const compareText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

function split(events: ActivityEvent[]) {
  const byType = { user: [] as UserEvent[], deal: [] as DealEvent[], call: [] as CallEvent[], task: [] as TaskEvent[] };
  for (const event of events) (byType[event.type] as ActivityEvent[]).push(event);
  return byType;
}

/**
 * Stores batches of activity from one provider, in one transaction: idempotent (a re-sent event
 * changes nothing) and ordered by `updatedAt` (an older version never overwrites a newer one).
 * Deals keep their stage and owner history; the project is notified on commit.
 */
export type IngestionService = ReturnType<typeof createIngestionService>;

/** How many of a batch's events changed what is stored, by the set of events that were written. */
function resultOf(events: ActivityEvent[], written: ReadonlySet<ActivityEvent>): IngestResult {
  let accepted = 0;
  for (const event of events) if (written.has(event)) accepted++;
  return { accepted, unchanged: events.length - accepted };
}

export function createIngestionService(db: Database, leads?: LeadHooks) {
  /**
   * Stores the events as one batch and returns those that were written (the others were older than,
   * or equal to, what is stored, or superseded by a newer version of the same object in the batch).
   */
  async function store(target: IngestTarget, events: ActivityEvent[]): Promise<Set<ActivityEvent>> {
    const { user, deal, call, task } = split(events);
    const people = newestByExternalId(user, () => '');
    const dealVersions = new Map(deal.map((e) => [e, instant(e.updatedAt)]));
    const versionOf = (e: DealEvent) => dealVersions.get(e)!;
    const dealEvents = newestByExternalId(deal, versionOf).sort((a, b) => compareText(versionOf(a), versionOf(b)));
    const callEvents = newestByExternalId(call, (e) => instant(e.updatedAt ?? e.startedAt));
    const taskEvents = newestByExternalId(task, (e) => instant(e.updatedAt));
    const written = new Set<ActivityEvent>();
    const keep = <T extends ActivityEvent & { externalId: string }>(kept: T[], externalIds: string[]) => {
      const changed = new Set(externalIds);
      for (const event of kept) if (changed.has(event.externalId)) written.add(event);
    };

    let newLeads = 0;
    await db.transaction(async (tx) => {
      const repo = createIngestionRepository(tx);
      await repo.lockProvider(target.dataProviderId);

      keep(
        people,
        await repo.upsertUsers(
          target,
          people.map((p) => ({ externalId: p.externalId, name: p.name, email: p.email?.trim().toLowerCase() || null })),
        ),
      );
      // Only a batch that describes people can change who maps to whom by e-mail.
      if (people.length > 0) await repo.propagateEmployees(await repo.mapUsersByEmail(target));

      const ownerIds = new Set<string>();
      for (const e of [...dealEvents, ...callEvents, ...taskEvents]) if (e.ownerExternalId) ownerIds.add(e.ownerExternalId);
      const owners = await repo.ensureOwners(target, [...ownerIds]);
      const ownerOf = (externalId: string | null | undefined): Owner | undefined => (externalId ? owners.get(externalId) : undefined);

      const held = (dealIds: string[]) =>
        leads && dealIds.length ? leads.heldOwners(tx, dealIds) : Promise.resolve(new Map<string, Owner>());
      const deals = await ingestDeals(repo, createDealCatalogue(tx), target, dealEvents, ownerOf, held);
      for (const event of deals.written) written.add(event);
      if (leads) newLeads = await leads.recordNewLeads(tx, target.projectId, deals.newUnowned);
      keep(
        callEvents,
        await repo.upsertCalls(
          callEvents.map((e) => ({
            ...target,
            externalId: e.externalId,
            ownerUserId: ownerOf(e.ownerExternalId)?.id ?? null,
            employeeId: ownerOf(e.ownerExternalId)?.employeeId ?? null,
            dealExternalId: e.dealExternalId ?? null,
            startedAt: instant(e.startedAt),
            durationSeconds: e.durationSeconds,
            // Without the provider's flag, a call that lasted counts as answered.
            answered: e.answered ?? e.durationSeconds > 0,
            direction: e.direction ?? null,
            updatedAt: instant(e.updatedAt ?? e.startedAt),
          })),
        ),
      );
      keep(
        taskEvents,
        await repo.upsertTasks(
          taskEvents.map((e) => ({
            ...target,
            externalId: e.externalId,
            ownerUserId: ownerOf(e.ownerExternalId)?.id ?? null,
            employeeId: ownerOf(e.ownerExternalId)?.employeeId ?? null,
            dealExternalId: e.dealExternalId ?? null,
            title: e.title ?? null,
            dueAt: optionalInstant(e.dueAt),
            completedAt: optionalInstant(e.completedAt),
            createdAt: instant(e.createdAt),
            updatedAt: instant(e.updatedAt),
          })),
        ),
      );
      if (written.size > 0) await repo.notify(target.projectId, { dataProviderId: target.dataProviderId, changed: written.size });
    });
    if (newLeads > 0) leads?.committed();
    return written;
  }

  return {
    async ingest(target: IngestTarget, events: ActivityEvent[]): Promise<IngestResult> {
      return resultOf(events, await store(target, events));
    },

    /**
     * Several batches of one provider stored as one (one transaction, one statement per table), each
     * with its own result. Where two of them carry the same object, the newer version is the one
     * written and the other counts as unchanged, as if the batches had arrived newest last.
     */
    async ingestBatches(target: IngestTarget, batches: ActivityEvent[][]): Promise<IngestResult[]> {
      const written = await store(target, batches.flat());
      return batches.map((events) => resultOf(events, written));
    },
  };
}

/**
 * Stores the deals that are new or newer than the stored version, each with its catalogue
 * product; the properties and products they name are observed on the way. Returns the events it wrote
 * and the new deals that came without an owner (leads to distribute).
 */
async function ingestDeals(
  repo: ReturnType<typeof createIngestionRepository>,
  catalogue: DealCatalogue,
  target: IngestTarget,
  events: DealEvent[],
  ownerOf: (externalId: string | null | undefined) => Owner | undefined,
  heldOwners: (dealIds: string[]) => Promise<Map<string, Owner>>,
): Promise<{ written: DealEvent[]; newUnowned: string[] }> {
  if (events.length === 0) return { written: [], newUnowned: [] };
  const stored = await repo.storedDeals(
    target.dataProviderId,
    events.map((e) => e.externalId),
  );
  // An update naming no owner keeps an owner lead distribution gave (a webhook or CSV source never learns it).
  const held = await heldOwners(
    events.flatMap((e) => {
      const previous = stored.get(e.externalId);
      return !ownerOf(e.ownerExternalId) && previous?.ownerUserId ? [previous.id] : [];
    }),
  );
  const productField = await catalogue.productField(target.dataProviderId);
  const written: DealEvent[] = [];
  const inserts: NewDeal[] = [];
  const updates: DealUpdate[] = [];
  const stageChanges: { dealId: string; stage: string; amount: number | null; changedAt: string }[] = [];
  const ownerChanges: { dealId: string; ownerUserId: string | null; assignedAt: string }[] = [];
  const insertKeys: (string | null)[] = [];
  const updateKeys: (string | null)[] = [];

  for (const event of events) {
    const previous = stored.get(event.externalId);
    const owner = ownerOf(event.ownerExternalId) ?? (previous ? held.get(previous.id) : undefined);
    const updatedAt = instant(event.updatedAt);
    if (previous && previous.updatedAt >= updatedAt) continue;
    written.push(event);
    const productKey = catalogue.productKeyOf(productField, event);
    const ownerChanged = !previous || previous.ownerUserId !== (owner?.id ?? null);
    const row = {
      title: event.title ?? null,
      ownerUserId: owner?.id ?? null,
      employeeId: owner?.employeeId ?? null,
      stage: event.stage,
      amount: event.amount ?? null,
      product: event.product ?? null,
      productId: null as string | null,
      properties: event.properties ?? {},
      link: event.link ?? null,
      createdAt: instant(event.createdAt),
      updatedAt,
    };
    if (!previous) {
      // A new deal's stage rollup is known already (its one stage change, below): written with the
      // row, so the stage-change trigger finds nothing to update (no second write of every new deal).
      inserts.push({
        ...target,
        externalId: event.externalId,
        ...row,
        assignedAt: row.createdAt,
        stages: [event.stage],
        stageAmounts: { [event.stage]: row.amount },
      });
      insertKeys.push(productKey);
      continue;
    }
    updates.push({ id: previous.id, ...row, assignedAt: ownerChanged ? updatedAt : previous.assignedAt });
    updateKeys.push(productKey);
    if (previous.stage !== event.stage)
      stageChanges.push({ dealId: previous.id, stage: event.stage, amount: row.amount, changedAt: updatedAt });
    if (ownerChanged) ownerChanges.push({ dealId: previous.id, ownerUserId: row.ownerUserId, assignedAt: updatedAt });
  }

  // Products before deals, so each deal is written once, already pointing at its product.
  const keys = [...insertKeys, ...updateKeys].filter((key) => key !== null);
  const products = await catalogue.resolveProducts(target, [...new Set(keys)]);
  const productOf = (key: string | null) => (key === null ? null : (products.get(key) ?? null));
  inserts.forEach((row, i) => (row.productId = productOf(insertKeys[i] ?? null)));
  updates.forEach((row, i) => (row.productId = productOf(updateKeys[i] ?? null)));
  await catalogue.observeProperties(target, written);

  await repo.observeStages(target, [...new Set(events.map((e) => e.stage))]);
  const insertedIds = await repo.insertDeals(inserts);
  for (const deal of inserts) {
    const dealId = insertedIds.get(deal.externalId)!;
    stageChanges.push({ dealId, stage: deal.stage, amount: deal.amount ?? null, changedAt: deal.createdAt });
    if (deal.ownerUserId) ownerChanges.push({ dealId, ownerUserId: deal.ownerUserId, assignedAt: deal.createdAt });
  }
  await repo.updateDeals(updates);
  await repo.recordStages(stageChanges.map((c) => ({ ...c, projectId: target.projectId })));
  await repo.recordOwners(ownerChanges.map((c) => ({ ...c, projectId: target.projectId })));
  const newUnowned = inserts.filter((deal) => !deal.ownerUserId).map((deal) => insertedIds.get(deal.externalId)!);
  return { written, newUnowned };
}
