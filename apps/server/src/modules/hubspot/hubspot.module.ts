import type { AppContext } from '../../app/app-context';
import { moduleRegistration } from '../../app/app-module';
import { providerRecords } from '../data-providers';
import type { ProviderSyncService } from '../provider-sync';
import { createHubSpotConnectionService } from './hubspot-connection.service';
import { createHubSpotConnector } from './hubspot-connector';
import { createHubSpotOwnerWriter } from './hubspot-owner-writer';
import { createHubSpotRepository } from './hubspot.repository';
import { hubspotRoutes } from './hubspot.routes';

/**
 * The HubSpot pieces other modules plug in: distribution writes owners back through the writer,
 * provider sync pulls deals through the connector. Built before both, so before `hubspotModule`.
 */
export function hubspotIntegration(ctx: AppContext) {
  const repository = createHubSpotRepository(ctx.db);
  return {
    repository,
    ownerWriter: createHubSpotOwnerWriter({ db: ctx.db, repository, box: ctx.box, config: ctx.config.hubspot }),
    connector: createHubSpotConnector({ repository, box: ctx.box, config: ctx.config.hubspot, log: ctx.log }),
  };
}

export type HubSpotIntegration = ReturnType<typeof hubspotIntegration>;

/** Connecting an account (OAuth or a private app token); a new connection syncs at once. */
export function hubspotModule(ctx: AppContext, deps: { integration: HubSpotIntegration; sync: Pick<ProviderSyncService, 'enqueue'> }) {
  const service = createHubSpotConnectionService({
    providers: providerRecords(ctx.db),
    repository: deps.integration.repository,
    access: ctx.access,
    box: ctx.box,
    config: ctx.config.hubspot,
    publicUrl: ctx.config.publicUrl,
    enqueueSync: (providerId) => deps.sync.enqueue(providerId),
  });
  return moduleRegistration({ service, routes: [hubspotRoutes(service, ctx.requireAuth)] });
}
