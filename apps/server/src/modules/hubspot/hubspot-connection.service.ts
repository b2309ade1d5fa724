import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { AuthorizeCode, AuthorizeResponse, DataProvider } from '@salespulse/contract/data-providers';
import type { Caller } from '../../lib/caller';
import type { CryptoBox } from '../../lib/crypto-box';
import { HttpError, notFound, unprocessable } from '../../lib/errors';
import { toDataProvider, type ProviderRecords } from '../data-providers';
import type { ProjectAccess } from '../../access/project-access';
import {
  isConfigured,
  readSettings,
  sealTokens,
  type ConfiguredHubSpot,
  type HubSpotConfig,
  type PendingAuthorization,
} from './hubspot-credentials';
import { HubSpotAuthError } from './hubspot-errors';
import { authorizationUrl, exchangeCode, HUBSPOT_SYNC_SCOPES } from './hubspot-oauth';
import { fetchPortalId } from './hubspot-token-info';
import type { HubSpotRepository } from './hubspot.repository';

/** The page the provider sends the user back to; the SPA stores the code there. */
export const OAUTH_CALLBACK_PATH = '/data-providers/oauth/callback';
const STATE_LIFETIME_MS = 15 * 60_000;

type Deps = {
  providers: ProviderRecords;
  repository: HubSpotRepository;
  access: ProjectAccess;
  box: CryptoBox;
  config: HubSpotConfig;
  publicUrl: string;
  /** Queues the first sync once connected. */
  enqueueSync: (providerId: string) => Promise<boolean>;
  fetch?: typeof fetch;
  now?: () => number;
};

const hashState = (state: string) => createHash('sha256').update(state).digest('hex');

function sameHash(a: string, b: string): boolean {
  const [x, y] = [Buffer.from(a), Buffer.from(b)];
  return x.length === y.length && timingSafeEqual(x, y);
}

/** Connecting a HubSpot provider: the authorize URL, then the code exchange that stores its tokens. */
export function createHubSpotConnectionService(deps: Deps) {
  const now = deps.now ?? Date.now;
  const redirectUri = `${deps.publicUrl}${OAUTH_CALLBACK_PATH}`;

  async function hubspotProvider(caller: Caller, id: string) {
    const row = await deps.providers.findById(id);
    if (!row) throw notFound('Data provider not found.');
    await deps.access.require(caller, row.projectId, 'project.settings');
    if (row.type !== 'hubspot')
      throw unprocessable([{ propertyPath: 'type', message: 'only a HubSpot data provider connects through OAuth' }]);
    return row;
  }

  function configured(): ConfiguredHubSpot {
    if (!isConfigured(deps.config)) {
      throw new HttpError(503, 'HubSpot is not configured on this server: set HUBSPOT_CLIENT_ID and HUBSPOT_CLIENT_SECRET.');
    }
    return deps.config;
  }

  return {
    /** A fresh state bound to this provider and user (only its hash is kept), and HubSpot's consent page. */
    async authorize(caller: Caller, id: string): Promise<AuthorizeResponse> {
      const row = await hubspotProvider(caller, id);
      const config = configured();
      const state = randomBytes(24).toString('base64url');
      const pending: PendingAuthorization = {
        stateHash: hashState(state),
        userId: caller.userId,
        expiresAt: new Date(now() + STATE_LIFETIME_MS).toISOString(),
      };
      await deps.repository.mergeSettings(row.id, { oauth: pending });
      const authorizationUri = authorizationUrl({
        clientId: config.clientId,
        redirectUri,
        scopes: HUBSPOT_SYNC_SCOPES,
        state,
        authBaseUrl: config.authBaseUrl,
      });
      return { authorizationUri };
    },

    /** Checks the state, exchanges the code, seals the tokens and queues the first sync. */
    async complete(caller: Caller, id: string, input: AuthorizeCode): Promise<DataProvider> {
      const row = await hubspotProvider(caller, id);
      const config = configured();
      const pending = readSettings(row.settings).oauth;
      const valid =
        pending &&
        pending.userId === caller.userId &&
        Date.parse(pending.expiresAt) > now() &&
        sameHash(pending.stateHash, hashState(input.state));
      if (!valid) {
        throw unprocessable([
          { propertyPath: 'state', message: 'this authorization does not belong to this data provider or has expired; connect again' },
        ]);
      }
      const endpoint = {
        clientId: config.clientId,
        clientSecret: config.clientSecret,
        apiBaseUrl: config.apiBaseUrl,
        fetch: deps.fetch,
        now,
      };
      let tokens;
      try {
        tokens = await exchangeCode({ ...endpoint, code: input.code, redirectUri });
      } catch (error) {
        if (error instanceof HubSpotAuthError)
          throw unprocessable([{ propertyPath: 'code', message: `HubSpot refused the code: ${error.message}` }]);
        throw new HttpError(503, 'HubSpot could not be reached; try connecting again in a moment.');
      }
      // The account id only makes deal links; without it the connection works all the same.
      const portalId = await fetchPortalId({ ...endpoint, accessToken: tokens.accessToken }).catch(() => null);
      const connected = await deps.repository.connect(row.id, {
        credentials: sealTokens(deps.box, tokens),
        settings: portalId === null ? {} : { portalId },
      });
      if (!connected) throw notFound('Data provider not found.');
      if (connected.state !== 'paused') await deps.enqueueSync(row.id);
      const current = (await deps.providers.findById(row.id)) ?? connected;
      return toDataProvider(current, deps.publicUrl);
    },
  };
}

export type HubSpotConnectionService = ReturnType<typeof createHubSpotConnectionService>;
