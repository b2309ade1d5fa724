import type { DataProvider, DataProviderType } from '@salespulse/contract/data-providers';
import type { Caller } from '../../lib/caller';
import { conflict, notFound, unprocessable } from '../../lib/errors';
import type { JobContext, JobQueue } from '../../lib/jobs/job-queue';
import type { IngestionService } from '../activity';
import { toDataProvider } from '../data-providers';
import type { ProjectAccess } from '../../access/project-access';
import { SYNC_QUEUE, type ProviderSyncRepository } from './provider-sync.repository';
import { SyncInterrupted, type SyncConnector } from './sync-connector';
import { systemClock, type Clock } from '../../lib/time/clock';

export const SYNC_DUE_QUEUE = 'provider-sync-due';

export type SyncJob = { providerId: string };

type Logger = {
  info(object: object, message: string): void;
  warn(object: object, message: string): void;
  error(object: object, message: string): void;
};

type Deps = {
  repository: ProviderSyncRepository;
  access: ProjectAccess;
  ingestion: Pick<IngestionService, 'ingest'>;
  jobs: JobQueue;
  connectors: Partial<Record<DataProviderType, SyncConnector>>;
  /** Which connector types sync on their own, and how often. */
  periodic: { type: DataProviderType; everyMinutes: number; needsCredentials: boolean }[];
  publicUrl: string;
  log: Logger;
  /** A run that has been going this long stops at its next commit and queues the rest. */
  maxRunMs?: number;
  now?: Clock;
};

const DEFAULT_MAX_RUN_MS = 10 * 60_000;
/** How long a provider may look queued without a job behind it before it is reset. */
const ORPHAN_GRACE_MS = 2 * 60_000;

export function createProviderSyncService(deps: Deps) {
  const now = deps.now ?? systemClock;
  const maxRunMs = deps.maxRunMs ?? DEFAULT_MAX_RUN_MS;

  /** Queues a sync unless one is queued or running; false when it already was. */
  async function enqueue(providerId: string, startAfterSeconds?: number): Promise<boolean> {
    const claimed = await deps.repository.claim(providerId);
    if (!claimed) return false;
    await deps.jobs.send<SyncJob>(SYNC_QUEUE, { providerId }, { singletonKey: providerId, startAfterSeconds });
    return true;
  }

  /** Queues the rest of a run: after an interruption, or for when a rate limit ends. */
  async function requeue(providerId: string, startAfterSeconds?: number, lastError?: string): Promise<void> {
    await deps.repository.setStatus(providerId, 'queued', lastError === undefined ? {} : { lastError });
    await deps.jobs.send<SyncJob>(SYNC_QUEUE, { providerId }, { singletonKey: providerId, startAfterSeconds });
  }

  async function run({ providerId }: SyncJob, job: JobContext): Promise<void> {
    const provider = await deps.repository.find(providerId);
    if (!provider) return;
    const connector = deps.connectors[provider.type];
    if (!connector || provider.state === 'paused' || !connector.ready(provider)) {
      await deps.repository.setStatus(providerId, provider.syncStatus === 'failed' ? 'failed' : 'idle');
      return;
    }
    await deps.repository.markRunning(providerId);
    const startedAt = Date.now();
    const target = { projectId: provider.projectId, dataProviderId: provider.id };
    try {
      await connector.sync({
        provider,
        cursor: provider.syncCursor,
        signal: job.signal,
        commit: async (events, next) => {
          if (events.length > 0) await deps.ingestion.ingest(target, events);
          await deps.repository.saveCursor(providerId, next);
          if (job.signal.aborted || Date.now() - startedAt > maxRunMs) throw new SyncInterrupted('the run stops here and continues');
        },
      });
      await deps.repository.markSucceeded(providerId);
    } catch (error) {
      if (error instanceof SyncInterrupted) {
        await requeue(providerId);
        return;
      }
      const failure = connector.failure(error);
      deps.log.warn({ providerId, err: error, failure, attempt: job.retryCount }, 'data provider sync failed');
      if (failure.retryAfterSeconds !== undefined && !failure.permanent) {
        await requeue(providerId, Math.max(1, Math.ceil(failure.retryAfterSeconds)), failure.message);
        return;
      }
      if (failure.permanent) {
        await deps.repository.markFailed(providerId, failure.message, { retrying: false, disconnect: failure.disconnect });
        return;
      }
      await deps.repository.markFailed(providerId, failure.message, { retrying: !job.lastAttempt });
      // pg-boss retries it with backoff, or records the final failure.
      throw error;
    }
  }

  async function syncDue(): Promise<number> {
    const orphans = await deps.repository.orphaned(new Date(now().getTime() - ORPHAN_GRACE_MS));
    for (const id of orphans)
      await deps.repository.markFailed(id, 'The sync stopped unexpectedly; it will be retried.', { retrying: false });
    const due = await deps.repository.due(deps.periodic, now());
    let queued = 0;
    for (const provider of due) if (await enqueue(provider.id)) queued++;
    return queued;
  }

  return {
    enqueue,
    run,
    syncDue,

    /** `POST /data_providers/{id}/sync`: 202 with the provider, now queued. */
    async request(caller: Caller, providerId: string): Promise<DataProvider> {
      const provider = await deps.repository.find(providerId);
      if (!provider) throw notFound('Data provider not found.');
      await deps.access.require(caller, provider.projectId, 'project.settings');
      const connector = deps.connectors[provider.type];
      if (!connector) {
        throw unprocessable([
          { propertyPath: 'type', message: `a ${provider.type} provider sends its data itself; only HubSpot and demo providers sync` },
        ]);
      }
      if (provider.state === 'paused') throw conflict('The data provider is paused: resume it to sync.');
      if (!connector.ready(provider)) throw conflict('Connect the data provider first.');
      if (!(await enqueue(providerId))) throw conflict('A sync of this data provider is already queued or running.');
      const queued = await deps.repository.find(providerId);
      return toDataProvider(queued!, deps.publicUrl);
    },
  };
}

export type ProviderSyncService = ReturnType<typeof createProviderSyncService>;
