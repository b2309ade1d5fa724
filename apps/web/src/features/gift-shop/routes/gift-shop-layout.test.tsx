import type { Role } from '@salespulse/contract/permissions';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useSessionStore } from '@/shared/stores/session-store';
import { projectId } from '@/test/fixtures/ids';
import { renderRoutes } from '@/test/render-routes';
import { runSignedIn } from '@/test/signed-in';
import GiftShopLayout from './gift-shop-layout';

function renderLayout(role: Role, entry: string) {
  useSessionStore.getState().setProjectId(projectId, 'Acme');
  useSessionStore.getState().setRole(role);
  const screenOf = (name: string) => <p>{name} screen</p>;
  return renderRoutes(
    [
      {
        path: '/gift-shop',
        element: <GiftShopLayout />,
        children: ['catalogue', 'archive', 'history', 'points']
          .map((path) => ({ path, element: screenOf(path) }))
          .concat({ index: true, element: screenOf('shop') } as never),
      },
    ],
    [entry],
  );
}

const tabNames = () =>
  within(screen.getByRole('navigation', { name: 'Gift shop sections' }))
    .getAllByRole('link')
    .map((link) => link.textContent);

describe('Gift shop layout', () => {
  runSignedIn();

  it('shows the heading, the tabs and the open screen, with its tab marked', async () => {
    renderLayout('OWNER', '/gift-shop/catalogue');
    expect(await screen.findByRole('heading', { level: 1, name: 'Gift shop' })).toBeInTheDocument();
    expect(screen.getByText('catalogue screen')).toBeInTheDocument();
    expect(tabNames()).toEqual(['Shop', 'Catalogue', 'Archive', 'History', 'Points']);
    expect(screen.getByRole('link', { name: 'Catalogue' })).toHaveAttribute('aria-current', 'page');
    // The shop tab is marked on the index only.
    expect(screen.getByRole('link', { name: 'Shop' })).not.toHaveAttribute('aria-current');
    expect(screen.getByRole('link', { name: 'Archive' })).toHaveAttribute('href', '/gift-shop/archive');
  });

  it('hides the archive from a representative', async () => {
    renderLayout('REPRESENTATIVE', '/gift-shop');
    expect(await screen.findByText('shop screen')).toBeInTheDocument();
    expect(tabNames()).toEqual(['Shop', 'Catalogue', 'History', 'Points']);
    expect(screen.getByRole('link', { name: 'Shop' })).toHaveAttribute('aria-current', 'page');
  });

  it('moves between screens from the keyboard', async () => {
    const { user, router } = renderLayout('ADMIN', '/gift-shop');
    await screen.findByText('shop screen');
    await user.tab();
    expect(screen.getByRole('link', { name: 'Shop' })).toHaveFocus();
    await user.tab();
    await user.tab();
    expect(screen.getByRole('link', { name: 'Archive' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(await screen.findByText('archive screen')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/gift-shop/archive');
    expect(screen.getByRole('link', { name: 'Archive' })).toHaveAttribute('aria-current', 'page');
  });
});
