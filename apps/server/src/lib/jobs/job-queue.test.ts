import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../test/test-database';
import { bossDatabaseOf } from './boss-database';
import { createJobQueue, type JobContext, type JobQueue } from './job-queue';
import { until as poll } from '../../../test/until';

const silent = { error: () => undefined, warn: () => undefined };

const until = (check: () => boolean | Promise<boolean>, timeoutMs = 10_000) => poll(check, timeoutMs, 50);

describe('job queue (pg-boss)', () => {
  let database: TestDatabase;
  const queues: JobQueue[] = [];
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterEach(async () => {
    for (const queue of queues.splice(0)) await queue.stop();
  });
  afterAll(() => database.drop());

  function queue(workers: boolean, extra: { recoverOrphans?: boolean; pollingIntervalSeconds?: number } = {}) {
    const created = createJobQueue({
      database: bossDatabaseOf(database.handle),
      log: silent,
      workers,
      pollingIntervalSeconds: 0.5,
      stopTimeoutMs: 1000,
      ...extra,
    });
    queues.push(created);
    return created;
  }

  it('runs a job sent after start, at once rather than at the next poll', async () => {
    // Polls 5 s apart: a job left to the next poll would take about that long, while one run at once
    // stays far under the bound even on a busy machine (a 0.5 s poll against 0.4 s was too close).
    const jobs = queue(true, { pollingIntervalSeconds: 5 });
    const seen: { data: unknown; job: JobContext }[] = [];
    jobs.define<{ n: number }>({ name: 'echo', handler: async (data, job) => void seen.push({ data, job }) });
    await jobs.start();
    const sentAt = Date.now();
    const id = await jobs.send('echo', { n: 7 });
    await until(() => seen.length === 1);
    expect(Date.now() - sentAt).toBeLessThan(2000);
    expect(seen[0]).toMatchObject({ data: { n: 7 }, job: { id, retryCount: 0, lastAttempt: true } });
  });

  it('retries a failing job, telling the handler which attempt is the last', async () => {
    const jobs = queue(true);
    const attempts: JobContext[] = [];
    jobs.define({
      name: 'flaky',
      retryLimit: 2,
      retryDelaySeconds: 0,
      handler: async (_data, job) => {
        attempts.push(job);
        if (attempts.length < 3) throw new Error(`failure ${attempts.length}`);
      },
    });
    await jobs.start();
    const id = await jobs.send('flaky', {});
    await until(() => attempts.length === 3, 15_000);
    expect(attempts.map((a) => [a.retryCount, a.lastAttempt])).toEqual([
      [0, false],
      [1, false],
      [2, true],
    ]);
    const boss = await jobs.boss();
    await until(async () => (await boss.getJobById('flaky', id!))?.state === 'completed');
  });

  it('keeps one waiting job per singleton key on a stately queue', async () => {
    const jobs = queue(false);
    jobs.define({ name: 'per-key', policy: 'stately', handler: async () => undefined });
    await jobs.start();
    expect(await jobs.send('per-key', {}, { singletonKey: 'a' })).toEqual(expect.any(String));
    expect(await jobs.send('per-key', {}, { singletonKey: 'a' })).toBeNull();
    expect(await jobs.send('per-key', {}, { singletonKey: 'b' })).toEqual(expect.any(String));
  });

  it('enqueues without workers, and a process with workers runs the job later', async () => {
    const api = queue(false);
    const ran: unknown[] = [];
    api.define({ name: 'later', handler: async (data) => void ran.push(data) });
    await api.send('later', { x: 1 });
    await new Promise((resolve) => setTimeout(resolve, 700));
    expect(ran).toEqual([]);
    await api.stop();

    const worker = queue(true);
    worker.define({ name: 'later', handler: async (data) => void ran.push(data) });
    await worker.start();
    await until(() => ran.length === 1);
    expect(ran).toEqual([{ x: 1 }]);
  });

  it('aborts the signal on stop, and a job left running by a dead process is retried at the next start', async () => {
    const first = queue(true, { recoverOrphans: true });
    let started = false;
    let aborted = false;
    first.define({
      name: 'long',
      retryLimit: 1,
      handler: async (_data, job) => {
        started = true;
        await new Promise<void>((resolve) => job.signal.addEventListener('abort', () => resolve()));
        aborted = true;
        // Like a process that is killed: the job never reports back.
        await new Promise(() => undefined);
      },
    });
    await first.start();
    const id = await first.send('long', {});
    await until(() => started);
    const stopping = first.stop();
    await until(() => aborted);
    await stopping;
    const boss = await first.boss();
    // Stopping failed the hanging job into its retry.
    expect((await boss.getJobById('long', id!))?.state).toBe('retry');

    const second = queue(true, { recoverOrphans: true });
    const reruns: JobContext[] = [];
    second.define({ name: 'long', retryLimit: 1, handler: async (_data, job) => void reruns.push(job) });
    await second.start();
    await until(() => reruns.length === 1);
    expect(reruns[0]).toMatchObject({ id, retryCount: 1, lastAttempt: true });
  });

  it('fails jobs a dead process left active when it starts on a database it owns alone', async () => {
    const api = queue(false);
    api.define({ name: 'orphan', retryLimit: 1, handler: async () => undefined });
    const id = await api.send('orphan', {});
    const boss = await api.boss();
    // What a killed process leaves behind: a fetched job nobody completes.
    expect(await boss.fetch('orphan')).toHaveLength(1);
    expect((await boss.getJobById('orphan', id!))?.state).toBe('active');
    await api.stop();

    const restarted = queue(true, { recoverOrphans: true });
    const reruns: string[] = [];
    restarted.define({ name: 'orphan', retryLimit: 1, handler: async (_data, job) => void reruns.push(job.id) });
    await restarted.start();
    await until(() => reruns.length === 1);
    expect(reruns).toEqual([id]);
  });
});
