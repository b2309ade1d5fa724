import type { DataProviderType } from '@salespulse/contract/data-providers';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../app/app-context';
import { moduleRegistration } from '../../app/app-module';
import type { Database } from '../../db/database';
import type { JobQueue } from '../../lib/jobs/job-queue';
import type { LeadHooks } from '../activity';
import type { Mailer } from '../../mail/mailer';
import type { ProjectAccess } from '../../access/project-access';
import { createDistributionRunner, type DistributionRunner } from './distribution-runner';
import { createDistributionRepository } from './distribution.repository';
import { distributionRoutes } from './distribution.routes';
import { createDistributionService } from './distribution.service';
import { createDryRun } from './dry-run';
import { createLeadEngine } from './lead-engine';
import { createLeadMail } from './lead-mail';
import { createOwnerWriters, createWriteBack, type OwnerWriter, type OwnerWriters } from './write-back';

/** The periodic sweep: postponed leads, delay checks and write-back retries due since the last drain. */
export const DISTRIBUTION_SWEEP_QUEUE = 'distribution-sweep';

export function createDistribution(deps: {
  db: Database;
  access: ProjectAccess;
  log?: FastifyBaseLogger;
  writers?: OwnerWriters;
  now?: () => Date;
  /** Without it nobody is e-mailed about leads (tests of the engine alone). */
  mailer?: Pick<Mailer, 'send'>;
}) {
  const engine = createLeadEngine({ db: deps.db, now: deps.now });
  const writeBack = createWriteBack({ db: deps.db, writers: deps.writers ?? createOwnerWriters(deps.db), now: deps.now });
  const leadMail = deps.mailer ? createLeadMail({ db: deps.db, mailer: deps.mailer, log: deps.log }) : undefined;
  const runner = createDistributionRunner({ engine, writeBack, log: deps.log, now: deps.now, onGiven: leadMail?.notify });
  const service = createDistributionService({
    repo: createDistributionRepository(deps.db),
    access: deps.access,
    now: deps.now,
    dryRun: createDryRun({ db: deps.db, now: deps.now }),
    async onChanged(distributionId) {
      await engine.wake(distributionId);
      void runner.kick();
    },
  });
  const hooks: LeadHooks = {
    recordNewLeads: (tx, projectId, dealIds) => engine.recordNewLeads(tx, projectId, dealIds),
    heldOwners: (tx, dealIds) => engine.heldOwners(tx, dealIds),
    committed: () => void runner.kick(),
  };
  /** Stops deciding, then lets the lead e-mails already queued reach the outbox. */
  async function stop(): Promise<void> {
    await runner.stop();
    await leadMail?.flush();
  }
  return { engine, writeBack, runner, service, hooks, leadMail, stop };
}

export type DistributionModule = ReturnType<typeof createDistribution>;

/**
 * New leads are decided in the process that ingested them (no queue round trip between a webhook and
 * the assignment); the sweep runs once a minute across instances, in worker processes.
 */
export function registerDistributionJobs(jobs: JobQueue, runner: DistributionRunner): void {
  jobs.define({
    name: DISTRIBUTION_SWEEP_QUEUE,
    policy: 'stately',
    expireInSeconds: 5 * 60,
    handler: () => runner.kick(),
  });
  jobs.every(DISTRIBUTION_SWEEP_QUEUE, '* * * * *');
}

/** The app's distribution: owners written back through the remote providers' `ownerWriters` (from their modules). */
export function distributionModule(ctx: AppContext, deps: { ownerWriters: Partial<Record<DataProviderType, OwnerWriter>> }) {
  const distribution = createDistribution({
    db: ctx.db,
    access: ctx.access,
    log: ctx.log,
    mailer: ctx.mailer,
    writers: createOwnerWriters(ctx.db, deps.ownerWriters),
  });
  // Decisions in flight (and their e-mails) finish before the database closes.
  ctx.lifecycle.beforeClose(() => distribution.stop());
  registerDistributionJobs(ctx.jobs, distribution.runner);
  return moduleRegistration({
    service: distribution.service,
    leadHooks: distribution.hooks,
    routes: [distributionRoutes(distribution.service, ctx.requireAuth)],
  });
}
