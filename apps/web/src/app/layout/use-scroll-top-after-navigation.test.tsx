import { act, screen } from '@testing-library/react';
import { Link, Outlet } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '@/test/render-routes';
import { useScrollTopAfterNavigation } from './use-scroll-top-after-navigation';

function Layout() {
  useScrollTopAfterNavigation();
  return (
    <main id="main">
      <Link to="/settings">Settings</Link>
      <Link to="/pulse?sort=bills">Sort by bills</Link>
      <Outlet />
    </main>
  );
}

const page = (title: string) => <h1>{title}</h1>;

describe('useScrollTopAfterNavigation', () => {
  it('starts a new page at the top of main, and keeps the place when only the query changes', async () => {
    const { user, router } = renderRoutes(
      [
        {
          element: <Layout />,
          children: [
            { path: 'pulse', element: page('Pulse') },
            { path: 'settings', element: page('Settings') },
          ],
        },
      ],
      ['/pulse'],
    );
    const main = await screen.findByRole('main');
    main.scrollTop = 1500;
    await user.click(screen.getByRole('link', { name: 'Sort by bills' }));
    expect(router.state.location.search).toBe('?sort=bills');
    expect(main.scrollTop).toBe(1500);

    await user.click(screen.getByRole('link', { name: 'Settings' }));
    expect(await screen.findByRole('heading', { name: 'Settings' })).toBeInTheDocument();
    expect(main.scrollTop).toBe(0);

    main.scrollTop = 800;
    await act(() => router.navigate(-1));
    expect(await screen.findByRole('heading', { name: 'Pulse' })).toBeInTheDocument();
    expect(main.scrollTop).toBe(0);
  });
});
