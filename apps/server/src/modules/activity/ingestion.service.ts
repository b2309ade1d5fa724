import type { ActivityEvent, CallEvent, DealEvent, IngestResult, TaskEvent, UserEvent } from '@salespulse/contract/ingestion';
import type { Database } from '../../db/database';
import { createIngestionRepository, type DealUpdate, type NewDeal, type Owner } from './ingestion.repository';

export type IngestTarget = { projectId: string; dataProviderId: string };

/** Keeps one event per external id: the newest version (the later one of equal versions). */
function newestByExternalId<T extends { externalId: string }>(events: T[], version: (event: T) => number): T[] {
  const newest = new Map<string, T>();
  for (const event of events) {
    const kept = newest.get(event.externalId);
    if (!kept || version(event) >= version(kept)) newest.set(event.externalId, event);
  }
  return [...newest.values()];
}

const time = (iso: string) => Date.parse(iso);

function split(events: ActivityEvent[]) {
  const byType = { user: [] as UserEvent[], deal: [] as DealEvent[], call: [] as CallEvent[], task: [] as TaskEvent[] };
  for (const event of events) (byType[event.type] as ActivityEvent[]).push(event);
  return byType;
}

/**
 * Stores a batch of activity from one provider, in one transaction: idempotent (a re-sent event
 * changes nothing) and ordered by `updatedAt` (an older version never overwrites a newer one).
 * Deals keep their stage and owner history; the project is notified on commit.
 */
export type IngestionService = ReturnType<typeof createIngestionService>;

export function createIngestionService(db: Database) {
  return {
    async ingest(target: IngestTarget, events: ActivityEvent[]): Promise<IngestResult> {
      const { user, deal, call, task } = split(events);
      const people = newestByExternalId(user, () => 0);
      const dealEvents = newestByExternalId(deal, (e) => time(e.updatedAt)).sort((a, b) => time(a.updatedAt) - time(b.updatedAt));
      const callEvents = newestByExternalId(call, (e) => time(e.updatedAt ?? e.startedAt));
      const taskEvents = newestByExternalId(task, (e) => time(e.updatedAt));

      const changed = await db.transaction(async (tx) => {
        const repo = createIngestionRepository(tx as unknown as Database);
        await repo.lockProvider(target.dataProviderId);

        let count = await repo.upsertUsers(
          target,
          people.map((p) => ({ externalId: p.externalId, name: p.name, email: p.email?.trim().toLowerCase() || null })),
        );
        // Only a batch that describes people can change who maps to whom by e-mail.
        if (people.length > 0) await repo.propagateEmployees(await repo.mapUsersByEmail(target));

        const ownerIds = new Set<string>();
        for (const e of [...dealEvents, ...callEvents, ...taskEvents]) if (e.ownerExternalId) ownerIds.add(e.ownerExternalId);
        const owners = await repo.ensureOwners(target, [...ownerIds]);
        const ownerOf = (externalId: string | null | undefined): Owner | undefined => (externalId ? owners.get(externalId) : undefined);

        count += await ingestDeals(repo, target, dealEvents, ownerOf);
        count += await repo.upsertCalls(
          callEvents.map((e) => ({
            ...target,
            externalId: e.externalId,
            ownerUserId: ownerOf(e.ownerExternalId)?.id ?? null,
            employeeId: ownerOf(e.ownerExternalId)?.employeeId ?? null,
            dealExternalId: e.dealExternalId ?? null,
            startedAt: new Date(e.startedAt),
            durationSeconds: e.durationSeconds,
            // Without the provider's flag, a call that lasted counts as answered.
            answered: e.answered ?? e.durationSeconds > 0,
            direction: e.direction ?? null,
            updatedAt: new Date(e.updatedAt ?? e.startedAt),
          })),
        );
        count += await repo.upsertTasks(
          taskEvents.map((e) => ({
            ...target,
            externalId: e.externalId,
            ownerUserId: ownerOf(e.ownerExternalId)?.id ?? null,
            employeeId: ownerOf(e.ownerExternalId)?.employeeId ?? null,
            dealExternalId: e.dealExternalId ?? null,
            title: e.title ?? null,
            dueAt: e.dueAt ? new Date(e.dueAt) : null,
            completedAt: e.completedAt ? new Date(e.completedAt) : null,
            createdAt: new Date(e.createdAt),
            updatedAt: new Date(e.updatedAt),
          })),
        );
        if (count > 0) await repo.notify(target.projectId, { dataProviderId: target.dataProviderId, changed: count });
        return count;
      });
      return { accepted: changed, unchanged: events.length - changed };
    },
  };
}

async function ingestDeals(
  repo: ReturnType<typeof createIngestionRepository>,
  target: IngestTarget,
  events: DealEvent[],
  ownerOf: (externalId: string | null | undefined) => Owner | undefined,
): Promise<number> {
  const stored = await repo.storedDeals(target.dataProviderId, events.map((e) => e.externalId));
  const inserts: NewDeal[] = [];
  const updates: DealUpdate[] = [];
  const stageChanges: { dealId: string; stage: string; amount: number | null; changedAt: Date }[] = [];
  const ownerChanges: { dealId: string; ownerUserId: string | null; assignedAt: Date }[] = [];

  for (const event of events) {
    const owner = ownerOf(event.ownerExternalId);
    const updatedAt = new Date(event.updatedAt);
    const previous = stored.get(event.externalId);
    if (previous && previous.updatedAt.getTime() >= updatedAt.getTime()) continue;
    const ownerChanged = !previous || previous.ownerUserId !== (owner?.id ?? null);
    const row = {
      title: event.title ?? null,
      ownerUserId: owner?.id ?? null,
      employeeId: owner?.employeeId ?? null,
      stage: event.stage,
      amount: event.amount ?? null,
      product: event.product ?? null,
      properties: event.properties ?? {},
      link: event.link ?? null,
      createdAt: new Date(event.createdAt),
      updatedAt,
    };
    if (!previous) {
      inserts.push({ ...target, externalId: event.externalId, ...row, assignedAt: row.createdAt });
      continue;
    }
    updates.push({ id: previous.id, ...row, assignedAt: ownerChanged ? updatedAt : previous.assignedAt });
    if (previous.stage !== event.stage) stageChanges.push({ dealId: previous.id, stage: event.stage, amount: row.amount, changedAt: updatedAt });
    if (ownerChanged) ownerChanges.push({ dealId: previous.id, ownerUserId: row.ownerUserId, assignedAt: updatedAt });
  }

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
  return inserts.length + updates.length;
}
