import { TRIAL_EMPLOYEE_LIMIT } from '@salespulse/contract/billing';
import { installLimitMessages } from '@salespulse/contract/limit-messages';
import { billingRoutes, stripeWebhookRoutes } from './modules/billing/billing.routes';
import { createBillingService } from './modules/billing/billing.service';
import { createStripeCheckout } from './modules/billing/stripe-checkout';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { registerApiDocs } from './app/api-docs';
import { registerConnectionHooks } from './app/connection-hooks';
import { contentSecurityPolicy } from './app/content-security-policy';
import { createServer } from './app/create-server';
import { registerSpaAndErrors } from './app/spa-and-errors';
import type { Config } from './config';
import type { DatabaseHandle } from './db/database';
import { createAuthGuard } from './lib/auth-guard';
import { registerCompression } from './lib/compression';
import { createAccessTokens } from './lib/jwt';
import { registerTextGuard } from './lib/text-guard';
import { registerSecurityHeaders } from './lib/security-headers';
import { createAuthRepository } from './modules/auth/auth.repository';
import { authRoutes } from './modules/auth/auth.routes';
import { createAuthService } from './modules/auth/auth.service';
import { healthRoutes } from './modules/health/health.routes';
import { createMailer, type Mailer } from './modules/mail/mailer';
import { createUsersRepository } from './modules/users/users.repository';
import { usersRoutes } from './modules/users/users.routes';
import { createUsersService } from './modules/users/users.service';
import { createBotRepository } from './modules/bot/bot.repository';
import { botRoutes } from './modules/bot/bot.routes';
import { createBotService } from './modules/bot/bot.service';
import { createEmployeesRepository } from './modules/employees/employees.repository';
import { employeesRoutes } from './modules/employees/employees.routes';
import { createEmployeesService } from './modules/employees/employees.service';
import { createInvitationsRepository } from './modules/invitations/invitations.repository';
import { invitationsRoutes } from './modules/invitations/invitations.routes';
import { createInvitationsService } from './modules/invitations/invitations.service';
import { createProjectAccess } from './modules/projects/project-access';
import { createProjectsRepository } from './modules/projects/projects.repository';
import { projectsRoutes } from './modules/projects/projects.routes';
import { createProjectsService } from './modules/projects/projects.service';
import { createSettingsRepository } from './modules/settings/settings.repository';
import { settingsRoutes } from './modules/settings/settings.routes';
import { createSettingsService } from './modules/settings/settings.service';
import { createIngestionService } from './modules/activity/ingestion.service';
import { createDataProvidersRepository } from './modules/data-providers/data-providers.repository';
import { dataProvidersRoutes } from './modules/data-providers/data-providers.routes';
import { createDataProvidersService } from './modules/data-providers/data-providers.service';
import { webhookRoutes } from './modules/data-providers/webhook.routes';
import { createCryptoBox } from './lib/crypto-box';
import { providerUsersRoutes } from './modules/provider-users/provider-users.routes';
import { createProviderUsersService } from './modules/provider-users/provider-users.service';
import { createCsvImportsRepository } from './modules/csv-import/csv-imports.repository';
import { csvImportsRoutes } from './modules/csv-import/csv-imports.routes';
import { createCsvImportsService } from './modules/csv-import/csv-imports.service';
import { registerCsvImportJobs } from './modules/csv-import/csv-imports.jobs';
import { createDefinitionsRepository } from './modules/definitions/definitions.repository';
import { definitionsRoutes } from './modules/definitions/definitions.routes';
import { createDefinitionsService } from './modules/definitions/definitions.service';
import { LIVE_HEARTBEAT_MS, LIVE_STREAM_MAX_MS } from '@salespulse/contract/live';
import { createLiveHub, type LiveHub } from './modules/live/live-hub';
import { liveRoutes } from './modules/live/live.routes';
import { createLiveService } from './modules/live/live.service';
import { createLiveTickets } from './modules/live/live-tickets';
import { catalogueRoutes } from './modules/catalogue/catalogue.routes';
import { dashboardsRoutes } from './modules/dashboards/dashboards.routes';
import { createDashboardsService } from './modules/dashboards/dashboards.service';
import { giftsRoutes } from './modules/gifts/gifts.routes';
import { mediaRoutes } from './modules/media/media.routes';
import { createMediaService } from './modules/media/media.service';
import { createGiftsService } from './modules/gifts/gifts.service';
import { registerPointContestJobs } from './modules/points/point-contests.jobs';
import { registerMediaJobs } from './modules/media/media.jobs';
import { createPointContestsService } from './modules/points/point-contests.service';
import { pointsRoutes } from './modules/points/points.routes';
import { createPointsService } from './modules/points/points.service';
import { createProductSourcesService } from './modules/catalogue/product-sources.service';
import { createProductsService } from './modules/catalogue/products.service';
import { createPropertiesRepository } from './modules/catalogue/properties.repository';
import { createPropertiesService } from './modules/catalogue/properties.service';
import { bossDatabaseOf } from './lib/jobs/boss-database';
import { createJobQueue, type JobQueue } from './lib/jobs/job-queue';
import { createDemoConnector } from './modules/demo/demo-connector';
import { createHubSpotConnectionService } from './modules/hubspot/hubspot-connection.service';
import { createHubSpotConnector } from './modules/hubspot/hubspot-connector';
import { createHubSpotOwnerWriter } from './modules/hubspot/hubspot-owner-writer';
import { createHubSpotRepository } from './modules/hubspot/hubspot.repository';
import { hubspotRoutes } from './modules/hubspot/hubspot.routes';
import { registerSyncJobs } from './modules/provider-sync/provider-sync.jobs';
import { createProviderSyncRepository } from './modules/provider-sync/provider-sync.repository';
import { providerSyncRoutes } from './modules/provider-sync/provider-sync.routes';
import { createProviderSyncService, SYNC_DUE_QUEUE } from './modules/provider-sync/provider-sync.service';
import { createAnalyticsScopes } from './modules/analytics/analytics-scope';
import { analyticsRoutes } from './modules/analytics/analytics.routes';
import { createCallsService } from './modules/analytics/calls.service';
import { createLeadProcessingService } from './modules/analytics/lead-processing.service';
import { createManagersService } from './modules/analytics/managers.service';
import { createPulseService } from './modules/analytics/pulse.service';
import { createDistribution, registerDistributionJobs } from './modules/distribution/distribution.module';
import { createOwnerWriters } from './modules/distribution/write-back';
import { distributionRoutes } from './modules/distribution/distribution.routes';

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
    liveHub: LiveHub;
    jobs: JobQueue;
  }
}

export type AppOptions = {
  config: Config;
  database: DatabaseHandle;
  /** The resolved signing key (APP_SECRET or the generated one). */
  secret: string;
};

export async function buildApp({ config, database, secret }: AppOptions): Promise<FastifyInstance> {
  // Violations say a limit in words, not zod/mini's "Invalid input" (the web app says the same).
  installLimitMessages();
  const app = createServer(config);
  registerConnectionHooks(app);
  registerSecurityHeaders(app, { contentSecurityPolicy });
  registerTextGuard(app);
  await registerCompression(app);
  await app.register(rateLimit, { global: false });
  await registerApiDocs(app);
  await registerSpaAndErrors(app, config.webDist);

  const log = app.log;
  const tokens = createAccessTokens(secret);
  const requireAuth = createAuthGuard(tokens);
  const mailer = createMailer({ db: database.db, smtpUrl: config.smtpUrl, from: config.mailFrom, log });
  const users = createUsersRepository(database.db);
  const auth = createAuthRepository(database.db);
  const authService = createAuthService({ auth, users, tokens, mailer, publicUrl: config.publicUrl, log });
  const usersService = createUsersService({ users, auth });
  const access = createProjectAccess(database.db);
  const employees = createEmployeesRepository(database.db);
  const stripe = config.billing ? { config: config.billing.stripe, checkout: createStripeCheckout(config.billing.stripe) } : null;
  const trial = config.billing ? { days: config.billing.trialDays, employeeLimit: TRIAL_EMPLOYEE_LIMIT } : null;
  const projectsService = createProjectsService({
    projects: createProjectsRepository(database.db),
    properties: createPropertiesRepository(database.db),
    access,
    trial,
  });
  const billingService = createBillingService({ db: database.db, access, stripe, publicUrl: config.publicUrl, log });
  const settingsService = createSettingsService({ settings: createSettingsRepository(database.db), access });
  const employeesService = createEmployeesService({ employees, access });
  const invitationsService = createInvitationsService({
    invitations: createInvitationsRepository(database.db),
    employees,
    users,
    access,
    mailer,
    publicUrl: config.publicUrl,
  });
  const botService = createBotService({ bot: createBotRepository(database.db) });
  const providerUsersService = createProviderUsersService({ db: database.db, access });
  const definitionsService = createDefinitionsService({
    definitions: createDefinitionsRepository(database.db),
    providers: createDataProvidersRepository(database.db),
    access,
  });
  const box = createCryptoBox(secret);
  const hubspotRepository = createHubSpotRepository(database.db);
  const distribution = createDistribution({
    db: database.db,
    access,
    log,
    mailer,
    writers: createOwnerWriters(database.db, {
      hubspot: createHubSpotOwnerWriter({ db: database.db, repository: hubspotRepository, box, config: config.hubspot }),
    }),
  });
  // Decisions in flight (and their e-mails) finish before the database closes.
  app.addHook('preClose', () => distribution.stop());
  const ingestion = createIngestionService(database.db, distribution.hooks);
  const providers = createDataProvidersRepository(database.db);
  const dataProvidersService = createDataProvidersService({
    providers,
    access,
    box,
    ingestion,
    publicUrl: config.publicUrl,
  });
  const liveHub = createLiveHub({
    listen: (channel, handler, onResume) => database.listen(channel, handler, onResume),
    log,
    heartbeatMs: LIVE_HEARTBEAT_MS,
    throttleMs: 500,
    maxStreamMs: LIVE_STREAM_MAX_MS,
  });
  // Event streams never finish by themselves: they end first, so closing does not wait on them.
  app.addHook('preClose', async () => {
    await liveHub.close();
  });
  const liveService = createLiveService({ access, tickets: createLiveTickets(secret) });
  const catalogue = {
    products: createProductsService({ db: database.db, access }),
    sources: createProductSourcesService({ db: database.db, access, providers }),
    properties: createPropertiesService({ properties: createPropertiesRepository(database.db), providers, access }),
  };
  const points = { points: createPointsService({ db: database.db, access }), contests: createPointContestsService({ db: database.db, access, log }) };
  const giftsService = createGiftsService({ db: database.db, access });
  const mediaService = createMediaService({ db: database.db, access });
  const dashboardsService = createDashboardsService({ db: database.db, access });
  const csvImportsService = createCsvImportsService({
    imports: createCsvImportsRepository(database.db),
    providers,
    access,
    ingestion,
    maxBytes: config.csvMaxBytes,
  });

  const analyticsScopes = createAnalyticsScopes({ db: database.db });
  const analytics = {
    pulse: createPulseService({ db: database.db, rows: database.streamRows, scopes: analyticsScopes }),
    calls: createCallsService({ db: database.db, scopes: analyticsScopes }),
    managers: createManagersService({ db: database.db, scopes: analyticsScopes }),
    leadProcessing: createLeadProcessingService({ db: database.db, scopes: analyticsScopes }),
  };

  // Background work (provider syncs, demo activity) in PostgreSQL through pg-boss; this process runs
  // it when WORKERS is on, and can enqueue it either way.
  const jobs = createJobQueue({
    database: bossDatabaseOf(database),
    log,
    workers: config.workers,
    pollingIntervalSeconds: config.jobPollIntervalSeconds,
    // The embedded database belongs to this process alone: a job it finds running was left by a crash.
    recoverOrphans: database.kind === 'pglite',
  });
  const syncService = createProviderSyncService({
    repository: createProviderSyncRepository(database.db),
    access,
    ingestion,
    jobs,
    connectors: {
      hubspot: createHubSpotConnector({ repository: hubspotRepository, box, config: config.hubspot, log }),
      demo: createDemoConnector({ db: database.db, backfillDays: config.demoBackfillDays }),
    },
    periodic: [
      { type: 'hubspot', everyMinutes: config.hubspot.syncMinutes, needsCredentials: true },
      ...(config.demoActivity ? [{ type: 'demo' as const, everyMinutes: 1, needsCredentials: false }] : []),
    ],
    publicUrl: config.publicUrl,
    log,
  });
  registerSyncJobs(jobs, syncService, { retryDelaySeconds: config.syncRetryDelaySeconds });
  registerDistributionJobs(jobs, distribution.runner);
  registerPointContestJobs(jobs, points.contests);
  registerMediaJobs(jobs, mediaService);
  registerCsvImportJobs(jobs, csvImportsService);
  if (database.kind === 'pglite') {
    // The embedded database has one process: an import it finds running at start was cut off by a restart.
    app.addHook('onReady', async () => {
      await csvImportsService.interruptStalled(new Date());
    });
  }
  const hubspotConnection = createHubSpotConnectionService({
    providers,
    repository: hubspotRepository,
    access,
    box,
    config: config.hubspot,
    publicUrl: config.publicUrl,
    enqueueSync: (providerId) => syncService.enqueue(providerId),
  });
  if (config.workers) {
    app.addHook('onReady', async () => {
      await jobs.start();
      // The periodic tick runs on the minute; the first one now, so a fresh start catches up at once.
      await jobs.send(SYNC_DUE_QUEUE, {});
    });
  }
  // Running jobs stop at their next safe point (the rest is queued) before the database closes.
  app.addHook('preClose', async () => {
    await jobs.stop();
  });

  await app.register(
    async (api) => {
      await api.register(healthRoutes(() => database.ping()));
      await api.register(authRoutes(authService, config.authRateLimit));
      await api.register(usersRoutes(usersService, requireAuth, config.authRateLimit));
      await api.register(projectsRoutes(projectsService, requireAuth));
      await api.register(settingsRoutes(settingsService, requireAuth));
      await api.register(employeesRoutes(employeesService, requireAuth));
      await api.register(invitationsRoutes(invitationsService, requireAuth));
      await api.register(botRoutes(botService, requireAuth));
      await api.register(dataProvidersRoutes(dataProvidersService, requireAuth));
      await api.register(webhookRoutes(dataProvidersService, config.webhookBodyLimitBytes));
      await api.register(providerUsersRoutes(providerUsersService, requireAuth));
      await api.register(definitionsRoutes(definitionsService, requireAuth));
      await api.register(csvImportsRoutes(csvImportsService, requireAuth));
      await api.register(liveRoutes(liveService, liveHub, requireAuth));
      await api.register(catalogueRoutes(catalogue, requireAuth));
      await api.register(providerSyncRoutes(syncService, requireAuth));
      await api.register(hubspotRoutes(hubspotConnection, requireAuth));
      await api.register(analyticsRoutes(analytics, requireAuth, config.reportTimeBudgetMs));
      await api.register(distributionRoutes(distribution.service, requireAuth));
      await api.register(pointsRoutes(points, requireAuth));
      await api.register(giftsRoutes(giftsService, requireAuth));
      await api.register(mediaRoutes(mediaService, requireAuth));
      await api.register(dashboardsRoutes(dashboardsService, requireAuth, config.reportTimeBudgetMs));
      await api.register(billingRoutes(billingService, requireAuth));
      await api.register(stripeWebhookRoutes(billingService));
    },
    { prefix: '/api' },
  );

  app.decorate('mailer', mailer);
  app.decorate('liveHub', liveHub);
  app.decorate('jobs', jobs);
  app.addHook('onClose', async () => {
    await mailer.close();
    await database.close();
  });
  return app;
}
