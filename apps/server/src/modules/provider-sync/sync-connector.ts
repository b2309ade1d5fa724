import type { ActivityEvent } from '@salespulse/contract/ingestion';
import type { DataProviderRow } from '../../db/schema/data-providers';

export type SyncCursor = Record<string, unknown>;

/** One run of a provider's sync, as a connector sees it. */
export type SyncRun = {
  provider: DataProviderRow;
  /** Where the last committed run stopped (`{}` on the first). */
  cursor: SyncCursor;
  /**
   * Stores a batch of activity, then the cursor after it. A sync that dies after this resumes from
   * that cursor; one that dies between the two re-reads the batch, which ingestion takes as unchanged.
   * Throws SyncInterrupted when the run should stop (the server is stopping, or the run has had its
   * share of time): everything committed so far stays.
   */
  commit(events: ActivityEvent[], cursor: SyncCursor): Promise<void>;
  signal: AbortSignal;
};

/** How a failure should be handled: retried with backoff, retried at a given time, or given up. */
export type SyncFailure = {
  message: string;
  /** No retry can help (a revoked connection, a missing permission): wait for the user. */
  permanent?: boolean;
  /** The provider said when to come back (rate limits). */
  retryAfterSeconds?: number;
  /** The connection's credentials are useless: drop them so periodic syncs stop until reconnected. */
  disconnect?: boolean;
};

export type SyncConnector = {
  /** Whether a sync can start at all (a HubSpot provider needs its tokens). */
  ready(provider: DataProviderRow): boolean;
  sync(run: SyncRun): Promise<void>;
  failure(error: unknown): SyncFailure;
};

/** Thrown by `commit` when a run must stop at this safe point; the service queues the rest. */
export class SyncInterrupted extends Error {
  override name = 'SyncInterrupted';
}
