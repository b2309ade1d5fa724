import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';

// A local HubSpot: the consent page (which approves at once and redirects back), the OAuth token and
// token-metadata endpoints, owners, deal pipelines, CRM search, v4 association batch reads and deal
// updates (PATCH, which changes the in-memory deal as HubSpot would), answering with HubSpot's documented shapes from in-memory fixtures. Tests steer it
// (expire tokens, revoke a refresh token, force 429s and 5xx) and read back what it was asked.

export type FakeRecord = {
  id: string;
  properties: Record<string, string | null>;
  createdAt: string;
  updatedAt: string;
};
export type FakeOwner = { id: string; email: string | null; firstName: string | null; lastName: string | null; archived?: boolean };
export type FakePipeline = {
  id: string;
  label: string;
  displayOrder: number;
  stages: { id: string; label: string; displayOrder: number; metadata: Record<string, string> }[];
};
export type FakeRequest = { method: string; path: string; query: URLSearchParams; body: unknown; authorization: string | null };

export type FakeHubSpotFixtures = {
  owners?: FakeOwner[];
  pipelines?: FakePipeline[];
  objects?: Partial<Record<'deals' | 'calls' | 'tasks', FakeRecord[]>>;
  /** fromObjectType -> from id -> deal ids, for the v4 batch read to deals. */
  dealAssociations?: Partial<Record<'calls' | 'tasks', Record<string, string[]>>>;
};

export const FAKE_CLIENT_ID = 'fake-client-id';
export const FAKE_CLIENT_SECRET = 'fake-client-secret';
export const FAKE_AUTH_CODE = 'fake-auth-code';
export const FAKE_PORTAL_ID = 4242;
const TOKEN_LIFETIME_S = 1800;

export async function startFakeHubSpot(fixtures: FakeHubSpotFixtures = {}) {
  const state = {
    owners: fixtures.owners ?? [],
    pipelines: fixtures.pipelines ?? [],
    objects: { deals: [], calls: [], tasks: [], ...fixtures.objects } as Record<string, FakeRecord[]>,
    dealAssociations: fixtures.dealAssociations ?? {},
    accessTokens: new Map<string, { expired: boolean }>(),
    refreshTokens: new Set<string>(),
    rateLimits: [] as { retryAfterSeconds: number | null; policyName: string }[],
    failures: [] as number[],
    /** HubSpot refuses a search whose `after` reaches 10,000; lowered in tests. */
    searchResultCap: 10_000,
    requests: [] as FakeRequest[],
  };

  function issueTokens(refreshToken = `refresh-${randomUUID()}`) {
    const accessToken = `access-${randomUUID()}`;
    state.accessTokens.set(accessToken, { expired: false });
    state.refreshTokens.add(refreshToken);
    return { access_token: accessToken, refresh_token: refreshToken, expires_in: TOKEN_LIFETIME_S, token_type: 'bearer' };
  }

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const url = new URL(request.url ?? '/', 'http://fake');
    const raw = await readBody(request);
    const isForm = (request.headers['content-type'] ?? '').startsWith('application/x-www-form-urlencoded');
    const body = isForm ? Object.fromEntries(new URLSearchParams(raw)) : raw ? (JSON.parse(raw) as unknown) : null;
    state.requests.push({
      method: request.method ?? 'GET',
      path: url.pathname,
      query: url.searchParams,
      body,
      authorization: request.headers.authorization ?? null,
    });

    if (url.pathname === '/oauth/v1/token' && request.method === 'POST') return token(response, body as Record<string, string>);
    if (url.pathname === '/oauth/authorize' && request.method === 'GET') return consent(response, url.searchParams);
    const tokenInfo = /^\/oauth\/v1\/access-tokens\/([^/]+)$/.exec(url.pathname);
    if (tokenInfo?.[1] && request.method === 'GET') return accessTokenInfo(response, decodeURIComponent(tokenInfo[1]));

    const forcedLimit = state.rateLimits.shift();
    if (forcedLimit) {
      const { retryAfterSeconds, policyName } = forcedLimit;
      const headers: Record<string, string> = retryAfterSeconds === null ? {} : { 'retry-after': String(retryAfterSeconds) };
      const body = hubspotError(`You have reached your ${policyName.toLowerCase()} limit.`, 'RATE_LIMITS');
      return send(response, 429, { ...body, errorType: 'RATE_LIMIT', policyName }, headers);
    }
    const forcedFailure = state.failures.shift();
    if (forcedFailure) return send(response, forcedFailure, hubspotError('internal error', 'INTERNAL_ERROR'));

    const bearer = request.headers.authorization?.replace(/^Bearer /, '') ?? '';
    const access = state.accessTokens.get(bearer);
    if (!access) return send(response, 401, hubspotError('Authentication credentials not found.', 'INVALID_AUTHENTICATION'));
    if (access.expired) {
      return send(response, 401, hubspotError('The OAuth token used to make this call expired.', 'EXPIRED_AUTHENTICATION'));
    }

    if (url.pathname === '/crm/v3/owners' && request.method === 'GET') return owners(response, url.searchParams);
    if (url.pathname === '/crm/v3/pipelines/deals' && request.method === 'GET') {
      return send(response, 200, {
        results: state.pipelines.map((pipeline) => ({
          ...pipeline,
          archived: false,
          createdAt: '2024-01-01T00:00:00.000Z',
          updatedAt: '2024-01-01T00:00:00.000Z',
          stages: pipeline.stages.map((stage) => ({
            ...stage,
            archived: false,
            createdAt: '2024-01-01T00:00:00.000Z',
            updatedAt: '2024-01-01T00:00:00.000Z',
          })),
        })),
      });
    }
    const search = /^\/crm\/v3\/objects\/(deals|calls|tasks)\/search$/.exec(url.pathname);
    if (search?.[1] && request.method === 'POST') return searchObjects(response, search[1], body as SearchBody);
    const dealUpdate = /^\/crm\/v3\/objects\/deals\/([^/]+)$/.exec(url.pathname);
    if (dealUpdate?.[1] && request.method === 'PATCH') return updateDeal(response, decodeURIComponent(dealUpdate[1]), body as UpdateBody);
    const associations = /^\/crm\/v4\/associations\/(calls|tasks)\/deals\/batch\/read$/.exec(url.pathname);
    if (associations?.[1] && request.method === 'POST') {
      return readAssociations(response, associations[1] as 'calls' | 'tasks', body as { inputs: { id: string }[] });
    }
    return send(response, 404, hubspotError(`No route for ${request.method} ${url.pathname}`, 'OBJECT_NOT_FOUND'));
  }

  function token(response: ServerResponse, form: Record<string, string>): void {
    if (form.client_id !== FAKE_CLIENT_ID || form.client_secret !== FAKE_CLIENT_SECRET) {
      return send(response, 400, { status: 'BAD_CLIENT_ID', message: 'missing or unknown client id', correlationId: randomUUID() });
    }
    if (form.grant_type === 'authorization_code') {
      if (form.code !== FAKE_AUTH_CODE) {
        return send(response, 400, { status: 'BAD_AUTH_CODE', message: 'missing or unknown auth code', correlationId: randomUUID() });
      }
      return send(response, 200, issueTokens());
    }
    if (form.grant_type === 'refresh_token' && form.refresh_token && state.refreshTokens.has(form.refresh_token)) {
      // Like HubSpot: a new access token, the same refresh token.
      return send(response, 200, issueTokens(form.refresh_token));
    }
    return send(response, 400, { status: 'BAD_REFRESH_TOKEN', message: 'missing or unknown refresh token', correlationId: randomUUID() });
  }

  /** The user approves at once: back to the app's redirect URI with a code and the state it sent. */
  function consent(response: ServerResponse, query: URLSearchParams): void {
    const redirect = query.get('redirect_uri');
    if (query.get('client_id') !== FAKE_CLIENT_ID || !redirect) {
      response.writeHead(400, { 'content-type': 'text/plain' });
      response.end('Authorization failed because the client id or redirect URI is missing or unknown.');
      return;
    }
    const target = new URL(redirect);
    target.searchParams.set('code', FAKE_AUTH_CODE);
    target.searchParams.set('state', query.get('state') ?? '');
    response.writeHead(302, { location: target.toString() });
    response.end();
  }

  function accessTokenInfo(response: ServerResponse, accessToken: string): void {
    const access = state.accessTokens.get(accessToken);
    if (!access || access.expired) return send(response, 404, hubspotError('The access token is unknown or expired.', 'OBJECT_NOT_FOUND'));
    send(response, 200, {
      token: accessToken,
      user: 'installer@acme.test',
      hub_domain: 'acme.test',
      scopes: ['oauth', 'crm.objects.deals.read'],
      hub_id: FAKE_PORTAL_ID,
      app_id: 1001,
      expires_in: TOKEN_LIFETIME_S,
      user_id: 77,
      token_type: 'access',
    });
  }

  function owners(response: ServerResponse, query: URLSearchParams): void {
    const archived = query.get('archived') === 'true';
    const limit = Number(query.get('limit') ?? 100);
    const offset = Number(query.get('after') ?? 0);
    const matching = state.owners.filter((owner) => (owner.archived ?? false) === archived);
    const results = matching.slice(offset, offset + limit).map((owner) => ({
      id: owner.id,
      email: owner.email,
      type: 'PERSON',
      firstName: owner.firstName,
      lastName: owner.lastName,
      userId: Number(owner.id) + 1000,
      createdAt: '2024-01-01T00:00:00.000Z',
      updatedAt: '2024-01-01T00:00:00.000Z',
      archived,
    }));
    send(response, 200, { results, ...paging(offset + limit, matching.length) });
  }

  function searchObjects(response: ServerResponse, object: string, body: SearchBody): void {
    const limit = body.limit ?? 10;
    if (limit > 200) return send(response, 400, hubspotError('limit must be at most 200', 'VALIDATION_ERROR'));
    const offset = Number(body.after ?? 0);
    if (offset >= state.searchResultCap) {
      return send(response, 400, hubspotError('Search results are limited to 10,000.', 'VALIDATION_ERROR'));
    }
    const groups = body.filterGroups ?? [];
    let matching = (state.objects[object] ?? []).filter(
      (record) => groups.length === 0 || groups.some((group) => group.filters.every((filter) => matches(record, filter))),
    );
    const sort = body.sorts?.[0];
    if (sort) {
      const sign = sort.direction === 'DESCENDING' ? -1 : 1;
      matching = [...matching].sort((a, b) => sign * compare(a.properties[sort.propertyName], b.properties[sort.propertyName]));
    }
    const wanted = new Set(['hs_object_id', 'hs_createdate', 'hs_lastmodifieddate', ...(body.properties ?? [])]);
    const results = matching.slice(offset, offset + limit).map((record) => ({
      id: record.id,
      properties: Object.fromEntries(
        [...wanted].map((name) => [name, name === 'hs_object_id' ? record.id : (record.properties[name] ?? null)]),
      ),
      createdAt: record.createdAt,
      updatedAt: record.updatedAt,
      archived: false,
    }));
    send(response, 200, { total: matching.length, results, ...paging(offset + limit, matching.length) });
  }

  function updateDeal(response: ServerResponse, id: string, body: UpdateBody): void {
    const deal = state.objects.deals?.find((record) => record.id === id);
    if (!deal) return send(response, 404, hubspotError('resource not found', 'OBJECT_NOT_FOUND'));
    const properties = body?.properties ?? {};
    const owner = properties.hubspot_owner_id;
    // Like HubSpot: the owner must be a current owner of the account (an empty value clears it).
    if (owner && !state.owners.some((o) => o.id === owner && !o.archived)) {
      const invalid = [
        { isValid: false, message: `${owner} was not one of the allowed options`, error: 'INVALID_OPTION', name: 'hubspot_owner_id' },
      ];
      return send(response, 400, hubspotError(`Property values were not valid: ${JSON.stringify(invalid)}`, 'VALIDATION_ERROR'));
    }
    const now = new Date().toISOString();
    deal.properties = { ...deal.properties, ...properties, hs_lastmodifieddate: now };
    deal.updatedAt = now;
    send(response, 200, {
      id: deal.id,
      properties: deal.properties,
      createdAt: deal.createdAt,
      updatedAt: deal.updatedAt,
      archived: false,
    });
  }

  function readAssociations(response: ServerResponse, from: 'calls' | 'tasks', body: { inputs: { id: string }[] }): void {
    const links = state.dealAssociations[from] ?? {};
    const results = [];
    const errors = [];
    for (const { id } of body.inputs) {
      const deals = links[id];
      if (deals?.length) {
        results.push({
          from: { id },
          to: deals.map((deal) => ({
            toObjectId: Number(deal),
            associationTypes: [{ category: 'HUBSPOT_DEFINED', typeId: from === 'calls' ? 206 : 216, label: null }],
          })),
        });
      } else {
        const message = `No deals are associated with ${from} ${id}.`;
        errors.push({ status: 'error', category: 'OBJECT_NOT_FOUND', message, context: { fromObjectId: [id] } });
      }
    }
    const now = new Date().toISOString();
    // HubSpot answers 207 when some inputs have no associations.
    send(response, errors.length ? 207 : 200, {
      status: 'COMPLETE',
      results,
      ...(errors.length ? { numErrors: errors.length, errors } : {}),
      startedAt: now,
      completedAt: now,
    });
  }

  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => send(response, 500, hubspotError(String(error), 'INTERNAL_ERROR')));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('fake HubSpot did not bind');

  return {
    url: `http://127.0.0.1:${address.port}`,
    state,
    /** A valid token pair, as if the OAuth flow had just completed. */
    issueTokens,
    /** Every access token issued so far now answers 401 (as HubSpot does after 30 minutes). */
    expireAccessTokens(): void {
      for (const token of state.accessTokens.values()) token.expired = true;
    },
    /** The refresh token no longer works, as when the app is uninstalled. */
    revokeRefreshToken(refreshToken: string): void {
      state.refreshTokens.delete(refreshToken);
      for (const token of state.accessTokens.values()) token.expired = true;
    },
    /** The next `count` API requests answer 429, with Retry-After unless it is null. */
    rateLimitNext(count: number, retryAfterSeconds: number | null = 1, policyName = 'TEN_SECONDLY_ROLLING'): void {
      for (let i = 0; i < count; i++) state.rateLimits.push({ retryAfterSeconds, policyName });
    },
    /** The next `count` API requests answer `status`. */
    failNext(count: number, status = 503): void {
      for (let i = 0; i < count; i++) state.failures.push(status);
    },
    searches(object: string): FakeRequest[] {
      return state.requests.filter((r) => r.path === `/crm/v3/objects/${object}/search`);
    },
    /** The deal PATCHes received, answered or not. */
    dealUpdates(): FakeRequest[] {
      return state.requests.filter((r) => r.method === 'PATCH' && r.path.startsWith('/crm/v3/objects/deals/'));
    },
    close: () => new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
}

export type FakeHubSpot = Awaited<ReturnType<typeof startFakeHubSpot>>;

type UpdateBody = { properties?: Record<string, string | null> } | null;
type SearchFilter = { propertyName: string; operator: string; value?: string };
type SearchBody = {
  filterGroups?: { filters: SearchFilter[] }[];
  sorts?: { propertyName: string; direction?: 'ASCENDING' | 'DESCENDING' }[];
  properties?: string[];
  limit?: number;
  after?: string;
};

function matches(record: FakeRecord, filter: SearchFilter): boolean {
  const order = compare(record.properties[filter.propertyName], filter.value);
  switch (filter.operator) {
    case 'EQ':
      return order === 0;
    case 'GT':
      return order > 0;
    case 'GTE':
      return order >= 0;
    case 'LT':
      return order < 0;
    case 'LTE':
      return order <= 0;
    default:
      throw new Error(`fake HubSpot does not support operator ${filter.operator}`);
  }
}

/** Compares as instants or numbers when both sides read as one (dates filter by epoch ms), else as text. */
function compare(a: string | null | undefined, b: string | null | undefined): number {
  const asNumber = (value: string | null | undefined) =>
    value == null ? Number.NaN : /^-?\d+(\.\d+)?$/.test(value) ? Number(value) : Date.parse(value);
  const [x, y] = [asNumber(a), asNumber(b)];
  if (!Number.isNaN(x) && !Number.isNaN(y)) return x - y;
  return String(a ?? '').localeCompare(String(b ?? ''));
}

function paging(nextOffset: number, total: number) {
  return nextOffset < total ? { paging: { next: { after: String(nextOffset), link: `?after=${nextOffset}` } } } : {};
}

function hubspotError(message: string, category: string) {
  return { status: 'error', message, correlationId: randomUUID(), category };
}

function send(response: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  response.writeHead(status, { 'content-type': 'application/json;charset=utf-8', ...headers });
  response.end(JSON.stringify(body));
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}
