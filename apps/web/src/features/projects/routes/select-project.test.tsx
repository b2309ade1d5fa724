import type { Project } from '@salespulse/contract/projects';
import userEvent from '@testing-library/user-event';
import { screen, waitFor } from '@testing-library/react';
import { useLocation, type InitialEntry } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '@/shared/stores/session-store';
import { jsonResponse, projectFixture, requestedUrls } from '@/test/api-responses';
import { renderRoutes } from '@/test/render-routes';
import { runSignedIn } from '@/test/signed-in';
import SelectProject from './select-project';

function Where() {
  return <p data-testid="location">{useLocation().pathname}</p>;
}

function renderSelect(entry: InitialEntry = '/select-project') {
  return renderRoutes(
    [
      { path: '/select-project', element: <SelectProject /> },
      { path: '*', element: <Where /> },
    ],
    [entry],
  );
}

function projects(count: number): Project[] {
  return Array.from({ length: count }, (_, index) => projectFixture(index + 1, `Project ${String(index + 1).padStart(4, '0')}`));
}

/** The API: the first page of `all`, filtered by `name` like the server (case-insensitive substring). */
function serveProjects(all: Project[]) {
  return vi.spyOn(globalThis, 'fetch').mockImplementation((input) => {
    const url = new URL(String(input), 'http://localhost');
    const name = url.searchParams.get('name')?.toLowerCase();
    const matching = name ? all.filter((project) => project.name.toLowerCase().includes(name)) : all;
    const size = Number(url.searchParams.get('itemsPerPage'));
    return Promise.resolve(jsonResponse({ projects: matching.slice(0, size), total: matching.length }));
  });
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

runSignedIn();

describe('select project screen', () => {
  it('lists the projects with their initial and a Create project tile, without search for up to 6', async () => {
    const fetchSpy = serveProjects([projectFixture(1, 'acme'), projectFixture(2, 'Beta', 'ADMIN'), projectFixture(3, 'Gamma')]);
    renderSelect();

    expect(await screen.findByRole('heading', { name: 'Choose a project' })).toBeInTheDocument();
    const tiles = await screen.findAllByRole('button', { name: /acme|Beta|Gamma/ });
    expect(tiles.map((tile) => tile.textContent)).toEqual([
      expect.stringContaining('acme'),
      expect.stringContaining('Beta'),
      expect.stringContaining('Gamma'),
    ]);
    expect(tiles[0]).toHaveTextContent(/^Aacme/);
    expect(screen.getByRole('link', { name: /Create project/ })).toHaveAttribute('href', '/create-project');
    expect(screen.queryByRole('searchbox')).not.toBeInTheDocument();
    expect(requestedUrls(fetchSpy)).toEqual(['/api/projects?itemsPerPage=30&page=1']);
  });

  it('shows the search field only above 6 projects', async () => {
    serveProjects(projects(7));
    renderSelect();
    expect(await screen.findByRole('searchbox', { name: 'Search projects' })).toHaveAttribute('placeholder', 'What project do you need?');
  });

  it('searches 500 ms after typing stops and only from 3 characters', async () => {
    const all = [...projects(8), projectFixture(100, 'Zebra Sales')];
    const fetchSpy = serveProjects(all);
    const user = userEvent.setup();
    renderSelect();
    const search = await screen.findByRole('searchbox');

    await user.type(search, 'ze');
    await wait(700);
    expect(requestedUrls(fetchSpy).some((url) => url.includes('name='))).toBe(false);

    await user.type(search, 'b');
    await wait(200);
    expect(requestedUrls(fetchSpy).some((url) => url.includes('name='))).toBe(false);

    await waitFor(() => expect(requestedUrls(fetchSpy)).toContain('/api/projects?itemsPerPage=30&name=zeb&page=1'));
    await waitFor(() => expect(screen.queryByRole('button', { name: /Project 0001/ })).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: /Zebra Sales/ })).toBeInTheDocument();
  });

  it('says "No results found" when the search matches nothing', async () => {
    serveProjects(projects(10));
    const user = userEvent.setup();
    renderSelect();
    await user.type(await screen.findByRole('searchbox'), 'nothing like it');
    expect(await screen.findByText('No results found', {}, { timeout: 2000 })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Project/ })).not.toBeInTheDocument();
  });

  it('renders only the first 30 of many projects and points to the search', async () => {
    serveProjects(projects(1000));
    renderSelect();
    expect(await screen.findByText('Showing 30 of 1000 projects. Use the search field to find a project.')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /Project \d+/ })).toHaveLength(30);
  });

  it('sends a user without projects to Create project', async () => {
    serveProjects([]);
    const { router } = renderSelect();
    await waitFor(() => expect(router.state.location.pathname).toBe('/create-project'));
  });

  it('selects the only project and returns to the previous path', async () => {
    serveProjects([projectFixture(1, 'Solo', 'ADMIN')]);
    const { router } = renderSelect({ pathname: '/select-project', state: { from: '/managers?range=week' } });
    await waitFor(() => expect(router.state.location.pathname).toBe('/managers'));
    expect(router.state.location.search).toBe('?range=week');
    expect(useSessionStore.getState()).toMatchObject({ projectId: projectFixture(1, '').id, projectName: 'Solo', role: 'ADMIN' });
  });

  it('goes to / after auto-selecting when there is no previous path', async () => {
    serveProjects([projectFixture(1, 'Solo')]);
    const { router } = renderSelect();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('selects a chosen project with its role and goes to the previous path', async () => {
    useSessionStore.getState().setProjectId(projectFixture(1, '').id, 'Alpha');
    serveProjects([projectFixture(1, 'Alpha'), projectFixture(2, 'Beta', 'REPRESENTATIVE')]);
    const user = userEvent.setup();
    const { router } = renderSelect({ pathname: '/select-project', state: { from: '/call-board' } });

    expect(await screen.findByRole('button', { name: /Alpha/ })).toHaveAttribute('aria-current', 'true');
    await user.click(screen.getByRole('button', { name: /Beta/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/call-board'));
    expect(useSessionStore.getState()).toMatchObject({ projectId: projectFixture(2, '').id, projectName: 'Beta', role: 'REPRESENTATIVE' });
  });

  it('offers to try again when the list cannot be loaded', async () => {
    const fetchSpy = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValueOnce(jsonResponse({}, 500))
      .mockResolvedValue(jsonResponse({ projects: [projectFixture(1, 'Alpha'), projectFixture(2, 'Beta')], total: 2 }));
    const user = userEvent.setup();
    renderSelect();
    await user.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: /Beta/ })).toBeInTheDocument();
    expect(fetchSpy).toHaveBeenCalledTimes(2);
  });
});
