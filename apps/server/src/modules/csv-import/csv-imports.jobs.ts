import type { JobQueue } from '../../lib/jobs/job-queue';
import type { CsvImportsService } from './csv-imports.service';

export const CSV_STALL_QUEUE = 'csv-imports-stalled';

/** Progress is written every 500 rows; an upload silent this long has lost its process. */
export const CSV_STALL_MS = 5 * 60_000;

/** Once a minute, imports left running by a process that died are marked failed (and resumable). */
export function registerCsvImportJobs(jobs: JobQueue, service: CsvImportsService): void {
  jobs.define({
    name: CSV_STALL_QUEUE,
    policy: 'stately',
    expireInSeconds: 5 * 60,
    handler: async () => {
      await service.interruptStalled(new Date(Date.now() - CSV_STALL_MS));
    },
  });
  jobs.every(CSV_STALL_QUEUE, '* * * * *');
}
