import type { DataProviderType } from '@salespulse/contract/data-providers';
import type { AppContext } from '../../app/app-context';
import { moduleRegistration } from '../../app/app-module';
import type { IngestionService } from '../activity';
import { registerSyncJobs } from './provider-sync.jobs';
import { createProviderSyncRepository } from './provider-sync.repository';
import { providerSyncRoutes } from './provider-sync.routes';
import { createProviderSyncService, SYNC_DUE_QUEUE } from './provider-sync.service';
import type { SyncConnector } from './sync-connector';

/** Syncs of the remote providers and of the demo workspace's generated activity (`connectors`, from their modules). */
export function providerSyncModule(
  ctx: AppContext,
  deps: {
    ingestion: IngestionService;
    connectors: Partial<Record<Exclude<DataProviderType, 'demo'>, SyncConnector>> & { demo: SyncConnector };
  },
) {
  const { config } = ctx;
  const service = createProviderSyncService({
    repository: createProviderSyncRepository(ctx.db),
    access: ctx.access,
    ingestion: deps.ingestion,
    jobs: ctx.jobs,
    connectors: deps.connectors,
    periodic: [
      { type: 'hubspot', everyMinutes: config.hubspot.syncMinutes, needsCredentials: true },
      ...(config.demoActivity ? [{ type: 'demo' as const, everyMinutes: 1, needsCredentials: false }] : []),
    ],
    publicUrl: config.publicUrl,
    log: ctx.log,
  });
  registerSyncJobs(ctx.jobs, service, { retryDelaySeconds: config.syncRetryDelaySeconds });
  return moduleRegistration({
    service,
    /** The periodic tick runs on the minute; the first one now, so a fresh start catches up at once. */
    catchUp: async () => {
      await ctx.jobs.send(SYNC_DUE_QUEUE, {});
    },
    routes: [providerSyncRoutes(service, ctx.requireAuth)],
  });
}
