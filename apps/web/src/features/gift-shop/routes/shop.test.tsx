import type { GiftProduct, GiftRequest } from '@salespulse/contract/gifts';
import type { Role } from '@salespulse/contract/permissions';
import type { QueryClient } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { pointKeys } from '@/shared/resources/points';
import { useAuthStore } from '@/shared/stores/auth-store';
import { useSessionStore } from '@/shared/stores/session-store';
import { hydraCollection, hydraErrorResponse, jsonResponse } from '@/test/api-responses';
import { fakeApi } from '@/test/fake-api';
import { fakeJwt } from '@/test/fake-jwt';
import { projectId } from '@/test/fixtures/ids';
import { renderRoutes } from '@/test/render-routes';
import { runSignedIn } from '@/test/signed-in';
import { giftFixture, giftImage } from '../testing/gift-product-fixtures';
import { giftRequestFixture, personFixture } from '../testing/gift-request-fixtures';
import Shop from './shop';

const mug = giftFixture(1, 'Coffee mug', 150, { description: 'Ceramic, 300 ml.', image: giftImage(1) });
const hoodie = giftFixture(2, 'Hoodie', 1200);
const me = personFixture(1, 'Dana Owner');
const anna = personFixture(2, 'Anna Rep');
const myMug = giftRequestFixture(1, mug, me, { comment: 'Blue, please' });
const annasHoodie = giftRequestFixture(2, hoodie, anna, { comment: 'Size M', createdAt: '2030-03-04T09:30:00Z' });

type Routes = Parameters<typeof fakeApi>[0];
const requestsPath = `/projects/${projectId}/gift_requests`;
const balancesPath = `/projects/${projectId}/point_balances`;
const project = {
  '@id': `/api/projects/${projectId}`,
  '@type': 'Project',
  id: projectId,
  name: 'Acme',
  settings: [],
  role: 'OWNER',
  createdAt: '',
};

type Setup = { role?: Role; balance?: number; gifts?: GiftProduct[]; mine?: GiftRequest[]; everybody?: GiftRequest[]; routes?: Routes };

function renderShop({
  role = 'OWNER',
  balance = 1000,
  gifts = [mug, hoodie],
  mine = [myMug],
  everybody = [annasHoodie, myMug],
  routes = {},
}: Setup = {}) {
  useSessionStore.getState().setProjectId(projectId, 'Acme');
  useSessionStore.getState().setRole(role);
  const api = fakeApi({
    [`GET /projects/${projectId}/data`]: () =>
      jsonResponse({
        project,
        settings: [
          { '@id': '/api/settings/1', '@type': 'Setting', id: '1', project: project['@id'], name: 'timezone', value: 'Asia/Tokyo' },
        ],
      }),
    [`GET /projects/${projectId}/employees`]: () => jsonResponse(hydraCollection([{ '@id': me['@id'], id: me['@id'].split('/').pop() }])),
    [`GET ${balancesPath}`]: () => jsonResponse(hydraCollection([{ '@type': 'PointBalance', employee: me['@id'], points: balance }])),
    [`GET /projects/${projectId}/gift_products`]: () => jsonResponse(hydraCollection(gifts)),
    [`GET ${requestsPath}`]: ({ path }) => jsonResponse(hydraCollection(path.includes('employee%5B%5D=') ? mine : everybody)),
    'POST /gift_requests': ({ body }) => jsonResponse({ ...myMug, ...(body as object) }, 201),
    'PATCH /gift_requests/': ({ path, body }) =>
      jsonResponse({ ...[myMug, annasHoodie].find((r) => path.endsWith(r.id)), ...(body as object) }),
    ...routes,
  });
  return { ...renderRoutes([{ path: '/gift-shop', element: <Shop />, errorElement: <p>Error screen</p> }], ['/gift-shop']), api };
}

/** A page of the points history as the points screen keeps it; says whether it has been marked stale since. */
function seedPointsHistory(queryClient: QueryClient) {
  const key = pointKeys.transactionPage(projectId, 1);
  queryClient.setQueryData(key, hydraCollection([]));
  return () => queryClient.getQueryState(key)?.isInvalidated;
}

// The first render of a file also pays for loading the screen's modules: allow it more than 1 s.
const giftCard = async (name: string) => (await screen.findByRole('heading', { level: 3, name }, { timeout: 3000 })).closest('li')!;
const section = (name: string) => screen.getByRole('region', { name });

describe('Gift shop', () => {
  runSignedIn();
  beforeEach(() => useAuthStore.getState().setTokens({ token: fakeJwt({ userid: 'u-1', exp: 9e9, iat: 1 }), refresh_token: 'r' }));

  it('shows the caller’s balance and the gifts, refusing the ones they cannot afford', async () => {
    const { api } = renderShop({ role: 'REPRESENTATIVE', balance: 1000 });
    expect(await screen.findByText('You have 1,000 points')).toBeInTheDocument();
    const cheap = await giftCard('Coffee mug');
    expect(within(cheap).getByText('Ceramic, 300 ml.')).toBeInTheDocument();
    expect(within(cheap).getByText('150 points')).toBeInTheDocument();
    expect(within(cheap).getByRole('img', { name: 'Coffee mug' })).toHaveAttribute('src', mug.image?.contentUrl);
    expect(within(await giftCard('Hoodie')).getByTestId('gift-picture-placeholder')).toBeInTheDocument();
    expect(within(cheap).getByRole('button', { name: 'Request Coffee mug' })).toBeEnabled();
    expect(within(cheap).queryByText('Not enough points')).not.toBeInTheDocument();
    const dear = await giftCard('Hoodie');
    const request = within(dear).getByRole('button', { name: 'Request Hoodie' });
    expect(request).toBeDisabled();
    expect(request).toHaveAccessibleDescription('Not enough points');
    // The balance is the caller's own, asked for by their employee IRI.
    expect(api.calls('GET', balancesPath)[0]?.path).toContain(`employee%5B%5D=${encodeURIComponent(me['@id'])}`);
  });

  it('sends a request with its comment and refreshes the balance, the requests and the points history', async () => {
    const { user, api, queryClient } = renderShop({ role: 'REPRESENTATIVE' });
    const historyStale = seedPointsHistory(queryClient);
    await user.click(within(await giftCard('Coffee mug')).getByRole('button', { name: 'Request Coffee mug' }));
    const dialog = await screen.findByRole('dialog', { name: 'Request Coffee mug?' });
    expect(within(dialog).getByText('850 points')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Comment'), '  Blue, please ');
    const balanceCalls = api.calls('GET', balancesPath).length;
    const requestCalls = api.calls('GET', requestsPath).length;
    await user.click(within(dialog).getByRole('button', { name: 'Send request' }));
    await waitFor(() =>
      expect(api.calls('POST', '/gift_requests')[0]?.body).toEqual({
        project: `/api/projects/${projectId}`,
        giftProduct: mug['@id'],
        comment: 'Blue, please',
      }),
    );
    expect(await screen.findByText('Request sent')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(api.calls('GET', balancesPath).length).toBeGreaterThan(balanceCalls));
    expect(api.calls('GET', requestsPath).length).toBeGreaterThan(requestCalls);
    expect(historyStale()).toBe(true);
  });

  it('sends no comment when none is written, and says why the server refused', async () => {
    const { user, api } = renderShop({
      role: 'REPRESENTATIVE',
      routes: {
        'POST /gift_requests': () =>
          hydraErrorResponse(422, 'giftProduct: not enough points', [
            { propertyPath: 'giftProduct', message: 'not enough points: the balance is 20' },
          ]),
      },
    });
    await user.click(within(await giftCard('Coffee mug')).getByRole('button', { name: 'Request Coffee mug' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Send request' }));
    expect(await screen.findByText('not enough points: the balance is 20')).toBeInTheDocument();
    expect(api.calls('POST', '/gift_requests')[0]?.body).toEqual({ project: `/api/projects/${projectId}`, giftProduct: mug['@id'] });
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('cancels one of the caller’s pending requests after confirmation, which refreshes the points history', async () => {
    const { user, api, queryClient } = renderShop({ role: 'REPRESENTATIVE' });
    const historyStale = seedPointsHistory(queryClient);
    const mine = await screen.findByRole('list', { name: 'Your requests' }, { timeout: 3000 });
    expect(within(mine).getByText('Blue, please')).toBeInTheDocument();
    await user.click(within(mine).getByRole('button', { name: 'Cancel request for Coffee mug' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel the request for Coffee mug?' });
    expect(within(dialog).getByText('150 points go back to your balance.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel request' }));
    await waitFor(() => expect(api.calls('PATCH', `/gift_requests/${myMug.id}`)[0]?.body).toEqual({ status: 'canceled' }));
    expect(await screen.findByText('Request canceled')).toBeInTheDocument();
    expect(historyStale()).toBe(true);
  });

  it('shows a representative no requests to handle and asks only for their own', async () => {
    const { api } = renderShop({ role: 'REPRESENTATIVE' });
    await screen.findByRole('list', { name: 'Your requests' }, { timeout: 3000 });
    expect(screen.queryByRole('region', { name: 'Requests to handle' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Approve/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Decline/ })).not.toBeInTheDocument();
    expect(api.calls('GET', requestsPath).every((call) => call.path.includes('employee%5B%5D='))).toBe(true);
  });

  it('lists everybody’s pending requests on top for an owner, dated in the project’s time zone', async () => {
    const { api } = renderShop({ role: 'OWNER' });
    const list = await screen.findByRole('list', { name: 'Requests to handle' }, { timeout: 3000 });
    const row = within(list).getByText('Anna Rep').closest('li')!;
    expect(within(row).getByText('Hoodie')).toBeInTheDocument();
    expect(within(row).getByText('1,200 points')).toBeInTheDocument();
    expect(within(row).getByText('Size M')).toBeInTheDocument();
    // 09:30 UTC is 18:30 in Tokyo.
    expect(within(row).getByText('Requested Mar 4, 2030, 6:30 PM')).toBeInTheDocument();
    expect(section('Requests to handle').compareDocumentPosition(section('Gifts')) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.getByText('2 pending requests')).toBeInTheDocument();
    expect(api.calls('GET', requestsPath).some((call) => call.path === `${requestsPath}?itemsPerPage=10&page=1&status%5B%5D=pending`)).toBe(
      true,
    );
  });

  it('approves a request at once, and declines one after saying whose points go back', async () => {
    const { user, api, queryClient } = renderShop({ role: 'ADMIN' });
    const list = await screen.findByRole('list', { name: 'Requests to handle' }, { timeout: 3000 });
    await user.click(within(list).getByRole('button', { name: 'Approve Hoodie for Anna Rep' }));
    await waitFor(() => expect(api.calls('PATCH', `/gift_requests/${annasHoodie.id}`)[0]?.body).toEqual({ status: 'approved' }));
    expect(await screen.findByText('Request approved')).toBeInTheDocument();

    const historyStale = seedPointsHistory(queryClient);
    await user.click(within(list).getByRole('button', { name: 'Decline Coffee mug for Dana Owner' }));
    const dialog = await screen.findByRole('dialog', { name: 'Decline Coffee mug?' });
    expect(within(dialog).getByText('The points go back to Dana Owner.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Decline' }));
    await waitFor(() => expect(api.calls('PATCH', `/gift_requests/${myMug.id}`)[0]?.body).toEqual({ status: 'declined' }));
    expect(await screen.findByText('Request declined')).toBeInTheDocument();
    expect(historyStale()).toBe(true);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('says so when someone else decided first', async () => {
    const { user } = renderShop({
      routes: { 'PATCH /gift_requests/': () => hydraErrorResponse(409, 'This request is already declined.') },
    });
    const list = await screen.findByRole('list', { name: 'Requests to handle' }, { timeout: 3000 });
    await user.click(within(list).getByRole('button', { name: 'Approve Hoodie for Anna Rep' }));
    expect(await screen.findByText('This request is already declined.')).toBeInTheDocument();
    expect(screen.queryByText('Request approved')).not.toBeInTheDocument();
  });

  it('says when there is nothing to handle, nothing pending and nothing on offer', async () => {
    renderShop({ gifts: [], mine: [], everybody: [] });
    expect(await screen.findByText('No requests are waiting. New ones show up here.', {}, { timeout: 3000 })).toBeInTheDocument();
    expect(await screen.findByText('No gifts on offer yet.')).toBeInTheDocument();
    expect(await screen.findByText('You have no pending requests.')).toBeInTheDocument();
    // The owner can fill the shelf: the empty shop shows where.
    expect(screen.getByRole('link', { name: 'Add gifts in the catalogue' })).toHaveAttribute('href', '/gift-shop/catalogue');
  });

  it('shows a representative an empty shelf without the way to the catalogue’s editing', async () => {
    renderShop({ role: 'REPRESENTATIVE', gifts: [], mine: [] });
    expect(await screen.findByText('No gifts on offer yet.', {}, { timeout: 3000 })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Add gifts in the catalogue' })).toBeNull();
  });

  it('sends a request list that fails to the error screen', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderShop({ role: 'REPRESENTATIVE', routes: { [`GET ${requestsPath}`]: () => hydraErrorResponse(500, 'Internal error') } });
    expect(await screen.findByText('Error screen', {}, { timeout: 3000 })).toBeInTheDocument();
  });
});
