import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { boardFixture } from '@/features/dashboards/testing/board-fixtures';
import { useSessionStore } from '@/shared/stores/session-store';
import { hydraCollection, jsonResponse } from '@/test/api-responses';
import { fakeApi } from '@/test/fake-api';
import { projectId } from '@/test/fixtures/ids';
import { renderRoutes } from '@/test/render-routes';
import { runSignedIn } from '@/test/signed-in';
import { SidebarContent } from './sidebar-content';

const boardsPath = `/projects/${projectId}/dashboards`;

function renderSidebar(
  role: 'OWNER' | 'REPRESENTATIVE',
  boards = [boardFixture(1, { name: 'Team overview' }), boardFixture(2, { name: 'Payments week' })],
) {
  useSessionStore.getState().setProjectId(projectId, 'Acme');
  useSessionStore.getState().setRole(role);
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
    [`GET /projects/${projectId}/data`]: () => jsonResponse({ project, settings: [] }),
    'GET /projects?': () => jsonResponse({ projects: [project], total: 1 }),
    [`GET ${boardsPath}`]: () => jsonResponse(hydraCollection(boards)),
  });
  return { ...renderRoutes([{ path: '/sales-pulse', element: <SidebarContent collapsed={false} /> }], ['/sales-pulse']), api };
}

describe('custom boards in the sidebar', () => {
  runSignedIn();

  it('lists each enabled board under the menu, linking to its dashboard', async () => {
    const { api } = renderSidebar('OWNER');
    const section = await screen.findByRole('region', { name: 'Custom boards' }, { timeout: 3000 });
    expect(within(section).getByRole('link', { name: 'Team overview' })).toHaveAttribute('href', `/dashboard/${boardFixture(1).id}`);
    expect(within(section).getByRole('link', { name: 'Payments week' })).toHaveAttribute('href', `/dashboard/${boardFixture(2).id}`);
    expect(api.calls('GET', boardsPath)[0]?.path).toBe(`${boardsPath}?isEnabled=true&itemsPerPage=50&page=1`);
  });

  it('shows representatives the enabled boards too', async () => {
    renderSidebar('REPRESENTATIVE');
    expect(await screen.findByRole('link', { name: 'Team overview' }, { timeout: 3000 })).toBeInTheDocument();
  });

  it('shows no section while the project has no enabled board', async () => {
    const { api } = renderSidebar('OWNER', []);
    expect(await screen.findByRole('link', { name: 'Pulse' }, { timeout: 3000 })).toBeInTheDocument();
    await waitFor(() => expect(api.calls('GET', boardsPath)).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('region', { name: 'Custom boards' })).not.toBeInTheDocument();
  });
});
