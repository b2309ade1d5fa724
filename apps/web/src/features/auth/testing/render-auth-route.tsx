import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, useLocation, type RouteObject } from 'react-router';
import { ToastContainer } from 'react-toastify';
import { vi } from 'vitest';

function LocationProbe() {
  const location = useLocation();
  return <p data-testid="location">{location.pathname}</p>;
}

type InitialEntry = string | { pathname: string; state?: unknown; search?: string };

/** Renders the given routes the way the app does, plus a catch-all that shows where navigation led. */
export function renderAuthRoutes(routes: RouteObject[], initialEntry: InitialEntry) {
  const router = createMemoryRouter([...routes, { path: '*', element: <LocationProbe /> }], {
    initialEntries: [initialEntry],
  });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const user = userEvent.setup();
  const view = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <ToastContainer />
    </QueryClientProvider>,
  );
  return { ...view, router, user };
}

export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

export function hydraErrorResponse(
  status: number,
  description: string,
  violations?: { propertyPath: string; message: string }[],
): Response {
  const body = {
    '@type': 'hydra:Error',
    'hydra:title': 'An error occurred',
    'hydra:description': description,
    status,
    ...(violations ? { violations } : {}),
  };
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/ld+json' } });
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
