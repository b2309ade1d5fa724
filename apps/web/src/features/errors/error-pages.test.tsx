import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSuspenseQuery } from '@tanstack/react-query';
import { data, Link, useSearchParams, type RouteObject } from 'react-router';
import { toast } from 'react-toastify';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/shared/api/http';
import { useSessionStore } from '@/shared/stores/session-store';
import { renderRoutes } from '@/test/render-routes';
import { useProjectCount } from '@/shared/session/use-project-count';
import NotFoundPage from './not-found-page';
import { RouteErrorPage } from './route-error-page';

vi.mock('@/shared/session/use-project-count', () => ({ useProjectCount: vi.fn(() => undefined) }));

function Thrower({ error }: { error: unknown }): never {
  throw error;
}

function routesThrowing(error: unknown): RouteObject[] {
  return [
    { path: '/', element: <Link to="/broken">open</Link> },
    { path: '/broken', element: <Thrower error={error} />, errorElement: <RouteErrorPage standalone /> },
    { path: '/settings/subscription', element: <p>subscription screen</p> },
    { path: '/select-project', element: <p>project choice</p> },
  ];
}

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

afterEach(() => {
  vi.restoreAllMocks();
  useSessionStore.getState().reset();
});

describe('error pages', () => {
  it.each([
    [404, 'Ooops! Page not found', "This page doesn't exist or was removed! We suggest you return back"],
    [403, 'Restricted access', "Sorry, you don't have access to this page"],
    [500, 'Sorry, unexpected error', 'We are working on fixing the problem.'],
  ])('shows the %i texts and a Return back button', async (status, title, description) => {
    renderRoutes(routesThrowing(new ApiError(status)), ['/broken']);
    expect(await screen.findByRole('heading', { name: title })).toBeInTheDocument();
    expect(screen.getByText(description)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Return back' })).toBeInTheDocument();
  });

  it('shows the status text of other statuses', async () => {
    const routes: RouteObject[] = [
      {
        path: '/',
        loader: () => {
          throw data(null, { status: 409, statusText: 'Conflict' });
        },
        element: <p>never</p>,
        errorElement: <RouteErrorPage />,
      },
    ];
    renderRoutes(routes);
    expect(await screen.findByRole('heading', { name: 'Conflict' })).toBeInTheDocument();
  });

  it('shows "Something went wrong" for a status without text and for unknown values', async () => {
    renderRoutes(routesThrowing('boom'), ['/broken']);
    expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
  });

  it('shows the message of a generic Error', async () => {
    renderRoutes(routesThrowing(new Error('The chart could not be drawn')), ['/broken']);
    expect(await screen.findByRole('heading', { name: 'The chart could not be drawn' })).toBeInTheDocument();
  });

  it('goes back one step with Return back', async () => {
    renderRoutes(routesThrowing(new ApiError(500)), ['/', '/broken'], 1);
    await userEvent.click(await screen.findByRole('button', { name: 'Return back' }));
    expect(await screen.findByRole('link', { name: 'open' })).toBeInTheDocument();
  });

  it('offers Try again when asking again may help (5xx, a network error), not for 403, 404 or a page that broke', async () => {
    for (const [error, offered] of [
      [new ApiError(500), true],
      [new ApiError(503), true],
      [new TypeError('Failed to fetch'), true],
      [new ApiError(403), false],
      [new ApiError(404), false],
      [new Error('The chart could not be drawn'), false],
    ] as const) {
      const { unmount } = renderRoutes(routesThrowing(error), ['/broken']);
      await screen.findByRole('button', { name: 'Return back' });
      expect(screen.queryByRole('button', { name: 'Try again' }) !== null).toBe(offered);
      unmount();
    }
  });

  it('Try again asks for the same page again, with its filters, and shows it when the server answers', async () => {
    let answers = 0;
    function Report() {
      const [search] = useSearchParams();
      const { data } = useSuspenseQuery({
        queryKey: ['report', search.toString()],
        queryFn: () => {
          answers++;
          if (answers === 1) throw new ApiError(500);
          return Promise.resolve(`report for ${search.get('from')}`);
        },
      });
      return <p>{data}</p>;
    }
    const { router } = renderRoutes(
      [{ path: '/managers', element: <Report />, errorElement: <RouteErrorPage standalone /> }],
      ['/managers?from=2030-01-01'],
    );
    expect(await screen.findByRole('heading', { name: 'Sorry, unexpected error' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('report for 2030-01-01')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?from=2030-01-01');
    expect(answers).toBe(2);
  });

  it('renders the 404 page for unknown paths', async () => {
    renderRoutes([{ path: '*', element: <NotFoundPage /> }], ['/nowhere']);
    expect(await screen.findByRole('heading', { name: 'Ooops! Page not found' })).toBeInTheDocument();
    expect(document.title).toBe('SalesPulse');
  });
});

describe('error 402', () => {
  it('shows a loader while the role is unknown', async () => {
    renderRoutes(routesThrowing(new ApiError(402)), ['/broken']);
    expect(await screen.findByRole('status')).toBeInTheDocument();
  });

  it('sends users with project.settings to the subscription screen', async () => {
    useSessionStore.getState().setRole('OWNER');
    renderRoutes(routesThrowing(new ApiError(402)), ['/broken']);
    expect(await screen.findByText('subscription screen')).toBeInTheDocument();
  });

  it('tells other users of a single project to contact their administrator, without a button', async () => {
    const toastSpy = vi.spyOn(toast, 'error');
    useSessionStore.getState().setRole('REPRESENTATIVE');
    renderRoutes(routesThrowing(new ApiError(402)), ['/broken']);
    expect(
      await screen.findByRole('heading', {
        name: "You don't have active subscriptions. Please contact your administrator",
      }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Return back' })).not.toBeInTheDocument();
    expect(toastSpy).not.toHaveBeenCalled();
  });

  it('with several projects, toasts and sends users without project.settings to the project choice', async () => {
    vi.mocked(useProjectCount).mockReturnValue(3);
    const toastSpy = vi.spyOn(toast, 'error');
    useSessionStore.getState().setRole('REPRESENTATIVE');
    renderRoutes(routesThrowing(new ApiError(402)), ['/broken']);
    expect(await screen.findByText('project choice')).toBeInTheDocument();
    expect(toastSpy).toHaveBeenCalledWith("You don't have active subscription for this project.", expect.anything());
  });
});
