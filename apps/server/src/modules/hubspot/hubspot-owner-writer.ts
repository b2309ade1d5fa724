import type { Database } from '../../db/database';
import type { CryptoBox } from '../../lib/crypto-box';
import { OwnerWriteError, recordOwnerChange, type OwnerWriter } from '../distribution';
import { updateDealOwner } from './hubspot-client';
import { createProviderClient, RATE_LIMIT_FALLBACK_S } from './hubspot-connector';
import { isConfigured, type HubSpotConfig } from './hubspot-credentials';
import { HubSpotApiError, HubSpotAuthError, HubSpotRateLimitError } from './hubspot-errors';
import type { HubSpotRepository } from './hubspot.repository';

export type HubSpotOwnerWriterDeps = {
  db: Database;
  repository: HubSpotRepository;
  box: CryptoBox;
  config: HubSpotConfig;
  fetch?: typeof fetch;
  sleep?: (ms: number) => Promise<void>;
};

export const NO_HUBSPOT_OWNER = 'employee has no HubSpot owner';

// Write-backs go out one at a time: a short rate limit is sat out, anything longer and every 5xx
// goes back to the write-back's own backoff instead of holding up the owner changes behind it.
// Worst case (two 10 s waits, three 20 s timeouts) stays well inside the write-back's 2-minute lease.
const LIMITS = { maxRateLimitRetries: 2, maxRetryAfterSeconds: 10, maxServerRetries: 0, timeoutMs: 20_000 };

/**
 * Makes the employee's HubSpot owner the deal's owner in HubSpot, then records the change here as
 * the other writers do. The owner is the provider user the sync stored for the employee; someone
 * without one fails the write-back at once: an owner cannot be made up in HubSpot. HubSpot is
 * called outside any transaction and outside ingestion's provider lock (only the local record
 * takes them).
 */
export function createHubSpotOwnerWriter(deps: HubSpotOwnerWriterDeps): OwnerWriter {
  const { config } = deps;
  return {
    async assign(change) {
      const owner = await deps.repository.ownerOf(change.dataProviderId, change.employeeId);
      if (!owner) throw new OwnerWriteError(NO_HUBSPOT_OWNER, { permanent: true });
      const credentials = await deps.repository.credentialsOf(change.dataProviderId);
      // Retried: someone may connect HubSpot again before the attempts run out.
      if (!isConfigured(config) || !credentials) throw new OwnerWriteError('HubSpot is not connected. Connect HubSpot again.');
      const client = createProviderClient({ ...deps, config }, { id: change.dataProviderId, credentials }, LIMITS);
      try {
        await updateDealOwner(client, change.dealExternalId, owner.externalId);
      } catch (error) {
        throw writeError(error);
      }
      await recordOwnerChange(deps.db, change, owner.id);
    },
  };
}

function writeError(error: unknown): OwnerWriteError {
  if (error instanceof HubSpotAuthError) {
    return new OwnerWriteError(`HubSpot refused the connection (${error.message}). Connect HubSpot again.`);
  }
  if (error instanceof HubSpotRateLimitError) {
    return new OwnerWriteError(`HubSpot's rate limit was reached: ${error.message}`, {
      retryAfterMs: (error.retryAfterSeconds ?? RATE_LIMIT_FALLBACK_S) * 1000,
    });
  }
  if (error instanceof HubSpotApiError) {
    if (error.status === 404) return new OwnerWriteError(error.message, { permanent: true });
    if (error.status === 403) {
      return new OwnerWriteError(`HubSpot does not let the app change deals (${error.message}). Connect HubSpot again to grant it.`, {
        permanent: true,
      });
    }
    // Any other 4xx but a timeout refuses the request itself (an owner HubSpot rejects): it would be refused again.
    const permanent = error.status >= 400 && error.status < 500 && error.status !== 408;
    return new OwnerWriteError(`HubSpot answered ${error.status}: ${error.message}`, { permanent });
  }
  return new OwnerWriteError(`HubSpot could not be reached: ${error instanceof Error ? error.message : String(error)}`);
}
