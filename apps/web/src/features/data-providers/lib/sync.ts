import { syncableProviderTypes, type DataProvider } from '@salespulse/contract/data-providers';

/** How often screens look again while a sync is queued or running. */
export const SYNC_POLL_MS = 2000;

export const canSync = (provider: DataProvider) => syncableProviderTypes.includes(provider.type);

export const isSyncing = (provider: DataProvider) => provider.syncStatus === 'queued' || provider.syncStatus === 'running';
