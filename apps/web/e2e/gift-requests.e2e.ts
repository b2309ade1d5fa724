import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { enableGiftShop } from './support/gift-shop';
import { createProject, logInThroughApi, registerThroughApi, selectProject, signIn } from './support/team-api';

type Api = { request: APIRequestContext; token: string; projectId: string };

const auth = (token: string) => ({ Authorization: `Bearer ${token}` });

/** The signed-in user's employee IRI in the project. */
async function myEmployee({ request, token, projectId }: Api): Promise<string> {
  const userId = (JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as { userid: string }).userid;
  const answer = await request.get(`/api/projects/${projectId}/employees?itemsPerPage=1&user[]=/api/users/${userId}`, {
    headers: auth(token),
  });
  expect(answer.status()).toBe(200);
  return ((await answer.json()) as { 'hydra:member': { '@id': string }[] })['hydra:member'][0]!['@id'];
}

/** The Gift shop link of the sidebar; on a phone the sidebar is opened from the header first. */
async function giftShopLink(page: Page) {
  const menu = page.getByRole('button', { name: 'Open menu' });
  if (await menu.isVisible()) await menu.click();
  return page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: /^Gift shop/ });
}

async function closeMenu(page: Page) {
  const close = page.getByRole('button', { name: 'Close menu' });
  if (await close.isVisible()) await close.click();
}

test.describe('Gift requests', () => {
  test('an owner requests a gift with their points, sees the pending dot, approves the request and finds it in the history @mobile', async ({
    page,
  }) => {
    const owner = await registerThroughApi(page.request, 'Owen Owner', 'gift-requests');
    const project = await createProject(page.request, owner.token, 'Gift Requests Co');
    const api = { request: page.request, token: owner.token, projectId: project.id };
    await enableGiftShop(page.request, owner.token, project.id);
    const gift = await page.request.post('/api/gift_products', {
      headers: auth(owner.token),
      data: { project: `/api/projects/${project.id}`, name: 'Team lunch', description: 'Lunch for the whole team, on us.', price: 120 },
    });
    expect(gift.status()).toBe(201);
    const dear = await page.request.post('/api/gift_products', {
      headers: auth(owner.token),
      data: { project: `/api/projects/${project.id}`, name: 'Day off', price: 5000 },
    });
    expect(dear.status()).toBe(201);
    const awarded = await page.request.post('/api/point_transactions', {
      headers: auth(owner.token),
      data: { employee: await myEmployee(api), amount: 200, comment: 'Best month of the year' },
    });
    expect(awarded.status()).toBe(201);

    await signIn(page, await logInThroughApi(page.request, owner));
    await selectProject(page, project);
    await page.goto('/gift-shop');
    await expect(page).toHaveTitle('SalesPulse | Gift shop');
    await expect(page.getByText('You have 200 points')).toBeVisible();
    await expect(page.getByText('No requests are waiting. New ones show up here.')).toBeVisible();
    await expect(page.getByText('You have no pending requests.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Request Day off' })).toBeDisabled();
    await expect(page.getByText('Not enough points')).toBeVisible();
    await expect((await giftShopLink(page)).getByTestId('nav-indicator')).toHaveCount(0);
    await closeMenu(page);

    // The request: confirmed with a comment, paid from the balance at once.
    await page.getByRole('button', { name: 'Request Team lunch' }).click();
    const dialog = page.getByRole('dialog', { name: 'Request Team lunch?' });
    await expect(dialog.getByText('80 points', { exact: true })).toBeVisible();
    await dialog.getByLabel('Comment').fill('Friday, if possible');
    await expectNoSeriousA11yViolations(page, 'request dialog');
    await dialog.getByRole('button', { name: 'Send request' }).click();
    await expect(page.getByText('Request sent')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('You have 80 points')).toBeVisible();
    const mine = page.getByRole('list', { name: 'Your requests' });
    await expect(mine.getByText('Team lunch')).toBeVisible();
    await expect(mine.getByText('Friday, if possible')).toBeVisible();

    // A pending request lights the sidebar's dot.
    const link = await giftShopLink(page);
    await expect(link).toHaveAccessibleName('Gift shop Pending gift requests');
    await closeMenu(page);
    await expectNoSeriousA11yViolations(page, 'shop');

    const toHandle = page.getByRole('list', { name: 'Requests to handle' });
    await expect(toHandle.getByText('Owen Owner')).toBeVisible();
    await toHandle.getByRole('button', { name: 'Approve Team lunch for Owen Owner' }).click();
    await expect(page.getByText('Request approved')).toBeVisible();
    await expect(page.getByText('No requests are waiting. New ones show up here.')).toBeVisible();
    await expect(page.getByText('You have no pending requests.')).toBeVisible();
    // Approved points stay spent.
    await expect(page.getByText('You have 80 points')).toBeVisible();
    await expect((await giftShopLink(page)).getByTestId('nav-indicator')).toHaveCount(0);
    await closeMenu(page);

    await page.getByRole('navigation', { name: 'Gift shop sections' }).getByRole('link', { name: 'History' }).click();
    await expect(page).toHaveURL(/\/gift-shop\/history$/);
    await expect(page).toHaveTitle('SalesPulse | Gift history');
    await expect(page.getByRole('heading', { name: 'Decided gift requests' })).toBeVisible();
    await expect(page.getByText('1 request', { exact: true })).toBeVisible();
    // A table on wide screens, cards on a phone: the same name either way.
    const name = 'Decided gift requests, newest first';
    const history = page.getByRole('table', { name }).or(page.getByRole('list', { name }));
    await expect(history.getByText('Approved', { exact: true })).toBeVisible();
    await expect(history.getByText('Team lunch')).toBeVisible();
    await expect(history.getByText('120 points')).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'history');

    await page.getByText('Declined', { exact: true }).click();
    await expect(page).toHaveURL(/status=declined/);
    await expect(page.getByText('No requests with this status.')).toBeVisible();
  });
});
