import PgBoss from 'pg-boss';
import type { BossDatabase } from './boss-database';

// A thin layer over pg-boss: queues are declared with their retry policy and handler, jobs are
// enqueued from anywhere (a request, another job), and workers run only in processes that have them
// (WORKERS). pg-boss keeps every job in PostgreSQL, so several instances share the work and a job
// runs once; retries with exponential backoff and expiry of jobs whose process died are its own.

export type JobContext = {
  id: string;
  /** Aborted when the queue stops: long jobs stop at their next safe point. */
  signal: AbortSignal;
  /** 0 on the first run, then 1, 2, … on retries. */
  retryCount: number;
  /** True when a failure of this run is final (no retry follows). */
  lastAttempt: boolean;
};

export type JobHandler<T> = (data: T, job: JobContext) => Promise<void>;

export type QueueDefinition<T> = {
  name: string;
  handler: JobHandler<T>;
  /** `stately`: at most one job per singleton key waiting and one running. */
  policy?: 'standard' | 'stately' | 'singleton';
  retryLimit?: number;
  retryDelaySeconds?: number;
  /** Doubles the delay on every retry (with jitter). */
  retryBackoff?: boolean;
  /** A job running longer than this is failed (and retried): how long a dead process holds a job. */
  expireInSeconds?: number;
  /** Where a job goes when it fails for good, with its data. */
  deadLetter?: string;
  /** Jobs of this queue one process runs at once. */
  concurrency?: number;
};

export type SendOptions = { singletonKey?: string; startAfterSeconds?: number };

type Logger = {
  error(object: object, message: string): void;
  warn(object: object, message: string): void;
};

export type JobQueueOptions = {
  database: BossDatabase;
  log: Logger;
  /** Whether this process runs jobs; enqueueing works either way. */
  workers: boolean;
  pollingIntervalSeconds?: number;
  /**
   * Fails, at start, jobs that were left running. Only safe where no other process can be running
   * them: the embedded database belongs to one process.
   */
  recoverOrphans?: boolean;
  /** How long stopping waits for running jobs before failing them (they are retried later). */
  stopTimeoutMs?: number;
};

type Schedule = { name: string; cron: string };

export type JobQueue = ReturnType<typeof createJobQueue>;

export function createJobQueue(options: JobQueueOptions) {
  const definitions = new Map<string, QueueDefinition<never>>();
  const schedules: Schedule[] = [];
  const workerIds = new Map<string, string[]>();
  const abort = new AbortController();
  const pollingIntervalSeconds = options.pollingIntervalSeconds ?? 2;
  let boss: PgBoss | undefined;
  let starting: Promise<PgBoss> | undefined;
  let stopped = false;

  function open(): Promise<PgBoss> {
    starting ??= (async () => {
      const instance = new PgBoss({
        db: options.database as PgBoss.Db,
        migrate: true,
        // Maintenance (expiring jobs of dead processes, archiving) and cron only where work happens.
        supervise: options.workers,
        schedule: options.workers,
        pollingIntervalSeconds,
      });
      instance.on('error', (error) => options.log.error({ err: error }, 'job queue error'));
      await instance.start();
      // Dead-letter queues first: a queue's foreign key points at its dead letter.
      const ordered = [...definitions.values()].sort((a, b) => Number(Boolean(a.deadLetter)) - Number(Boolean(b.deadLetter)));
      for (const definition of ordered) {
        const queue: PgBoss.Queue = {
          name: definition.name,
          policy: definition.policy ?? 'standard',
          retryLimit: definition.retryLimit ?? 0,
          retryDelay: definition.retryDelaySeconds ?? 0,
          retryBackoff: definition.retryBackoff ?? false,
          expireInSeconds: definition.expireInSeconds ?? 15 * 60,
          ...(definition.deadLetter ? { deadLetter: definition.deadLetter } : {}),
        };
        await instance.createQueue(definition.name, queue);
        // createQueue keeps an existing queue as it was; the code's policy is the one that counts.
        await instance.updateQueue(definition.name, queue);
      }
      boss = instance;
      return instance;
    })();
    return starting;
  }

  async function failOrphans(instance: PgBoss): Promise<void> {
    const names = [...definitions.keys()];
    const { rows } = await options.database.executeSql(
      `SELECT id, name FROM pgboss.job WHERE state = 'active' AND name = ANY($1::text[])`,
      [names],
    );
    for (const row of rows as { id: string; name: string }[]) {
      await instance.fail(row.name, row.id, { message: 'the process running this job stopped' });
    }
    if (rows.length > 0) options.log.warn({ jobs: rows.length }, 'failed jobs left running by a stopped process; they are retried');
  }

  async function runWorkers(instance: PgBoss): Promise<void> {
    for (const definition of definitions.values()) {
      const ids: string[] = [];
      for (let i = 0; i < (definition.concurrency ?? 1); i++) {
        const id = await instance.work<unknown>(
          definition.name,
          { pollingIntervalSeconds, batchSize: 1, includeMetadata: true },
          async ([job]) => {
            if (!job) return;
            await definition.handler(job.data as never, {
              id: job.id,
              signal: abort.signal,
              retryCount: job.retryCount,
              lastAttempt: job.retryCount >= job.retryLimit,
            });
          },
        );
        ids.push(id);
      }
      workerIds.set(definition.name, ids);
    }
    for (const schedule of schedules) await instance.schedule(schedule.name, schedule.cron, {}, { tz: 'UTC' });
  }

  return {
    /** Declares a queue and its handler; before `start`. */
    define<T>(definition: QueueDefinition<T>): void {
      if (starting) throw new Error(`queue ${definition.name} defined after the job queue started`);
      definitions.set(definition.name, definition as unknown as QueueDefinition<never>);
    },

    /** Enqueues the named job every time the cron expression (UTC) matches, once across instances. */
    every(name: string, cron: string): void {
      schedules.push({ name, cron });
    },

    /** Creates the schema and queues; runs workers and schedules when this process has them. */
    async start(): Promise<void> {
      const instance = await open();
      if (!options.workers) return;
      if (options.recoverOrphans) await failOrphans(instance);
      await runWorkers(instance);
    },

    /** Null when the queue's policy refused it (a job with that singleton key is already waiting). */
    async send<T extends object>(name: string, data: T, sendOptions: SendOptions = {}): Promise<string | null> {
      if (!definitions.has(name)) throw new Error(`unknown queue ${name}`);
      const instance = await open();
      const id = await instance.send(name, data, {
        ...(sendOptions.singletonKey ? { singletonKey: sendOptions.singletonKey } : {}),
        ...(sendOptions.startAfterSeconds ? { startAfter: sendOptions.startAfterSeconds } : {}),
      });
      // A local worker picks it up now instead of at its next poll.
      if (id && !sendOptions.startAfterSeconds) for (const worker of workerIds.get(name) ?? []) instance.notifyWorker(worker);
      return id;
    },

    /** Asks running jobs to stop, waits for them a while, then fails the rest (they are retried). */
    async stop(): Promise<void> {
      if (stopped) return;
      stopped = true;
      abort.abort();
      const instance = boss ?? (starting ? await starting.catch(() => undefined) : undefined);
      await instance?.stop({ graceful: true, close: false, timeout: options.stopTimeoutMs ?? 5000 });
    },

    /** The underlying pg-boss, for tests that inspect jobs. */
    boss: () => open(),
  };
}
