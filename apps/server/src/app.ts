import { randomUUID } from 'node:crypto';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { DatabaseHandle } from './db/database';
import { createAuthGuard } from './lib/auth-guard';
import { registerErrorHandling } from './lib/error-handler';
import { createAccessTokens } from './lib/jwt';
import { isSpaRequest, registerSpa, sendIndexHtml } from './lib/spa';
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
import { createDefinitionsRepository } from './modules/definitions/definitions.repository';
import { definitionsRoutes } from './modules/definitions/definitions.routes';
import { createDefinitionsService } from './modules/definitions/definitions.service';

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
  }
}

export type AppOptions = {
  config: Config;
  database: DatabaseHandle;
  /** The resolved signing key (APP_SECRET or the generated one). */
  secret: string;
};

const contentSecurityPolicy = {
  directives: {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'"],
    // React-toastify and Radix position elements with inline styles.
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'blob:'],
    fontSrc: ["'self'", 'data:'],
    connectSrc: ["'self'"],
    objectSrc: ["'none'"],
    frameAncestors: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    upgradeInsecureRequests: null,
  },
};

export async function buildApp({ config, database, secret }: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: { level: config.logLevel, redact: ['req.headers.authorization', 'req.headers.cookie'] },
    genReqId: () => randomUUID(),
    requestIdHeader: 'x-request-id',
    bodyLimit: config.bodyLimitBytes,
    trustProxy: config.trustProxy,
    return503OnClosing: true,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // The API speaks JSON only: plain text is refused with 415 instead of failing validation.
  app.removeContentTypeParser('text/plain');
  app.addContentTypeParser(
    'application/merge-patch+json',
    { parseAs: 'string', bodyLimit: config.bodyLimitBytes },
    app.getDefaultJsonParser('error', 'error'),
  );
  // While shutting down, answers close their keep-alive connection, so the server can stop as soon
  // as the requests in flight are done instead of waiting for idle clients.
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
    if (closing) reply.header('connection', 'close');
  });

  await app.register(helmet, { contentSecurityPolicy });
  await app.register(rateLimit, { global: false });
  await app.register(swagger, {
    openapi: {
      info: { title: 'SalesPulse API', version: '0.1.0' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
      security: [{ bearer: [] }],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });

  const hasSpa = await registerSpa(app, config.webDist);
  registerErrorHandling(app, (request, reply) => (hasSpa && isSpaRequest(request) ? sendIndexHtml(reply) : undefined));

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
  const projectsService = createProjectsService({ projects: createProjectsRepository(database.db), access });
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
  const ingestion = createIngestionService(database.db);
  const providers = createDataProvidersRepository(database.db);
  const dataProvidersService = createDataProvidersService({
    providers,
    access,
    box: createCryptoBox(secret),
    ingestion,
    publicUrl: config.publicUrl,
  });
  const csvImportsService = createCsvImportsService({
    imports: createCsvImportsRepository(database.db),
    providers,
    access,
    ingestion,
    maxBytes: config.csvMaxBytes,
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
    },
    { prefix: '/api' },
  );

  app.decorate('mailer', mailer);
  app.addHook('onClose', async () => {
    await mailer.close();
    await database.close();
  });
  return app;
}
