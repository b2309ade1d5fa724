export type { ProviderSyncService } from './provider-sync.service';
export type { SyncConnector } from './sync-connector';
