// The provider-sync module's public interface: its service and job registration, and the connector contract each
// provider type (modules/hubspot, modules/demo) implements for it.
export { createProviderSyncService, SYNC_DUE_QUEUE, type ProviderSyncService, type SyncJob } from './provider-sync.service';
export { registerSyncJobs } from './provider-sync.jobs';
export { SyncInterrupted, type SyncConnector, type SyncCursor, type SyncFailure, type SyncRun } from './sync-connector';
