import type { JobQueue } from '../../lib/jobs/job-queue';
import type { MediaService } from './media.service';

export const MEDIA_CLEANUP_QUEUE = 'media-cleanup';

/** Every hour, images nothing shows for a day are deleted. One run at a time across instances. */
export function registerMediaJobs(jobs: JobQueue, media: MediaService): void {
  jobs.define({
    name: MEDIA_CLEANUP_QUEUE,
    policy: 'stately',
    expireInSeconds: 10 * 60,
    handler: async () => {
      await media.removeUnused();
    },
  });
  jobs.every(MEDIA_CLEANUP_QUEUE, '23 * * * *');
}
