import { screen, waitFor } from '@testing-library/react';
import { useLocation } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '@/shared/stores/session-store';
import { hydraErrorResponse, jsonResponse, projectFixture } from '@/test/api-responses';
import { renderRoutes } from '@/test/render-routes';
import { runSignedIn } from '@/test/signed-in';
import CreateProject from './create-project';

function Where() {
  return <p data-testid="location">{useLocation().pathname}</p>;
}

function renderCreate() {
  const view = renderRoutes(
    [
      { path: '/create-project', element: <CreateProject /> },
      { path: '*', element: <Where /> },
    ],
    ['/create-project'],
  );
  return view;
}

function requestBody(spy: ReturnType<typeof vi.spyOn>): unknown {
  const init = spy.mock.calls[0]?.[1] as RequestInit | undefined;
  return typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
}

runSignedIn();

describe('create project screen', () => {
  it('shows the spec texts and keeps Create disabled while the name is blank', async () => {
    const { user } = renderCreate();
    expect(screen.getByRole('heading', { name: 'Create a project' })).toBeInTheDocument();
    expect(screen.getByText('Create a name for your project and start to work')).toBeInTheDocument();
    const name = screen.getByLabelText('Project name');
    expect(name).toHaveAttribute('placeholder', 'Enter project name');
    const create = screen.getByRole('button', { name: 'Create' });
    expect(create).toBeDisabled();

    await user.type(name, '   ');
    expect(create).toBeDisabled();
    await user.type(name, 'x');
    expect(create).toBeEnabled();
  });

  it('sends the trimmed name with the browser time zone, selects the project and opens its settings', async () => {
    const project = projectFixture(7, 'Acme Sales');
    const fetchSpy = vi.spyOn(globalThis, 'fetch').mockResolvedValue(jsonResponse(project, 201));
    const { user, router } = renderCreate();
    await user.type(screen.getByLabelText('Project name'), '  Acme Sales  ');
    await user.click(screen.getByRole('button', { name: 'Create' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/settings/'));
    expect(String(fetchSpy.mock.calls[0]?.[0])).toBe('/api/projects');
    expect(requestBody(fetchSpy)).toEqual({
      name: 'Acme Sales',
      settings: [{ name: 'timezone', value: Intl.DateTimeFormat().resolvedOptions().timeZone }],
    });
    expect(useSessionStore.getState()).toMatchObject({ projectId: project.id, projectName: 'Acme Sales', role: 'OWNER' });
  });

  it('shows the first violation under the field and clears it on typing', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      hydraErrorResponse(422, 'name: too long', [
        { propertyPath: 'name', message: 'name should be at most 100 characters' },
        { propertyPath: 'settings', message: 'second problem' },
      ]),
    );
    const { user } = renderCreate();
    const name = screen.getByLabelText('Project name');
    await user.type(name, 'Acme');
    await user.click(screen.getByRole('button', { name: 'Create' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('name should be at most 100 characters');
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByText('second problem')).not.toBeInTheDocument();

    await user.type(name, '!');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(name).not.toHaveAttribute('aria-invalid');
  });

  it('says "Something went wrong" when the failure has no violation', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(hydraErrorResponse(500, 'Internal Server Error'));
    const { user, router } = renderCreate();
    await user.type(screen.getByLabelText('Project name'), 'Acme');
    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong');
    expect(router.state.location.pathname).toBe('/create-project');
    expect(useSessionStore.getState().projectId).toBeNull();
  });

  it('goes back to the project choice on Cancel', async () => {
    const { user, router } = renderCreate();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/select-project'));
  });
});
