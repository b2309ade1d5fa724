import { createHmac } from 'node:crypto';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { createProject, registerThroughApi, selectProject } from './support/team-api';
import { logInThroughUi } from './support/users';

/** Sends a batch the way a CRM integration would: the raw body, signed with the provider's secret. */
async function sendEvents(request: APIRequestContext, provider: { id: string; secret: string }, events: unknown[]) {
  const body = JSON.stringify({ events });
  const signature = createHmac('sha256', provider.secret).update(body).digest('hex');
  const response = await request.post(`/api/data_providers/${provider.id}/events`, {
    headers: { 'content-type': 'application/json', 'x-signature': `sha256=${signature}` },
    data: body,
  });
  expect(response.status()).toBe(200);
}

const deal = (externalId: string, product: string, properties: Record<string, string | number>) => ({
  type: 'deal',
  externalId,
  stage: 'new',
  product,
  properties,
  createdAt: '2026-11-02T08:00:00Z',
  updatedAt: '2026-11-02T08:00:00Z',
});

/** An owner signed in on a project whose CRM has sent four deals with products and custom fields. */
async function seededProject(page: Page, prefix: string) {
  const owner = await registerThroughApi(page.request, 'Owen Owner', prefix);
  const project = await createProject(page.request, owner.token, 'Catalogue Co');
  const created = await page.request.post('/api/data_providers', {
    headers: { Authorization: `Bearer ${owner.token}` },
    data: { project: `/api/projects/${project.id}`, type: 'webhook', name: 'Office CRM' },
  });
  expect(created.status()).toBe(201);
  const provider = (await created.json()) as { id: string; secret: string };
  await sendEvents(page.request, provider, [
    deal('d-1', 'Widget', { plan: 'Pro', seats: 3 }),
    deal('d-2', 'Widget', { plan: 'Basic', seats: 12 }),
    deal('d-3', 'widget-pro', { plan: 'Pro' }),
    deal('d-4', 'Gadget', { plan: 'Basic' }),
  ]);
  await logInThroughUi(page, owner.email, owner.password);
  await expect(page).toHaveURL(/\/select-project|\/create-project|\/sales-pulse/);
  await selectProject(page, project);
}

const row = (page: Page, name: string) => page.getByRole('listitem').filter({ has: page.getByText(name, { exact: true }) });

test.describe('Products', () => {
  test('merges duplicates into one product and names a product @mobile', async ({ page }) => {
    await seededProject(page, 'products-merge');
    await page.goto('/settings/product');
    await expect(page).toHaveTitle('SalesPulse | Products');
    await expect(page.getByRole('heading', { name: 'Products', level: 1 })).toBeVisible();
    await expect(page.getByText('3 products')).toBeVisible();
    await expect(row(page, 'Widget').getByText('2 deals')).toBeVisible();

    // Search, pick the two widgets and merge them into the one with more deals.
    await page.getByLabel('Search products').fill('widget');
    await expect(page).toHaveURL(/q=widget/);
    await expect(row(page, 'Gadget')).toHaveCount(0);
    await row(page, 'Widget').getByLabel('Select Widget').check();
    await row(page, 'widget-pro').getByLabel('Select widget-pro').check();
    await expect(page.getByText('2 products selected')).toBeVisible();
    await page.getByRole('button', { name: 'Merge', exact: true }).click();
    const merge = page.getByRole('dialog', { name: 'Merge 2 products' });
    await expect(merge.getByRole('radio', { name: /^Widget/ })).toBeChecked();
    await merge.getByRole('button', { name: 'Merge' }).click();
    await expect(page.getByText('Merged into Widget')).toBeVisible();
    await expect(row(page, 'widget-pro')).toHaveCount(0);
    await expect(row(page, 'Widget').getByText('3 deals')).toBeVisible();

    // Name a product and give it a SKU.
    await page.getByLabel('Search products').fill('');
    await row(page, 'Gadget').getByRole('button', { name: 'Edit Gadget' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit product' });
    await edit.getByLabel('Name').fill('Gadget Max');
    await edit.getByLabel('SKU').fill('G-100');
    await edit.getByRole('button', { name: 'Save' }).click();
    await expect(edit).toBeHidden();
    await expect(row(page, 'Gadget Max').getByText('SKU G-100')).toBeVisible();
    // The provider's key stays as it was.
    await expect(row(page, 'Gadget Max').getByText('Key Gadget', { exact: true })).toBeVisible();
  });

  test('takes products from a custom field, and tidies the fields on the Mapping screen @mobile', async ({ page }) => {
    await seededProject(page, 'products-source');
    await page.goto('/settings/product');
    // Products of this CRM come from its "plan" field instead: the stored deals are sorted again.
    await page.getByLabel('Product field of Office CRM').selectOption({ label: 'Property: plan' });
    await expect(page.getByText('Saved', { exact: true })).toBeVisible();
    await expect(row(page, 'Pro').getByText('2 deals')).toBeVisible();
    await expect(row(page, 'Basic').getByText('2 deals')).toBeVisible();
    await page.reload();
    await expect(page.getByLabel('Product field of Office CRM')).toHaveValue('properties.plan');

    // The same fields on the Mapping screen: rename one, delete another.
    await page.goto('/settings/data-settings?tab=properties');
    await expect(page.getByRole('tab', { name: 'Properties' })).toHaveAttribute('aria-selected', 'true');
    const plan = page.getByRole('listitem').filter({ has: page.getByLabel('Name of property plan') });
    await expect(plan.getByText('Text')).toBeVisible();
    await expect(plan.getByRole('list', { name: 'Values seen' }).getByRole('listitem')).toHaveText(['Basic', 'Pro']);
    await expect(
      page
        .getByRole('listitem')
        .filter({ has: page.getByLabel('Name of property seats') })
        .getByText('Whole number'),
    ).toBeVisible();
    await plan.getByLabel('Name of property plan').fill('Plan');
    await plan.getByLabel('Name of property plan').press('Enter');
    await expect(page.getByText('Changes are saved as you make them', { exact: false })).toBeVisible();
    await page.getByRole('button', { name: 'Delete property seats' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('Property “seats” deleted')).toBeVisible();
    await page.reload();
    await expect(page.getByLabel('Name of property plan')).toHaveValue('Plan');
    await expect(page.getByLabel('Name of property seats')).toHaveCount(0);
  });
});
