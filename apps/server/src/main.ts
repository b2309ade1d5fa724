import { buildApp } from './app';
import { loadConfig } from './config';
import { openDatabase } from './db/database';
import { startEmbeddedMaintenance } from './db/embedded-maintenance';
import { resolveAppSecret } from './lib/secret';
import { readDemoCredentials, saveDemoCredentials } from './modules/demo/demo-credentials';
import { demoRoutedDays } from './modules/demo/demo-routed-days';
import { seedDemoWorkspace, shouldSeedDemo } from './modules/demo/demo-seed';

const SHUTDOWN_GRACE_MS = 10_000;

async function main(): Promise<void> {
  const config = loadConfig();
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    statementBudgetMs: config.reportTimeBudgetMs,
  });
  await database.migrate(config.migrationsDir);
  const secret = await resolveAppSecret(config.appSecret, config.dataDir);
  const seedsDemo = shouldSeedDemo(config.seedDemo, Boolean(config.databaseUrl));
  // The demo workspace comes alive (generated activity) wherever it is seeded, unless DEMO_ACTIVITY says otherwise.
  const app = await buildApp({ config: { ...config, demoActivity: config.demoActivity ?? seedsDemo }, database, secret });

  let closing = false;
  let stopMaintenance = () => {};
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    stopMaintenance();
    app.log.info({ signal }, 'shutting down: finishing in-flight requests');
    // Whatever is still running after the grace period is cut off rather than hanging the deploy.
    setTimeout(() => process.exit(1), SHUTDOWN_GRACE_MS).unref();
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));

  // The demo's past is played through ingestion and distribution before the jobs start (on listen),
  // so the live runner never decides a past lead at the real time.
  if (seedsDemo) app.log.info('seeding the demo workspace if the database is empty (its past weeks are played first)');
  const seeded = seedsDemo
    ? await seedDemoWorkspace(database.db, { historyDays: config.demoBackfillDays, routedDays: demoRoutedDays(Date.now()) })
    : undefined;
  if (seeded) await saveDemoCredentials(config.dataDir, seeded);
  await app.listen({ port: config.port, host: config.host });
  // The embedded database has no autovacuum (embedded-maintenance.ts).
  if (database.kind === 'pglite') {
    const maintenance = startEmbeddedMaintenance(database.db, {
      onError: (error) => app.log.warn({ err: error }, 'vacuuming the embedded database failed'),
    });
    stopMaintenance = () => maintenance.stop();
  }
  const demo = seedsDemo ? (seeded ?? (await readDemoCredentials(config.dataDir))) : undefined;
  if (demo) {
    // On the console only: the newcomer needs it, a log store does not.
    console.warn(`\n  Demo workspace: sign in at ${config.publicUrl} as ${demo.email} with password ${demo.password}\n`);
  }
  app.log.info(`SalesPulse is ready on ${config.publicUrl} (database: ${database.kind})`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
