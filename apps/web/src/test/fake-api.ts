import { vi } from 'vitest';
import { hydraErrorResponse } from './api-responses';

/** `body`: parsed JSON, or the FormData itself for multipart uploads. */
export type RecordedRequest = { method: string; path: string; body: unknown; headers: Headers };

type Handler = (request: RecordedRequest) => Response | Promise<Response>;

/**
 * A fetch stand-in answering by "METHOD /path" (path without /api, query included). Routes match
 * by prefix, longest first, so `GET /projects/p1/employees` also serves its paged variants.
 * Every request is recorded for assertions.
 */
export function fakeApi(routes: Record<string, Handler>) {
  const requests: RecordedRequest[] = [];
  const keys = Object.keys(routes).sort((a, b) => b.length - a.length);
  const spy = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    const path = `${url.pathname.replace(/^\/api/, '')}${url.search}`;
    const method = init?.method ?? 'GET';
    const body =
      init?.body instanceof FormData ? init.body : typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    const request = { method, path, body, headers: new Headers(init?.headers) };
    requests.push(request);
    const key = keys.find((candidate) => `${method} ${path}`.startsWith(candidate));
    if (!key) return hydraErrorResponse(404, `no fake for ${method} ${path}`);
    return routes[key]!(request);
  });
  const calls = (method: string, pathPrefix: string) =>
    requests.filter((request) => request.method === method && request.path.startsWith(pathPrefix));
  return { spy, requests, calls };
}
