import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '@/shared/stores/session-store';
import { hydraErrorResponse, jsonResponse } from '@/test/api-responses';
import { fakeApi } from '@/test/fake-api';
import { projectId } from '@/test/fixtures/ids';
import { renderRoutes } from '@/test/render-routes';
import { runSignedIn } from '@/test/signed-in';
import { createdFixture } from '../testing/fixtures';
import CreateDataProvider from './create-data-provider';

const secret = 'whsec_test-secret-123';

function renderCreate(created = createdFixture(1, { name: 'Pipedrive webhook' })) {
  const api = fakeApi({ 'POST /data_providers': () => jsonResponse(created, 201) });
  const view = renderRoutes(
    [
      { path: '/settings/data-provider/create', element: <CreateDataProvider /> },
      { path: '/settings/data-provider/:dataProviderId', element: <p>edit page</p> },
    ],
    ['/settings/data-provider/create'],
  );
  return { ...view, api };
}

function stubClipboard(writeText: (text: string) => Promise<void>) {
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
}

describe('create data provider', () => {
  runSignedIn();
  beforeEach(() => {
    useSessionStore.getState().setProjectId(projectId, 'Acme');
    useSessionStore.getState().setRole('OWNER');
  });

  it('offers the four types, each selectable', async () => {
    renderCreate();
    expect(screen.getByRole('radio', { name: /Webhook/ })).toBeChecked();
    expect(screen.getByText('Send activity from any CRM or script')).toBeInTheDocument();
    expect(screen.getByText('Upload deals, calls or tasks exported from any CRM')).toBeInTheDocument();
    expect(screen.getByText('Generated activity to explore the product')).toBeInTheDocument();
    for (const name of [/Webhook/, /CSV/, /HubSpot/, /Demo/]) expect(screen.getByRole('radio', { name })).toBeEnabled();
    expect(screen.queryByText('Coming soon')).not.toBeInTheDocument();
  });

  it('requires a name before sending anything', async () => {
    const { user, api } = renderCreate();
    await user.type(screen.getByLabelText('Name'), '   ');
    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('required field')).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveAttribute('aria-invalid', 'true');
    expect(api.calls('POST', '/data_providers')).toHaveLength(0);
  });

  it('shows the server’s violation under the name', async () => {
    const { user } = renderCreate();
    fakeApi({
      'POST /data_providers': () =>
        hydraErrorResponse(422, 'name: taken', [{ propertyPath: 'name', message: 'already used in this project' }]),
    });
    await user.type(screen.getByLabelText('Name'), 'Dup');
    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('already used in this project')).toBeInTheDocument();
  });

  it('creates a webhook and shows its URL and secret once, with copy buttons', async () => {
    const created = createdFixture(1, { name: 'Pipedrive webhook' });
    const { user, api } = renderCreate(created);
    // After the render: user-event installs its own clipboard on setup.
    const writeText = vi.fn((_text: string) => Promise.resolve());
    stubClipboard(writeText);
    await user.type(screen.getByLabelText('Name'), '  Pipedrive webhook ');
    await user.click(screen.getByRole('button', { name: 'Create' }));

    expect(await screen.findByRole('heading', { name: 'Pipedrive webhook is ready' })).toBeInTheDocument();
    expect(api.calls('POST', '/data_providers')[0]?.body).toEqual({
      project: `/api/projects/${projectId}`,
      type: 'webhook',
      name: 'Pipedrive webhook',
    });
    expect(screen.getByText('Copy the secret now: it will not be shown again')).toBeInTheDocument();
    expect(screen.getByLabelText('Webhook URL')).toHaveValue(created.webhookUrl);
    expect(screen.getByLabelText('Signing secret')).toHaveValue(secret);
    const example = screen.getByLabelText('Example request');
    expect((example as HTMLTextAreaElement).value).toContain(`URL='${created.webhookUrl}'`);
    expect((example as HTMLTextAreaElement).value).toContain('x-signature: $SIG');

    await user.click(screen.getByRole('button', { name: 'Copy Signing secret' }));
    expect(writeText).toHaveBeenCalledWith(secret);
    expect(screen.getByRole('button', { name: 'Copy Signing secret' })).toHaveTextContent('Copied');
    await user.click(screen.getByRole('button', { name: 'Copy Webhook URL' }));
    expect(writeText).toHaveBeenLastCalledWith(created.webhookUrl);

    expect(screen.getByRole('link', { name: 'Open the provider' })).toHaveAttribute('href', `/settings/data-provider/${created.id}`);
    // Leaving the panel drops the only copy of the secret.
    await user.click(screen.getByRole('button', { name: 'Add another' }));
    expect(screen.queryByText(secret)).not.toBeInTheDocument();
    expect(screen.queryByDisplayValue(secret)).not.toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toBeInTheDocument();
  });

  it('selects the text and says how to copy it when the clipboard is refused', async () => {
    const { user } = renderCreate();
    stubClipboard(() => Promise.reject(new DOMException('Write permission denied.', 'NotAllowedError')));
    await user.type(screen.getByLabelText('Name'), 'Script');
    await user.click(screen.getByRole('button', { name: 'Create' }));
    await user.click(await screen.findByRole('button', { name: 'Copy Signing secret' }));
    const secretField = screen.getByLabelText<HTMLInputElement>('Signing secret');
    expect(secretField).toHaveFocus();
    expect(secretField.selectionEnd! - secretField.selectionStart!).toBe(secret.length);
    const field = secretField.closest('div.flex-col')!;
    expect(within(field as HTMLElement).getByRole('status')).toHaveTextContent('Copying is not available here');
  });

  it('opens the edit page of a new CSV provider, where its import lives', async () => {
    const { user, router, api } = renderCreate(createdFixture(2, { type: 'csv', name: 'Export' }));
    await user.click(screen.getByRole('radio', { name: /CSV import/ }));
    await user.type(screen.getByLabelText('Name'), 'Export');
    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('edit page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`/settings/data-provider/${createdFixture(2).id}`);
    expect(api.calls('POST', '/data_providers')[0]?.body).toMatchObject({ type: 'csv', name: 'Export' });
  });
});
