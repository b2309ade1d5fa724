import { useLocation, type InitialEntry, type RouteObject } from 'react-router';
import { vi } from 'vitest';
import { renderRoutes } from '@/test/render-routes';

function LocationProbe() {
  const location = useLocation();
  return <p data-testid="location">{location.pathname}</p>;
}

/** Renders the given routes the way the app does, plus a catch-all that shows where navigation led. */
export function renderAuthRoutes(routes: RouteObject[], initialEntry: InitialEntry) {
  return renderRoutes([...routes, { path: '*', element: <LocationProbe /> }], [initialEntry]);
}

export function mockFetch() {
  return vi.spyOn(globalThis, 'fetch');
}

/** The request the n-th fetch call made: path, method, headers and parsed JSON body. */
export function fetchCall(spy: ReturnType<typeof mockFetch>, index = 0) {
  const [input, init] = spy.mock.calls[index] ?? [];
  const headers = new Headers(init?.headers);
  return {
    url: String(input),
    method: init?.method,
    headers,
    body: typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
  };
}
