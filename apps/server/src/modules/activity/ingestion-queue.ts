import type { ActivityEvent, IngestResult } from '@salespulse/contract/ingestion';
import type { IngestionService, IngestTarget } from './ingestion.service';

/** A merged transaction stops taking waiting batches at this many events (ten full webhook batches). */
const MAX_EVENTS_PER_TRANSACTION = 5_000;

type Waiting = { events: ActivityEvent[]; resolve: (result: IngestResult) => void; reject: (error: unknown) => void };
type Lane = { target: IngestTarget; waiting: Waiting[] };

export type IngestionQueue = ReturnType<typeof createIngestionQueue>;

/**
 * Concurrent batches of one provider, stored together. Every batch of a provider takes the
 * provider's lock for its whole transaction, so batches that arrive together (a CRM sending one
 * webhook per new lead, a burst of 500-event batches) would each wait for the one before and pay
 * for their own statements, triggers and commit. Here a batch that finds its provider busy waits in
 * memory instead, and the next transaction stores everything that waited as one batch, each request
 * still answered with its own result. A batch that finds its provider idle starts at once.
 *
 * Per process: batches arriving at other server instances still meet at the database lock.
 */
export function createIngestionQueue(deps: {
  ingestion: Pick<IngestionService, 'ingestBatches'>;
  /** After each stored transaction (the provider's last-sync time); a failure here loses nothing stored. */
  stored?: (target: IngestTarget) => Promise<void>;
  maxEvents?: number;
}) {
  const maxEvents = deps.maxEvents ?? MAX_EVENTS_PER_TRANSACTION;
  const lanes = new Map<string, Lane>();

  function nextGroup(lane: Lane): Waiting[] {
    const group = [lane.waiting.shift()!];
    let events = group[0]!.events.length;
    while (lane.waiting.length > 0 && events + lane.waiting[0]!.events.length <= maxEvents) {
      const next = lane.waiting.shift()!;
      events += next.events.length;
      group.push(next);
    }
    return group;
  }

  async function store(target: IngestTarget, group: Waiting[]): Promise<void> {
    let results: IngestResult[];
    try {
      results = await deps.ingestion.ingestBatches(
        target,
        group.map((w) => w.events),
      );
    } catch (error) {
      if (group.length === 1) return group[0]!.reject(error);
      // One batch may be the cause: each is stored alone, so the others still get in.
      for (const waiting of group) await store(target, [waiting]);
      return;
    }
    await deps.stored?.(target).catch(() => undefined);
    group.forEach((waiting, i) => waiting.resolve(results[i]!));
  }

  async function drain(lane: Lane): Promise<void> {
    try {
      while (lane.waiting.length > 0) await store(lane.target, nextGroup(lane));
    } finally {
      lanes.delete(lane.target.dataProviderId);
    }
  }

  return {
    /** Stores the batch (alone, or with the provider's other waiting batches); resolves after commit. */
    ingest(target: IngestTarget, events: ActivityEvent[]): Promise<IngestResult> {
      return new Promise<IngestResult>((resolve, reject) => {
        const busy = lanes.get(target.dataProviderId);
        if (busy) {
          busy.waiting.push({ events, resolve, reject });
          return;
        }
        const lane: Lane = { target, waiting: [{ events, resolve, reject }] };
        lanes.set(target.dataProviderId, lane);
        void drain(lane);
      });
    },
  };
}
