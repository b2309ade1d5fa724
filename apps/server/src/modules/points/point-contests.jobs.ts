import type { JobQueue } from '../../lib/jobs/job-queue';
import type { PointContestsService } from './point-contests.service';

export const POINT_CONTESTS_SETTLE_QUEUE = 'point-contests-settle';

/**
 * Every minute, contests whose last local day is over get their prizes. One run at a time across
 * instances (stately); a contest is claimed with SKIP LOCKED and settled once.
 */
export function registerPointContestJobs(jobs: JobQueue, contests: PointContestsService): void {
  jobs.define({
    name: POINT_CONTESTS_SETTLE_QUEUE,
    policy: 'stately',
    expireInSeconds: 5 * 60,
    handler: async () => {
      await contests.settleDue();
    },
  });
  jobs.every(POINT_CONTESTS_SETTLE_QUEUE, '* * * * *');
}
