import { ZodError } from 'zod';
import type { CryptoBox } from '../../lib/crypto-box';
import type { DataProviderRow } from '../../db/schema/data-providers';
import type { SyncConnector, SyncFailure, SyncRun } from '../provider-sync';
import { createHubSpotClient, type HubSpotClient, type HubSpotClientOptions } from './hubspot-client';
import {
  isConfigured,
  openTokens,
  readCursors,
  readSettings,
  sealTokens,
  type ConfiguredHubSpot,
  type HubSpotConfig,
} from './hubspot-credentials';
import { HubSpotApiError, HubSpotAuthError, HubSpotRateLimitError } from './hubspot-errors';
import { refreshAccessToken } from './hubspot-oauth';
import type { HubSpotRepository, StageDefinition } from './hubspot.repository';
import { syncHubSpot, type DealPipeline } from './hubspot-sync';

type Logger = { warn(object: object, message: string): void };

export type HubSpotConnectorDeps = {
  repository: HubSpotRepository;
  box: CryptoBox;
  config: HubSpotConfig;
  log: Logger;
  fetch?: typeof fetch;
  /** How the client sits out a short Retry-After; injected by tests. */
  sleep?: (ms: number) => Promise<void>;
  pageSize?: number;
};

// A daily-limit 429 comes without a useful Retry-After: look again in an hour.
export const RATE_LIMIT_FALLBACK_S = 3600;

/** Owners, deals (with pipeline stages), calls and tasks from HubSpot into the provider's project. */
export function createHubSpotConnector(deps: HubSpotConnectorDeps): SyncConnector {
  const { config } = deps;

  async function sync(run: SyncRun): Promise<void> {
    const { provider } = run;
    if (!isConfigured(config) || !provider.credentials) throw new HubSpotAuthError('HubSpot is not connected', 401);
    const settings = readSettings(provider.settings);
    const client = createProviderClient({ ...deps, config }, { id: provider.id, credentials: provider.credentials });
    const result = await syncHubSpot(client, {
      cursors: readCursors(run.cursor),
      portalId: settings.portalId ?? null,
      appBaseUrl: config.authBaseUrl,
      pageSize: deps.pageSize,
      onPage: (events, cursors) => run.commit(events, { hubspot: cursors }),
    });
    await deps.repository.upsertStages({ projectId: provider.projectId, dataProviderId: provider.id }, stageDefinitions(result.pipelines));
    if (result.skipped.length > 0) {
      deps.log.warn(
        { providerId: provider.id, skipped: result.skipped.slice(0, 20), count: result.skipped.length },
        'HubSpot records skipped',
      );
    }
  }

  return {
    ready: (provider: DataProviderRow) => isConfigured(config) && provider.credentials !== null,
    sync,
    failure: describeFailure,
  };
}

/** A client on a provider's sealed tokens, shared by the sync and the owner write-back. */
export function createProviderClient(
  deps: Pick<HubSpotConnectorDeps, 'repository' | 'box' | 'fetch' | 'sleep'> & { config: ConfiguredHubSpot },
  provider: { id: string; credentials: string },
  limits: Pick<HubSpotClientOptions, 'maxRateLimitRetries' | 'maxRetryAfterSeconds' | 'maxServerRetries' | 'timeoutMs'> = {},
): HubSpotClient {
  const { config } = deps;
  return createHubSpotClient({
    tokens: openTokens(deps.box, provider.credentials),
    // Stored before use: HubSpot may rotate the refresh token, and a lost pair means reconnecting.
    refreshTokens: async (current) => {
      const next = await refreshAccessToken({
        clientId: config.clientId,
        clientSecret: config.clientSecret,
        refreshToken: current.refreshToken,
        apiBaseUrl: config.apiBaseUrl,
        fetch: deps.fetch,
      });
      await deps.repository.saveCredentials(provider.id, sealTokens(deps.box, next));
      return next;
    },
    baseUrl: config.apiBaseUrl,
    fetch: deps.fetch,
    sleep: deps.sleep,
    ...limits,
  });
}

export function describeFailure(error: unknown): SyncFailure {
  if (error instanceof HubSpotAuthError) {
    return { message: `HubSpot refused the connection (${error.message}). Connect HubSpot again.`, permanent: true, disconnect: true };
  }
  if (error instanceof HubSpotRateLimitError) {
    const wait = error.retryAfterSeconds ?? RATE_LIMIT_FALLBACK_S;
    return { message: `HubSpot's rate limit was reached; the sync continues in ${formatWait(wait)}.`, retryAfterSeconds: wait };
  }
  if (error instanceof HubSpotApiError) {
    // A 4xx other than a timeout says the request itself is refused (missing scope, bad input): retrying repeats it.
    const permanent = error.status >= 400 && error.status < 500 && error.status !== 408;
    return { message: `HubSpot answered ${error.status}: ${error.message}`, permanent };
  }
  if (error instanceof ZodError) return { message: 'HubSpot answered with an unexpected shape.' };
  const message = error instanceof Error ? error.message : String(error);
  return { message: `HubSpot could not be reached: ${message}` };
}

function formatWait(seconds: number): string {
  if (seconds < 120) return `${Math.ceil(seconds)} seconds`;
  return `${Math.ceil(seconds / 60)} minutes`;
}

/**
 * Definitions from the deal pipelines: HubSpot's labels (prefixed by the pipeline when there are
 * several) and order, closed-won stages as won and closed-lost ones as lost. The rest is left for
 * the Definitions screen: which open stage means negotiation or bill differs by team.
 */
export function stageDefinitions(pipelines: DealPipeline[]): StageDefinition[] {
  const byOrder = <T extends { displayOrder: number }>(items: T[]) => [...items].sort((a, b) => a.displayOrder - b.displayOrder);
  const several = pipelines.filter((pipeline) => !pipeline.archived).length > 1;
  return byOrder(pipelines).flatMap((pipeline, p) =>
    byOrder(pipeline.stages).map((stage, s) => ({
      stage: stage.id,
      label: (several ? `${pipeline.label}: ${stage.label}` : stage.label).slice(0, 200),
      kind: stage.isClosed && stage.probability === 1 ? 'won' : stage.isClosed && stage.probability === 0 ? 'lost' : null,
      position: p * 100 + s,
    })),
  );
}
