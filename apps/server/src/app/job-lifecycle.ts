import type { FastifyInstance } from 'fastify';
import type { JobQueue } from '../lib/jobs/job-queue';

/**
 * Starts the job queue once the app is ready (in worker processes), after the modules' own ready
 * work; stops it, after the modules' close work, before the database closes.
 */
export function registerJobLifecycle(
  app: FastifyInstance,
  jobs: JobQueue,
  options: { workers: boolean; afterStart: () => Promise<void> },
): void {
  if (options.workers) {
    app.addHook('onReady', async () => {
      await jobs.start();
      await options.afterStart();
    });
  }
  // Running jobs stop at their next safe point (the rest is queued) before the database closes.
  app.addHook('preClose', async () => {
    await jobs.stop();
  });
}
