import type { Role } from '@salespulse/contract/permissions';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useSessionStore } from '@/shared/stores/session-store';
import { hydraCollection, jsonResponse } from '@/test/api-responses';
import { fakeApi } from '@/test/fake-api';
import { renderRoutes } from '@/test/render-routes';
import { runSignedIn } from '@/test/signed-in';
import { SidebarContent } from './sidebar-content';

const projectId = 'p-1';
const requestsPath = `/projects/${projectId}/gift_requests`;

function renderSidebar({ role, giftShop = '1', pending }: { role: Role; giftShop?: string; pending: number }) {
  useSessionStore.getState().setProjectId(projectId, 'Acme');
  useSessionStore.getState().setRole(role);
  const setting = {
    '@id': '/api/settings/s-1',
    '@type': 'Setting',
    id: 's-1',
    project: `/api/projects/${projectId}`,
    name: 'gift_shop_enabled',
    value: giftShop,
  };
  const project = {
    '@id': `/api/projects/${projectId}`,
    '@type': 'Project',
    id: projectId,
    name: 'Acme',
    settings: [],
    role,
    createdAt: '',
  };
  const api = fakeApi({
    [`GET /projects/${projectId}/data`]: () => jsonResponse({ project, settings: [setting] }),
    'GET /projects?': () => jsonResponse({ projects: [project], total: 2 }),
    [`GET ${requestsPath}`]: () => jsonResponse(hydraCollection([], pending)),
  });
  return { ...renderRoutes([{ path: '/sales-pulse', element: <SidebarContent collapsed={false} /> }], ['/sales-pulse']), api };
}

const giftShopLink = () => screen.findByRole('link', { name: /^Gift shop/ }, { timeout: 3000 });

describe('sidebar indicator of pending gift requests', () => {
  runSignedIn();

  it('shows a labelled dot on the gift shop when a pending request awaits an owner', async () => {
    const { api } = renderSidebar({ role: 'OWNER', pending: 3 });
    const link = await screen.findByRole('link', { name: 'Gift shop Pending gift requests' }, { timeout: 3000 });
    expect(within(link).getByTestId('nav-indicator')).toHaveAttribute('title', 'Pending gift requests');
    // One row is enough to know; the server answers an owner with everybody's requests.
    expect(api.calls('GET', requestsPath)[0]?.path).toBe(`${requestsPath}?itemsPerPage=1&page=1&status%5B%5D=pending`);
  });

  it('shows a representative the dot for a pending request of their own', async () => {
    renderSidebar({ role: 'REPRESENTATIVE', pending: 1 });
    const link = await giftShopLink();
    expect(await within(link).findByTestId('nav-indicator')).toBeInTheDocument();
  });

  it('shows no dot when nothing is pending', async () => {
    const { api } = renderSidebar({ role: 'ADMIN', pending: 0 });
    const link = await giftShopLink();
    await waitFor(() => expect(api.calls('GET', requestsPath)).toHaveLength(1));
    // Let the answer land before looking.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(within(link).queryByTestId('nav-indicator')).not.toBeInTheDocument();
    expect(link).toHaveAccessibleName('Gift shop');
  });

  it('asks nothing while the gift shop is off', async () => {
    const { api } = renderSidebar({ role: 'OWNER', giftShop: '0', pending: 2 });
    expect(await screen.findByRole('link', { name: 'Pulse' }, { timeout: 3000 })).toBeInTheDocument();
    await waitFor(() => expect(api.calls('GET', `/projects/${projectId}/data`)).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('link', { name: /^Gift shop/ })).not.toBeInTheDocument();
    expect(api.calls('GET', requestsPath)).toHaveLength(0);
  });
});
