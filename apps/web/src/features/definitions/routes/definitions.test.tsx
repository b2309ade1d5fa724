import type { DataProvider } from '@salespulse/contract/data-providers';
import type { Definition } from '@salespulse/contract/definitions';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '@/shared/stores/session-store';
import { hydraCollection, hydraErrorResponse, jsonResponse } from '@/test/api-responses';
import { fakeApi } from '@/test/fake-api';
import { providerFixture } from '@/test/fixtures/data-providers';
import { projectId } from '@/test/fixtures/ids';
import { renderScreen } from '@/test/render-screen';
import { runSignedIn } from '@/test/signed-in';
import { definitionFixture } from '../testing/fixtures';
import Definitions from './definitions';

const crm = providerFixture(1, 'Main CRM');
const forms = providerFixture(2, 'Website forms');
const fresh = definitionFixture(crm, 1, 'appointmentscheduled', null, 'Appointment scheduled');
const won = definitionFixture(crm, 2, 'closedwon', 'won', 'Closed won');
const formLead = definitionFixture(forms, 3, 'lead');

const crmStages = `GET /projects/${projectId}/definitions?dataProvider=${crm.id}`;

/** A fake API that remembers changes, as the server does. */
function renderDefinitions(routes: Parameters<typeof fakeApi>[0] = {}, providers = [crm], patchGate: Promise<void> = Promise.resolve()) {
  let stored = [fresh, won, formLead];
  const stagesOf = (provider: DataProvider) => jsonResponse(hydraCollection(stored.filter((d) => d.dataProvider === provider['@id'])));
  const api = fakeApi({
    [`GET /projects/${projectId}/data_providers`]: () => jsonResponse(hydraCollection(providers)),
    [crmStages]: () => stagesOf(crm),
    [`GET /projects/${projectId}/definitions?dataProvider=${forms.id}`]: () => stagesOf(forms),
    'PATCH /definitions/': async ({ path, body }) => {
      await patchGate;
      stored = stored.map((d) => (path.endsWith(d.id) ? { ...d, ...(body as Partial<Definition>) } : d));
      return jsonResponse(stored.find((d) => path.endsWith(d.id)));
    },
    ...routes,
  });
  return { ...renderScreen(<Definitions />, '/settings/definitions'), api };
}

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((done) => (resolve = done));
  return { promise, resolve };
}

describe('definitions settings', () => {
  runSignedIn();
  beforeEach(() => useSessionStore.getState().setProjectId(projectId, 'Acme'));
  afterEach(() => vi.unstubAllGlobals());

  it('lists the provider’s stages with their label, stage id and meaning', async () => {
    const { api } = renderDefinitions();
    const row = (await screen.findByDisplayValue('Closed won')).closest('tr')!;
    expect(within(row).getByText('closedwon')).toBeInTheDocument();
    expect(within(row).getByLabelText('Meaning of Closed won')).toHaveValue('won');
    expect(screen.getByLabelText('Meaning of Appointment scheduled')).toHaveValue('');
    expect(screen.getByText(/re-derives the analytics/)).toBeInTheDocument();
    // One provider: nothing to choose.
    expect(screen.queryByLabelText('Data provider')).not.toBeInTheDocument();
    expect(api.calls('GET', `/projects/${projectId}/definitions`)[0]?.path).toBe(
      `/projects/${projectId}/definitions?dataProvider=${crm.id}&itemsPerPage=500&page=1`,
    );
  });

  it('shows a new meaning at once and saves it', async () => {
    const answer = deferred();
    const { user, api } = renderDefinitions({}, [crm], answer.promise);
    const select = await screen.findByLabelText('Meaning of Appointment scheduled');
    const options = within(select)
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(options).toEqual(['Not counted', 'Negotiation', 'Bill', 'Won', 'Lost', 'Refund']);

    await user.selectOptions(select, 'negotiation');
    expect(select).toHaveValue('negotiation');
    expect(await screen.findByText(/Saving…/)).toBeInTheDocument();
    expect(api.calls('PATCH', `/definitions/${fresh.id}`)[0]?.body).toEqual({ kind: 'negotiation' });

    answer.resolve();
    expect(await screen.findByText(/Changes are saved as you make them/)).toBeInTheDocument();
    expect(select).toHaveValue('negotiation');
  });

  it('takes a refused change back and says why', async () => {
    const { user } = renderDefinitions({ 'PATCH /definitions/': () => hydraErrorResponse(409, 'The stage changed meanwhile.') });
    const select = await screen.findByLabelText('Meaning of Closed won');
    await user.selectOptions(select, 'lost');
    expect(await screen.findByText('The stage changed meanwhile.')).toBeInTheDocument();
    await waitFor(() => expect(select).toHaveValue('won'));
  });

  it('renames a stage in place on Enter or when the field is left', async () => {
    const { user, api } = renderDefinitions();
    const label = await screen.findByLabelText('Label of stage appointmentscheduled');
    await user.clear(label);
    await user.type(label, 'Demo booked{Enter}');
    expect(api.calls('PATCH', `/definitions/${fresh.id}`)[0]?.body).toEqual({ label: 'Demo booked' });
    expect(await screen.findByDisplayValue('Demo booked')).not.toHaveFocus();

    const other = screen.getByLabelText('Label of stage closedwon');
    await user.clear(other);
    await user.type(other, 'Signed');
    await user.tab();
    expect(api.calls('PATCH', `/definitions/${won.id}`)[0]?.body).toEqual({ label: 'Signed' });
  });

  it('keeps the stored label on Escape, for an empty label and when nothing changed', async () => {
    const { user, api } = renderDefinitions();
    const label = await screen.findByLabelText('Label of stage closedwon');
    await user.clear(label);
    await user.type(label, 'Oops{Escape}');
    expect(label).toHaveValue('Closed won');
    await user.clear(label);
    await user.tab();
    expect(label).toHaveValue('Closed won');
    await user.click(label);
    await user.tab();
    expect(api.calls('PATCH', '/definitions/')).toHaveLength(0);
  });

  it('rolls a refused label back', async () => {
    const { user } = renderDefinitions({ 'PATCH /definitions/': () => hydraErrorResponse(500, 'Server trouble') });
    const label = await screen.findByLabelText('Label of stage closedwon');
    await user.clear(label);
    await user.type(label, 'Renamed{Enter}');
    expect(await screen.findByText('Server trouble')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('Label of stage closedwon')).toHaveValue('Closed won'));
  });

  it('lets the user pick a provider when there are several (by name), keeping the choice in the URL', async () => {
    const { user, api, router } = renderDefinitions({}, [forms, crm]);
    const picker = await screen.findByLabelText('Data provider');
    expect(picker).toHaveValue(crm.id);
    await screen.findByDisplayValue('Closed won');
    await user.selectOptions(picker, forms.id);
    expect(await screen.findByLabelText('Label of stage lead')).toBeInTheDocument();
    expect(screen.queryByDisplayValue('Closed won')).not.toBeInTheDocument();
    expect(router.state.location.search).toBe(`?provider=${forms.id}`);
    expect(api.calls('GET', `/projects/${projectId}/definitions?dataProvider=${forms.id}`)).toHaveLength(1);
  });

  it('explains where stages come from when there is no provider', async () => {
    renderDefinitions({}, []);
    expect(await screen.findByText(/Stages appear here once a data provider sends deals/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Set up a data provider' })).toHaveAttribute('href', '/settings/data-provider');
    expect(screen.queryByRole('button', { name: 'Add stage' })).not.toBeInTheDocument();
  });

  it('explains an empty provider and still offers to add stages', async () => {
    renderDefinitions({ [crmStages]: () => jsonResponse(hydraCollection([])) });
    expect(await screen.findByText(/once this data provider sends deals/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Set up a data provider' })).toHaveAttribute('href', '/settings/data-provider');
    expect(screen.getByRole('button', { name: 'Add stage' })).toBeInTheDocument();
  });

  it('adds a stage not seen yet and shows it in the list', async () => {
    let stored: Definition[] = [fresh, won];
    const { user, api } = renderDefinitions({
      [crmStages]: () => jsonResponse(hydraCollection(stored)),
      'POST /definitions': ({ body }) => {
        const input = body as { stage: string; label?: string; kind: Definition['kind'] };
        const created = definitionFixture(crm, 9, input.stage, input.kind, input.label ?? input.stage);
        stored = [...stored, created];
        return jsonResponse(created, 201);
      },
    });
    await screen.findByDisplayValue('Closed won');
    await user.click(screen.getByRole('button', { name: 'Add stage' }));
    expect(await screen.findByText('required field')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Stage id'), 'refunded');
    await user.type(screen.getByLabelText('Label'), 'Money back');
    await user.selectOptions(screen.getByLabelText('Meaning'), 'refund');
    await user.click(screen.getByRole('button', { name: 'Add stage' }));
    expect(await screen.findByText('Stage refunded added')).toBeInTheDocument();
    expect(api.calls('POST', '/definitions')[0]?.body).toEqual({
      dataProvider: crm['@id'],
      stage: 'refunded',
      label: 'Money back',
      kind: 'refund',
    });
    expect(await screen.findByLabelText('Meaning of Money back')).toHaveValue('refund');
    expect(screen.getByLabelText('Stage id')).toHaveValue('');
  });

  it('shows the server’s refusal of a duplicate stage under the field', async () => {
    const { user, api } = renderDefinitions({
      'POST /definitions': () =>
        hydraErrorResponse(422, 'stage: taken', [
          { propertyPath: 'stage', message: 'this stage is already defined for the data provider' },
        ]),
    });
    await user.type(await screen.findByLabelText('Stage id'), 'closedwon');
    await user.click(screen.getByRole('button', { name: 'Add stage' }));
    expect(await screen.findByText('this stage is already defined for the data provider')).toBeInTheDocument();
    expect(api.calls('POST', '/definitions')[0]?.body).toEqual({ dataProvider: crm['@id'], stage: 'closedwon', kind: null });
  });

  it('stacks label and meaning on phones', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: true,
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }));
    renderDefinitions();
    expect(await screen.findByLabelText('Meaning of Closed won')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
  });
});
