import type { Role } from '@salespulse/contract/permissions';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useSessionStore } from '@/shared/stores/session-store';
import { hydraCollection, jsonResponse } from '@/test/api-responses';
import { fakeApi } from '@/test/fake-api';
import { renderScreen } from '@/test/render-screen';
import { runSignedIn } from '@/test/signed-in';
import { NoDataSourceNote } from './no-data-source-note';

const provider = { '@id': '/api/data_providers/d1', id: 'd1', name: 'HubSpot', state: 'active', syncStatus: 'idle', lastError: null };

function renderNote(role: Role, providers: unknown[]) {
  useSessionStore.getState().setProjectId('p1', 'Acme');
  useSessionStore.getState().setRole(role);
  const api = fakeApi({ 'GET /projects/p1/data_providers': () => jsonResponse(hydraCollection(providers)) });
  renderScreen(
    <>
      <NoDataSourceNote projectId="p1" />
      <p>board</p>
    </>,
  );
  return api;
}

describe('NoDataSourceNote', () => {
  runSignedIn();

  it('tells an admin of a project without data providers where the figures come from, and leads there', async () => {
    renderNote('ADMIN', []);
    expect(await screen.findByRole('note')).toHaveTextContent('No CRM connected yet.');
    expect(screen.getByRole('link', { name: 'Add a data provider' })).toHaveAttribute('href', '/settings/data-provider/create');
  });

  it('says nothing once the project has a provider', async () => {
    const api = renderNote('OWNER', [provider]);
    await waitFor(() => expect(api.calls('GET', '/projects/p1/data_providers')).toHaveLength(1));
    // Given time to answer, the note still does not come.
    await expect(screen.findByRole('note', {}, { timeout: 300 })).rejects.toThrow();
  });

  it('says nothing to a representative, who can neither list nor add providers', async () => {
    const api = renderNote('REPRESENTATIVE', []);
    await screen.findByText('board');
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
    expect(api.calls('GET', '/projects/p1/data_providers')).toHaveLength(0);
  });
});
