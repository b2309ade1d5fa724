import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';
import type { Database, DatabaseHandle } from '../db/database';
import { createAuthGuard, type AuthGuard } from '../lib/auth-guard';
import { createCryptoBox, type CryptoBox } from '../lib/crypto-box';
import { bossDatabaseOf } from '../lib/jobs/boss-database';
import { createJobQueue, type JobQueue } from '../lib/jobs/job-queue';
import { createAccessTokens, type AccessTokens } from '../lib/jwt';
import { createMailer, type Mailer } from '../mail/mailer';
import { createProjectAccess, type ProjectAccess } from '../access/project-access';

export type AppOptions = {
  config: Config;
  database: DatabaseHandle;
  /** The resolved signing key (APP_SECRET or the generated one). */
  secret: string;
};

/**
 * Work a module runs with the app's life: `onReady` once the app is ready, `beforeClose` when it
 * starts closing (before the job queue stops and the database closes). Each runs in the order the
 * modules registered it.
 */
export type AppLifecycle = {
  onReady(run: () => Promise<void>): void;
  beforeClose(run: () => Promise<void>): void;
};

/** The app's shared pieces, built once and handed to every module's registration. */
export type AppContext = {
  config: Config;
  database: DatabaseHandle;
  db: Database;
  log: FastifyBaseLogger;
  secret: string;
  tokens: AccessTokens;
  requireAuth: AuthGuard;
  mailer: Mailer;
  access: ProjectAccess;
  /** Encrypts provider credentials at rest. */
  box: CryptoBox;
  jobs: JobQueue;
  lifecycle: AppLifecycle;
};

export function createAppContext({ config, database, secret }: AppOptions, log: FastifyBaseLogger, lifecycle: AppLifecycle): AppContext {
  const tokens = createAccessTokens(secret);
  return {
    config,
    database,
    db: database.db,
    log,
    secret,
    tokens,
    requireAuth: createAuthGuard(tokens),
    mailer: createMailer({ db: database.db, smtpUrl: config.smtpUrl, from: config.mailFrom, log }),
    access: createProjectAccess(database.db),
    box: createCryptoBox(secret),
    // Background work (provider syncs, demo activity) in PostgreSQL through pg-boss; this process runs
    // it when WORKERS is on, and can enqueue it either way.
    jobs: createJobQueue({
      database: bossDatabaseOf(database),
      log,
      workers: config.workers,
      pollingIntervalSeconds: config.jobPollIntervalSeconds,
      // The embedded database belongs to this process alone: a job it finds running was left by a crash.
      recoverOrphans: database.kind === 'pglite',
    }),
    lifecycle,
  };
}
