import type { GiftProduct } from '@salespulse/contract/gifts';
import type { Role } from '@salespulse/contract/permissions';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useSessionStore } from '@/shared/stores/session-store';
import { hydraCollection, hydraErrorResponse, jsonResponse } from '@/test/api-responses';
import { fakeApi } from '@/test/fake-api';
import { projectId } from '@/test/fixtures/ids';
import { renderRoutes } from '@/test/render-routes';
import { runSignedIn } from '@/test/signed-in';
import { giftFixture, giftImage } from '../testing/gift-product-fixtures';
import Catalogue from './catalogue';

const mug = giftFixture(1, 'Coffee mug', 150, { description: 'Ceramic, 300 ml.', image: giftImage(1) });
const hoodie = giftFixture(2, 'Hoodie', 1200);
const dayOff = giftFixture(3, 'Day off', 5000, { description: 'One extra paid day.' });

type Routes = Parameters<typeof fakeApi>[0];
const listPath = `/projects/${projectId}/gift_products`;

function renderCatalogue({
  role = 'OWNER',
  gifts = [mug, hoodie, dayOff],
  routes = {},
}: { role?: Role; gifts?: GiftProduct[]; routes?: Routes } = {}) {
  useSessionStore.getState().setProjectId(projectId, 'Acme');
  useSessionStore.getState().setRole(role);
  const api = fakeApi({
    [`GET ${listPath}`]: () => jsonResponse(hydraCollection(gifts)),
    'POST /gift_products': ({ body }) => jsonResponse(giftFixture(9, '', 0, body as Partial<GiftProduct>), 201),
    'PATCH /gift_products/': ({ path, body }) => jsonResponse({ ...gifts.find((gift) => path.endsWith(gift.id)), ...(body as object) }),
    ...routes,
  });
  return { ...renderRoutes([{ path: '/gift-shop/catalogue', element: <Catalogue /> }], ['/gift-shop/catalogue']), api };
}

// The first render of a file also pays for loading the screen's modules: allow it more than 1 s.
const rowOf = async (name: string) => (await screen.findByText(name, {}, { timeout: 3000 })).closest('li')!;

describe('Gift catalogue', () => {
  runSignedIn();

  it('lists the gifts on offer with their description and price, as the server orders them', async () => {
    const { api } = renderCatalogue();
    const row = await rowOf('Coffee mug');
    expect(within(row).getByText('Ceramic, 300 ml.')).toBeInTheDocument();
    expect(within(row).getByText('150 points')).toBeInTheDocument();
    expect(within(await rowOf('Day off')).getByText('5,000 points')).toBeInTheDocument();
    expect(within(await rowOf('Hoodie')).getByText('No description')).toBeInTheDocument();
    expect(screen.getAllByRole('listitem').map((item) => item.querySelector('p')?.textContent)).toEqual([
      'Coffee mug',
      'Hoodie',
      'Day off',
    ]);
    expect(screen.getByText('3 gifts on offer, cheapest first')).toBeInTheDocument();
    expect(api.calls('GET', listPath)[0]?.path).toBe(`${listPath}?archived=false&itemsPerPage=30&page=1`);
  });

  it('shows each gift’s picture, loaded lazily and named after the gift, or a placeholder', async () => {
    renderCatalogue();
    const picture = within(await rowOf('Coffee mug')).getByRole('img', { name: 'Coffee mug' });
    expect(picture).toHaveAttribute('src', mug.image?.contentUrl);
    expect(picture).toHaveAttribute('loading', 'lazy');
    const hoodieRow = await rowOf('Hoodie');
    expect(within(hoodieRow).queryByRole('img')).not.toBeInTheDocument();
    expect(within(hoodieRow).getByTestId('gift-picture-placeholder')).toBeInTheDocument();
  });

  it('is read-only for a representative', async () => {
    renderCatalogue({ role: 'REPRESENTATIVE' });
    await rowOf('Coffee mug');
    expect(screen.queryByRole('button', { name: 'Add gift' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Edit/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Archive/ })).not.toBeInTheDocument();
  });

  it('loads gifts past the first 30 on request', async () => {
    const many = Array.from({ length: 30 }, (_, index) => giftFixture(100 + index, `Gift ${index + 1}`, 10 + index));
    const { user, api } = renderCatalogue({
      routes: {
        [`GET ${listPath}`]: ({ path }) =>
          jsonResponse(path.includes('page=2') ? hydraCollection([giftFixture(200, 'Gift 31', 99)], 31) : hydraCollection(many, 31)),
      },
    });
    await rowOf('Gift 30');
    expect(screen.queryByText('Gift 31')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show more' }));
    await rowOf('Gift 31');
    expect(api.calls('GET', listPath).at(-1)?.path).toBe(`${listPath}?archived=false&itemsPerPage=30&page=2`);
    expect(screen.queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument();
  });

  it('says when there are no gifts, and tells an editor to add one', async () => {
    renderCatalogue({ gifts: [] });
    expect(await screen.findByText('No gifts yet.')).toBeInTheDocument();
    expect(screen.getByText('Add the first gift your team can spend its points on.')).toBeInTheDocument();
  });

  it('says when there are no gifts, without the hint for a representative', async () => {
    renderCatalogue({ role: 'REPRESENTATIVE', gifts: [] });
    expect(await screen.findByText('No gifts yet.')).toBeInTheDocument();
    expect(screen.queryByText(/Add the first gift/)).not.toBeInTheDocument();
  });

  it('shows a failed load in place and tries again', async () => {
    let fail = true;
    const { user } = renderCatalogue({
      routes: {
        [`GET ${listPath}`]: () => (fail ? hydraErrorResponse(500, 'Database unavailable') : jsonResponse(hydraCollection([mug]))),
      },
    });
    expect(await screen.findByText('The gifts could not be loaded.')).toBeInTheDocument();
    expect(screen.getByText('Database unavailable')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await rowOf('Coffee mug');
  });

  it('checks the form before adding a gift, then posts it and refreshes the list', async () => {
    const { user, api } = renderCatalogue();
    await rowOf('Coffee mug');
    await user.click(screen.getByRole('button', { name: 'Add gift' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add gift' });
    await user.click(within(dialog).getByRole('button', { name: 'Add gift' }));
    expect(await within(dialog).findAllByText('required field')).toHaveLength(2);
    expect(api.calls('POST', '/gift_products')).toHaveLength(0);

    await user.type(within(dialog).getByLabelText('Name'), '  Team lunch ');
    await user.type(within(dialog).getByLabelText('Description'), 'For the whole team');
    // Only digits go in, and never more than 100,000.
    await user.type(within(dialog).getByLabelText('Price in points'), '2x50');
    expect(within(dialog).getByLabelText('Price in points')).toHaveValue('250');
    await user.click(within(dialog).getByRole('button', { name: 'Add gift' }));
    await waitFor(() =>
      expect(api.calls('POST', '/gift_products')[0]?.body).toEqual({
        project: `/api/projects/${projectId}`,
        name: 'Team lunch',
        description: 'For the whole team',
        price: 250,
      }),
    );
    expect(await screen.findByText('Gift added')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(api.calls('GET', listPath)).toHaveLength(2));
  });

  it('edits a gift with the same form and patches what it holds', async () => {
    const { user, api } = renderCatalogue();
    await user.click(within(await rowOf('Hoodie')).getByRole('button', { name: 'Edit Hoodie' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit gift' });
    expect(within(dialog).getByLabelText('Name')).toHaveValue('Hoodie');
    const price = within(dialog).getByLabelText('Price in points');
    expect(price).toHaveValue('1200');
    await user.clear(price);
    await user.type(price, '999999');
    expect(price).toHaveValue('100000');
    await user.clear(price);
    await user.type(price, '1500');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(api.calls('PATCH', `/gift_products/${hoodie.id}`)[0]?.body).toEqual({ name: 'Hoodie', description: '', price: 1500 }),
    );
    expect(await screen.findByText('Gift saved')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('shows the server’s violations under their fields and keeps the form open', async () => {
    const { user } = renderCatalogue({
      routes: {
        'POST /gift_products': () =>
          hydraErrorResponse(422, 'name: taken', [
            { propertyPath: 'name', message: 'a gift with this name is already on offer' },
            { propertyPath: 'price', message: 'must be at most 100000' },
          ]),
      },
    });
    await rowOf('Coffee mug');
    await user.click(screen.getByRole('button', { name: 'Add gift' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add gift' });
    await user.type(within(dialog).getByLabelText('Name'), 'Coffee mug');
    await user.type(within(dialog).getByLabelText('Price in points'), '10');
    await user.click(within(dialog).getByRole('button', { name: 'Add gift' }));
    expect(await within(dialog).findByText('a gift with this name is already on offer')).toBeInTheDocument();
    expect(within(dialog).getByText('must be at most 100000')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Name')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByText('Gift added')).not.toBeInTheDocument();
  });

  it('archives a gift after confirmation, and not without it', async () => {
    const { user, api } = renderCatalogue();
    await user.click(within(await rowOf('Day off')).getByRole('button', { name: 'Archive Day off' }));
    let dialog = await screen.findByRole('dialog', { name: 'Archive this gift?' });
    expect(within(dialog).getByText('Employees can no longer request it; requests already made stay.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.calls('PATCH', '/gift_products/')).toHaveLength(0);

    await user.click(within(await rowOf('Day off')).getByRole('button', { name: 'Archive Day off' }));
    dialog = await screen.findByRole('dialog', { name: 'Archive this gift?' });
    await user.click(within(dialog).getByRole('button', { name: 'Archive' }));
    await waitFor(() => expect(api.calls('PATCH', `/gift_products/${dayOff.id}`)[0]?.body).toEqual({ archived: true }));
    expect(await screen.findByText('Gift archived')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(api.calls('GET', listPath)).toHaveLength(2));
  });
});
