import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { useSessionStore } from '@/shared/stores/session-store';
import { renderRoutes } from '@/test/render-routes';
import ProjectDeleted from './project-deleted';

afterEach(() => {
  useSessionStore.getState().reset();
});

describe('project-deleted page', () => {
  it('forgets the deleted project and leads to the project choice', async () => {
    useSessionStore.getState().setProjectId('p-1', 'Gone');
    useSessionStore.getState().setRole('OWNER');
    const { router } = renderRoutes(
      [
        { path: '/project-deleted', element: <ProjectDeleted /> },
        { path: '/select-project', element: <p>choose</p> },
      ],
      ['/project-deleted'],
    );
    expect(screen.getByRole('heading', { name: 'The project has been deleted' })).toBeInTheDocument();
    await waitFor(() => expect(useSessionStore.getState()).toMatchObject({ projectId: null, role: null }));

    await userEvent.click(screen.getByRole('link', { name: 'To the main page' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/select-project'));
  });
});
