import type { JobQueue } from '../../lib/jobs/job-queue';
import { SYNC_QUEUE } from './provider-sync.repository';
import { SYNC_DUE_QUEUE, type ProviderSyncService, type SyncJob } from './provider-sync.service';

export type SyncJobOptions = {
  /** First retry delay; later ones double (with jitter): 30 s, ~1, ~2, ~4, ~8 minutes by default. */
  retryDelaySeconds?: number;
  retryLimit?: number;
};

/**
 * The sync queue (one job per provider at a time: a stately queue keyed by provider) and the
 * once-a-minute tick that queues periodic syncs and resets providers whose job was lost.
 */
export function registerSyncJobs(jobs: JobQueue, service: ProviderSyncService, options: SyncJobOptions = {}): void {
  jobs.define<SyncJob>({
    name: SYNC_QUEUE,
    policy: 'stately',
    retryLimit: options.retryLimit ?? 5,
    retryDelaySeconds: options.retryDelaySeconds ?? 30,
    retryBackoff: true,
    // A run hands over to a fresh job after 10 minutes, so 15 bounds how long a dead process holds one.
    expireInSeconds: 15 * 60,
    concurrency: 2,
    handler: (data, job) => service.run(data, job),
  });
  jobs.define({
    name: SYNC_DUE_QUEUE,
    policy: 'stately',
    expireInSeconds: 5 * 60,
    handler: async () => {
      await service.syncDue();
    },
  });
  jobs.every(SYNC_DUE_QUEUE, '* * * * *');
}
