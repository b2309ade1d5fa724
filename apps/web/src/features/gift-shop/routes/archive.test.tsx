import type { GiftProduct } from '@salespulse/contract/gifts';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { useSessionStore } from '@/shared/stores/session-store';
import { hydraCollection, hydraErrorResponse, jsonResponse } from '@/test/api-responses';
import { fakeApi } from '@/test/fake-api';
import { projectId } from '@/test/fixtures/ids';
import { renderRoutes } from '@/test/render-routes';
import { runSignedIn } from '@/test/signed-in';
import { giftFixture, giftImage } from '../testing/gift-product-fixtures';
import Archive from './archive';

const listPath = `/projects/${projectId}/gift_products`;
const umbrella = giftFixture(1, 'Umbrella', 300, { archived: true, description: 'Black, foldable.', image: giftImage(1) });
const poster = giftFixture(2, 'Poster', 80, { archived: true });

function renderArchive(gifts: GiftProduct[], patch = (body: unknown) => jsonResponse({ ...umbrella, ...(body as object) })) {
  let shelf = gifts;
  const api = fakeApi({
    [`GET ${listPath}`]: () => jsonResponse(hydraCollection(shelf)),
    'PATCH /gift_products/': ({ path, body }) => {
      const response = patch(body);
      if (response.ok) shelf = shelf.filter((gift) => !path.endsWith(gift.id));
      return response;
    },
  });
  return { ...renderRoutes([{ path: '/gift-shop/archive', element: <Archive /> }], ['/gift-shop/archive']), api };
}

const rowOf = async (name: string) => (await screen.findByText(name, {}, { timeout: 3000 })).closest('li')!;

describe('Gift archive', () => {
  runSignedIn();
  beforeEach(() => {
    useSessionStore.getState().setProjectId(projectId, 'Acme');
    useSessionStore.getState().setRole('ADMIN');
  });

  it('lists the archived gifts and restores one', async () => {
    const { user, api } = renderArchive([poster, umbrella]);
    const row = await rowOf('Umbrella');
    expect(within(row).getByText('Black, foldable.')).toBeInTheDocument();
    expect(within(row).getByText('300 points')).toBeInTheDocument();
    expect(within(row).getByRole('img', { name: 'Umbrella' })).toHaveAttribute('src', umbrella.image?.contentUrl);
    expect(within(await rowOf('Poster')).getByTestId('gift-picture-placeholder')).toBeInTheDocument();
    expect(api.calls('GET', listPath)[0]?.path).toBe(`${listPath}?archived=true&itemsPerPage=30&page=1`);

    await user.click(within(row).getByRole('button', { name: 'Restore Umbrella' }));
    await waitFor(() => expect(api.calls('PATCH', `/gift_products/${umbrella.id}`)[0]?.body).toEqual({ archived: false }));
    expect(await screen.findByText('Gift restored')).toBeInTheDocument();
    // The list is asked again, and the restored gift has left it.
    await waitFor(() => expect(screen.queryByText('Umbrella')).not.toBeInTheDocument());
    expect(screen.getByText('Poster')).toBeInTheDocument();
  });

  it('says why a restore failed and keeps the gift', async () => {
    const { user } = renderArchive([umbrella], () => hydraErrorResponse(409, 'This gift is already on offer.'));
    await user.click(within(await rowOf('Umbrella')).getByRole('button', { name: 'Restore Umbrella' }));
    expect(await screen.findByText('This gift is already on offer.')).toBeInTheDocument();
    expect(screen.getByText('Umbrella')).toBeInTheDocument();
    expect(screen.queryByText('Gift restored')).not.toBeInTheDocument();
  });

  it('says when the archive is empty', async () => {
    renderArchive([]);
    expect(await screen.findByText('The archive is empty.')).toBeInTheDocument();
    expect(screen.getByText('Gifts archived from the catalogue wait here until someone restores them.')).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });
});
