import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '@/shared/stores/auth-store';
import { fakeJwt } from '@/test/fake-jwt';
import { ApiError, http, REFRESH_AHEAD_MS, setAuthFailureHandler } from './http';

function json(status: number, body: unknown, type = 'application/json'): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': type } });
}

const hydra = (status: number, description: string) => ({
  '@type': 'hydra:Error',
  'hydra:title': 'An error occurred',
  'hydra:description': description,
  status,
});

type Call = { url: string; method: string; headers: Record<string, string>; body?: string };

function setupFetch(handler: (call: Call) => Response | Promise<Response>) {
  const calls: Call[] = [];
  // The client always passes the URL as a string.
  const fetchMock = vi.fn(async (input: string, init?: RequestInit) => {
    const call: Call = {
      url: input,
      method: init?.method ?? 'GET',
      headers: (init?.headers ?? {}) as Record<string, string>,
      body: typeof init?.body === 'string' ? init.body : undefined,
    };
    calls.push(call);
    return handler(call);
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, fetchMock };
}

const onAuthFailure = vi.fn();

beforeEach(() => {
  useAuthStore.getState().setTokens({ token: 'old-token', refresh_token: 'old-refresh' });
  setAuthFailureHandler(onAuthFailure);
});

afterEach(() => {
  vi.unstubAllGlobals();
  onAuthFailure.mockReset();
  useAuthStore.getState().clear();
});

describe('http', () => {
  it('sends the bearer token and parses JSON', async () => {
    const { calls } = setupFetch(() => json(200, { id: 1 }));
    await expect(http.get<{ id: number }>('/users/1')).resolves.toEqual({ id: 1 });
    expect(calls[0]?.url).toBe('/api/users/1');
    expect(calls[0]?.headers.Authorization).toBe('Bearer old-token');
  });

  it('omits the token when auth is false and sends JSON', async () => {
    const { calls } = setupFetch(() => json(200, { token: 't', refresh_token: 'r' }));
    await http.post('/auth/login', { email: 'a@b.co' }, { auth: false });
    expect(calls[0]?.headers.Authorization).toBeUndefined();
    expect(calls[0]?.headers['Content-Type']).toBe('application/json');
    expect(calls[0]?.body).toBe('{"email":"a@b.co"}');
  });

  it('patches with the merge-patch content type', async () => {
    const { calls } = setupFetch(() => json(200, {}, 'application/ld+json'));
    await http.patch('/users/1', { name: 'A' });
    expect(calls[0]?.method).toBe('PATCH');
    expect(calls[0]?.headers['Content-Type']).toBe('application/merge-patch+json');
  });

  it('posts a form as multipart with the bearer token, leaving its content type to the browser', async () => {
    const { calls, fetchMock } = setupFetch(() => json(201, { id: 'm1' }));
    const form = new FormData();
    form.append('project', '/api/projects/p1');
    await expect(http.postForm('/media_objects', form)).resolves.toEqual({ id: 'm1' });
    expect(calls[0]?.method).toBe('POST');
    expect(calls[0]?.headers.Authorization).toBe('Bearer old-token');
    expect(calls[0]?.headers['Content-Type']).toBeUndefined();
    expect(fetchMock.mock.calls[0]?.[1]?.body).toBe(form);
  });

  it('sends the same form again after refreshing on 401', async () => {
    const { calls, fetchMock } = setupFetch(({ url, headers }) => {
      if (url === '/api/auth/refresh') return json(200, { token: 'new-token', refresh_token: 'new-refresh' });
      return headers.Authorization === 'Bearer new-token' ? json(201, { id: 'm1' }) : json(401, hydra(401, 'expired'));
    });
    const form = new FormData();
    await expect(http.postForm('/media_objects', form)).resolves.toEqual({ id: 'm1' });
    expect(calls.map((call) => call.url)).toEqual(['/api/media_objects', '/api/auth/refresh', '/api/media_objects']);
    expect(fetchMock.mock.calls[2]?.[1]?.body).toBe(form);
  });

  it('returns undefined for 204', async () => {
    setupFetch(() => new Response(null, { status: 204 }));
    await expect(http.delete('/users/1')).resolves.toBeUndefined();
  });

  it('throws ApiError with the hydra description and violations', async () => {
    setupFetch(() =>
      json(422, { ...hydra(422, 'name: required field'), violations: [{ propertyPath: 'name', message: 'required field' }] }),
    );
    const error = await http.post('/users', {}).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 422,
      message: 'name: required field',
      description: 'name: required field',
      violations: [{ propertyPath: 'name', message: 'required field' }],
    });
  });

  it('throws a plain Error on network failure and on a non-JSON success', async () => {
    setupFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    const network = await http.get('/x').catch((caught: unknown) => caught);
    expect(network).toBeInstanceOf(Error);
    expect(network).not.toBeInstanceOf(ApiError);

    setupFetch(() => new Response('<html></html>', { status: 200, headers: { 'Content-Type': 'text/html' } }));
    const html = await http.get('/x').catch((caught: unknown) => caught);
    expect(html).toBeInstanceOf(Error);
    expect(html).not.toBeInstanceOf(ApiError);
  });

  it('refreshes once on 401, stores the new pair and retries once', async () => {
    const { calls } = setupFetch(({ url, headers }) => {
      if (url === '/api/auth/refresh') return json(200, { token: 'new-token', refresh_token: 'new-refresh' });
      return headers.Authorization === 'Bearer new-token' ? json(200, { ok: true }) : json(401, hydra(401, 'expired'));
    });
    await expect(http.get('/users/1')).resolves.toEqual({ ok: true });
    expect(calls.map((call) => call.url)).toEqual(['/api/users/1', '/api/auth/refresh', '/api/users/1']);
    expect(calls[1]?.body).toBe('{"refresh_token":"old-refresh"}');
    expect(useAuthStore.getState()).toMatchObject({ token: 'new-token', refreshToken: 'new-refresh' });
  });

  it('retries only once when the retried request fails again', async () => {
    const { calls } = setupFetch(({ url }) =>
      url === '/api/auth/refresh'
        ? json(200, { token: 'new-token', refresh_token: 'new-refresh' })
        : json(403, hydra(403, 'Access denied')),
    );
    const error = await http.get('/projects/1').catch((caught: unknown) => caught);
    expect(error).toMatchObject({ status: 403 });
    expect(calls).toHaveLength(3);
    expect(onAuthFailure).not.toHaveBeenCalled();
  });

  it('shares one refresh between concurrent 401s', async () => {
    let releaseRefresh: () => void = () => undefined;
    const refreshGate = new Promise<void>((resolve) => {
      releaseRefresh = resolve;
    });
    const { calls } = setupFetch(async ({ url, headers }) => {
      if (url === '/api/auth/refresh') {
        await refreshGate;
        return json(200, { token: 'new-token', refresh_token: 'new-refresh' });
      }
      return headers.Authorization === 'Bearer new-token' ? json(200, { url }) : json(401, hydra(401, 'expired'));
    });
    const requests = Promise.all([http.get('/a'), http.get('/b'), http.get('/c')]);
    await vi.waitFor(() => expect(calls.filter((call) => call.url === '/api/auth/refresh')).toHaveLength(1));
    releaseRefresh();
    await expect(requests).resolves.toEqual([{ url: '/api/a' }, { url: '/api/b' }, { url: '/api/c' }]);
    expect(calls.filter((call) => call.url === '/api/auth/refresh')).toHaveLength(1);
  });

  it('clears auth and calls the failure handler when the refresh fails', async () => {
    const { calls } = setupFetch(({ url }) =>
      url === '/api/auth/refresh' ? json(401, hydra(401, 'reused token')) : json(401, hydra(401, 'expired')),
    );
    const error = await http.get('/users/1').catch((caught: unknown) => caught);
    expect(error).toMatchObject({ status: 401 });
    expect(calls).toHaveLength(2);
    expect(useAuthStore.getState()).toMatchObject({ token: null, refreshToken: null });
    expect(onAuthFailure).toHaveBeenCalledTimes(1);
  });

  it('does not refresh for calls made without auth or with refresh disabled', async () => {
    const { calls } = setupFetch(() => json(401, hydra(401, 'Invalid credentials')));
    await expect(http.post('/auth/login', {}, { auth: false })).rejects.toMatchObject({ status: 401 });
    await expect(http.post('/auth/logout', {}, { refresh: false })).rejects.toMatchObject({ status: 401 });
    expect(calls).toHaveLength(2);
    expect(onAuthFailure).not.toHaveBeenCalled();
    expect(useAuthStore.getState().token).toBe('old-token');
  });

  describe('before the access token expires', () => {
    const LIFETIME_S = 15 * 60;
    const start = new Date('2025-03-12T09:00:00Z');
    const tokenIssuedAt = (date: Date, name: string) => {
      const iat = Math.floor(date.getTime() / 1000);
      return fakeJwt({ userid: name, iat, exp: iat + LIFETIME_S });
    };
    const refreshAnswer = () => json(200, { token: tokenIssuedAt(new Date(Date.now()), 'fresh'), refresh_token: 'new-refresh' });

    beforeEach(() => {
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(start);
      useAuthStore.getState().setTokens({ token: tokenIssuedAt(start, 'first'), refresh_token: 'old-refresh' });
    });
    afterEach(() => vi.useRealTimers());

    it('sends a token with time left as it is', async () => {
      const { calls } = setupFetch(() => json(200, {}));
      vi.setSystemTime(start.getTime() + LIFETIME_S * 1000 - REFRESH_AHEAD_MS - 1000);
      await http.get('/users/1');
      expect(calls.map((call) => call.url)).toEqual(['/api/users/1']);
    });

    it('refreshes first when the token ends within a minute, and sends the new one', async () => {
      const { calls } = setupFetch(({ url }) => (url === '/api/auth/refresh' ? refreshAnswer() : json(200, { ok: true })));
      const first = useAuthStore.getState().token;
      vi.setSystemTime(start.getTime() + LIFETIME_S * 1000 - REFRESH_AHEAD_MS + 1000);
      await expect(http.get('/users/1')).resolves.toEqual({ ok: true });
      expect(calls.map((call) => call.url)).toEqual(['/api/auth/refresh', '/api/users/1']);
      const fresh = useAuthStore.getState().token;
      expect(fresh).not.toBe(first);
      expect(calls[1]?.headers.Authorization).toBe(`Bearer ${fresh}`);
    });

    it('refreshes an expired token once for calls made together', async () => {
      let releaseRefresh: () => void = () => undefined;
      const gate = new Promise<void>((resolve) => (releaseRefresh = resolve));
      const { calls } = setupFetch(async ({ url }) => {
        if (url !== '/api/auth/refresh') return json(200, { url });
        await gate;
        return refreshAnswer();
      });
      vi.setSystemTime(start.getTime() + LIFETIME_S * 1000 + 5000);
      const requests = Promise.all([http.get('/a'), http.get('/b'), http.get('/c')]);
      await vi.waitFor(() => expect(calls.filter((call) => call.url === '/api/auth/refresh')).toHaveLength(1));
      releaseRefresh();
      await expect(requests).resolves.toEqual([{ url: '/api/a' }, { url: '/api/b' }, { url: '/api/c' }]);
      expect(calls.filter((call) => call.url === '/api/auth/refresh')).toHaveLength(1);
      const fresh = useAuthStore.getState().token;
      expect(
        calls.filter((call) => call.url !== '/api/auth/refresh').every((call) => call.headers.Authorization === `Bearer ${fresh}`),
      ).toBe(true);
    });

    it('counts the lifetime on this browser’s clock, whatever the server’s clock said', async () => {
      // Issued by a server whose clock is an hour behind: by its own claims the token is long expired.
      const serverNow = new Date(start.getTime() - 3_600_000);
      useAuthStore.getState().setTokens({ token: tokenIssuedAt(serverNow, 'skewed'), refresh_token: 'old-refresh' });
      const { calls } = setupFetch(() => json(200, {}));
      vi.setSystemTime(start.getTime() + 10 * 60_000);
      await http.get('/users/1');
      expect(calls.map((call) => call.url)).toEqual(['/api/users/1']);
    });

    it('still refreshes once after a 401 when the early refresh failed', async () => {
      const { calls } = setupFetch(({ url }) =>
        url === '/api/auth/refresh' ? json(401, hydra(401, 'revoked')) : json(401, hydra(401, 'expired')),
      );
      vi.setSystemTime(start.getTime() + LIFETIME_S * 1000 + 5000);
      await expect(http.get('/users/1')).rejects.toMatchObject({ status: 401 });
      expect(calls.map((call) => call.url)).toEqual(['/api/auth/refresh', '/api/users/1', '/api/auth/refresh']);
      expect(onAuthFailure).toHaveBeenCalledTimes(1);
    });

    it('leaves calls made without a session alone', async () => {
      const { calls } = setupFetch(() => json(200, { token: 't', refresh_token: 'r' }));
      vi.setSystemTime(start.getTime() + LIFETIME_S * 1000 + 5000);
      await http.post('/auth/login', {}, { auth: false });
      expect(calls.map((call) => call.url)).toEqual(['/api/auth/login']);
    });
  });
});
