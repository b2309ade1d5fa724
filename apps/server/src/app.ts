import rateLimit from '@fastify/rate-limit';
import { installLimitMessages } from '@salespulse/contract/limit-messages';
import type { FastifyInstance } from 'fastify';
import { registerApiDocs } from './app/api-docs';
import { createAppContext, type AppContext, type AppOptions } from './app/app-context';
import type { ModuleRegistration } from './app/app-module';
import { registerConnectionHooks } from './app/connection-hooks';
import { contentSecurityPolicy } from './app/content-security-policy';
import { createServer } from './app/create-server';
import { registerJobLifecycle } from './app/job-lifecycle';
import { appLifecycleOf } from './app/lifecycle';
import { registerSpaAndErrors } from './app/spa-and-errors';
import { registerCompression } from './lib/compression';
import { registerSecurityHeaders } from './lib/security-headers';
import { registerTextGuard } from './lib/text-guard';
import { activityModule } from './modules/activity/activity.module';
import { analyticsModule } from './modules/analytics/analytics.module';
import { authModule } from './modules/auth/auth.module';
import { billingModule } from './modules/billing/billing.module';
import { botModule } from './modules/bot/bot.module';
import { catalogueModule } from './modules/catalogue/catalogue.module';
import { csvImportModule } from './modules/csv-import/csv-import.module';
import { dashboardsModule } from './modules/dashboards/dashboards.module';
import { demoIntegration } from './modules/demo/demo.module';
import { dataProvidersModule } from './modules/data-providers/data-providers.module';
import { definitionsModule } from './modules/definitions/definitions.module';
import { distributionModule } from './modules/distribution/distribution.module';
import { employeesModule } from './modules/employees/employees.module';
import { giftsModule } from './modules/gifts/gifts.module';
import { goalsModule } from './modules/goals/goals.module';
import { teamsModule } from './modules/teams/teams.module';
import { healthModule } from './modules/health/health.module';
import { hubspotIntegration, hubspotModule } from './modules/hubspot/hubspot.module';
import { invitationsModule } from './modules/invitations/invitations.module';
import { liveModule } from './modules/live/live.module';
import { mediaModule } from './modules/media/media.module';
import { pointsModule } from './modules/points/points.module';
import { projectsModule } from './modules/projects/projects.module';
import { providerSyncModule } from './modules/provider-sync/provider-sync.module';
import { providerUsersModule } from './modules/provider-users/provider-users.module';
import { settingsModule } from './modules/settings/settings.module';
import { usersModule } from './modules/users/users.module';

declare module 'fastify' {
  interface FastifyInstance {
    mailer: AppContext['mailer'];
    liveHub: ReturnType<typeof liveModule>['hub'];
    jobs: AppContext['jobs'];
  }
}

export type { AppOptions } from './app/app-context';

export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { config, database } = options;
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

  const ctx = createAppContext(options, app.log, appLifecycleOf(app));
  const modules = setUpModules(ctx);
  registerJobLifecycle(app, ctx.jobs, { workers: config.workers, afterStart: modules.providerSync.catchUp });

  await app.register(
    async (api) => {
      for (const module of modules.inApiOrder) for (const routes of module.routes) await api.register(routes);
    },
    { prefix: '/api' },
  );

  app.decorate('mailer', ctx.mailer);
  app.decorate('liveHub', modules.live.hub);
  app.decorate('jobs', ctx.jobs);
  app.addHook('onClose', async () => {
    await ctx.mailer.close();
    await database.close();
  });
  return app;
}

/**
 * Every module, set up in the order of what it needs (a module gets the services of those before it);
 * their close and ready work runs in this order too. `inApiOrder` is the order their routes are
 * registered in, which the OpenAPI document follows.
 */
function setUpModules(ctx: AppContext) {
  const health = healthModule(ctx);
  const auth = authModule(ctx);
  const users = usersModule(ctx, { sessions: auth.sessions });
  const projects = projectsModule(ctx);
  const billing = billingModule(ctx);
  const settings = settingsModule(ctx);
  const employees = employeesModule(ctx);
  const invitations = invitationsModule(ctx);
  const bot = botModule(ctx);
  const providerUsers = providerUsersModule(ctx);
  const definitions = definitionsModule(ctx);
  const hubspotPieces = hubspotIntegration(ctx);
  const distribution = distributionModule(ctx, { ownerWriters: { hubspot: hubspotPieces.ownerWriter } });
  const { ingestion } = activityModule(ctx, { leadHooks: distribution.leadHooks });
  const dataProviders = dataProvidersModule(ctx, { ingestion });
  const live = liveModule(ctx);
  const catalogue = catalogueModule(ctx);
  const points = pointsModule(ctx);
  const gifts = giftsModule(ctx);
  const teams = teamsModule(ctx);
  const goals = goalsModule(ctx);
  const media = mediaModule(ctx);
  const dashboards = dashboardsModule(ctx, { goals: goals.progress });
  const csvImport = csvImportModule(ctx, { ingestion });
  const analytics = analyticsModule(ctx);
  const providerSync = providerSyncModule(ctx, {
    ingestion,
    connectors: { hubspot: hubspotPieces.connector, demo: demoIntegration(ctx).connector },
  });
  const hubspot = hubspotModule(ctx, { integration: hubspotPieces, sync: providerSync.service });
  const inApiOrder: readonly ModuleRegistration[] = [
    health,
    auth,
    users,
    projects,
    settings,
    employees,
    invitations,
    bot,
    dataProviders,
    providerUsers,
    definitions,
    csvImport,
    live,
    catalogue,
    providerSync,
    hubspot,
    analytics,
    distribution,
    points,
    gifts,
    teams,
    goals,
    media,
    dashboards,
    billing,
  ];
  return { live, providerSync, inApiOrder };
}
