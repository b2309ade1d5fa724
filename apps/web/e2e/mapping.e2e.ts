import { createHmac } from 'node:crypto';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { addMember, createProject, registerThroughApi, selectProject } from './support/team-api';
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

test.describe('Mapping', () => {
  test('maps a CRM user to an employee, and the mapping survives a reload @mobile', async ({ page }) => {
    const owner = await registerThroughApi(page.request, 'Owen Owner', 'map-owner');
    const rep = await registerThroughApi(page.request, 'Rita Rep', 'map-rep');
    const project = await createProject(page.request, owner.token, 'Mapping Co');
    await addMember(page.request, owner.token, project.id, rep);
    const created = await page.request.post('/api/data_providers', {
      headers: { Authorization: `Bearer ${owner.token}` },
      data: { project: `/api/projects/${project.id}`, type: 'webhook', name: 'Office CRM' },
    });
    expect(created.status()).toBe(201);
    const provider = (await created.json()) as { id: string; secret: string };
    await sendEvents(page.request, provider, [
      { type: 'user', externalId: 'crm-rita', name: 'Rita (CRM)', email: rep.email },
      { type: 'user', externalId: 'crm-bob', name: 'Bob Closer', email: 'bob@crm.example.com' },
      { type: 'call', externalId: 'call-1', ownerExternalId: 'crm-bob', startedAt: '2026-11-02T09:00:00Z', durationSeconds: 95 },
      { type: 'call', externalId: 'call-2', ownerExternalId: 'crm-bob', startedAt: '2026-11-02T09:30:00Z', durationSeconds: 0 },
    ]);

    await logInThroughUi(page, owner.email, owner.password);
    await expect(page).toHaveURL(/\/select-project|\/create-project|\/sales-pulse/);
    await selectProject(page, project);
    await page.goto('/settings/data-settings');
    await expect(page).toHaveTitle('SalesPulse | Mapping');

    const rita = page.getByRole('listitem').filter({ hasText: 'Rita (CRM)' });
    await expect(rita.getByText('Matched by e-mail')).toBeVisible();
    await expect(rita.getByLabel('Employee for Rita (CRM)')).toHaveValue(/\/api\/employees\//);

    const bob = page.getByRole('listitem').filter({ hasText: 'Bob Closer' });
    await expect(bob.getByText('Not mapped')).toBeVisible();
    await expect(bob.getByText('2 calls')).toBeVisible();
    await bob.getByLabel('Employee for Bob Closer').selectOption({ label: 'Owen Owner' });
    await expect(bob.getByText('Mapped by hand')).toBeVisible();

    // The filter lives in the URL: the box shows its new state once the navigation has happened.
    await page.getByLabel('Unmapped only').click();
    await expect(page.getByLabel('Unmapped only')).toBeChecked();
    await expect(page.getByText('Everyone is mapped to an employee.')).toBeVisible();
    await expect(page).toHaveURL(/unmapped=1/);

    await page.reload();
    await page.getByLabel('Unmapped only').click();
    await expect(page.getByLabel('Unmapped only')).not.toBeChecked();
    const reloaded = page.getByRole('listitem').filter({ hasText: 'Bob Closer' });
    await expect(reloaded.getByText('Mapped by hand')).toBeVisible();
    await expect(reloaded.getByLabel('Employee for Bob Closer').locator('option:checked')).toHaveText('Owen Owner');
  });

  test('declares a property by hand, which the analytics filters then offer @mobile', async ({ page }) => {
    const owner = await registerThroughApi(page.request, 'Owen Owner', 'prop-owner');
    const project = await createProject(page.request, owner.token, 'Fields Co');
    const created = await page.request.post('/api/data_providers', {
      headers: { Authorization: `Bearer ${owner.token}` },
      data: { project: `/api/projects/${project.id}`, type: 'webhook', name: 'Office CRM' },
    });
    expect(created.status()).toBe(201);

    await logInThroughUi(page, owner.email, owner.password);
    await expect(page).toHaveURL(/\/select-project|\/create-project|\/sales-pulse/);
    await selectProject(page, project);
    await page.goto('/settings/data-settings?tab=properties');
    await expect(page.getByText('This data provider has not sent any custom fields yet.')).toBeVisible();

    await page.getByRole('button', { name: 'Declare a property' }).click();
    const dialog = page.getByRole('dialog', { name: 'Declare a property of Office CRM' });
    await dialog.getByRole('button', { name: 'Declare' }).click();
    await expect(dialog.getByText('required field')).toBeVisible();
    await dialog.getByLabel('Field key').fill('lead_source');
    await dialog.getByLabel('Name').fill('Lead source');
    await dialog.getByRole('button', { name: 'Declare' }).click();
    await expect(page.getByText('Property “Lead source” declared')).toBeVisible();
    await expect(page.getByLabel('Name of property lead_source')).toHaveValue('Lead source');

    // The same key again is refused under its field.
    await page.getByRole('button', { name: 'Declare a property' }).click();
    await page.getByRole('dialog').getByLabel('Field key').fill('lead_source');
    await page.getByRole('dialog').getByRole('button', { name: 'Declare' }).click();
    await expect(page.getByRole('dialog').getByText('this property already exists for the data provider')).toBeVisible();
    await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();

    // The project data carries it: the managers screen's filters offer it.
    await page.goto('/managers');
    // Phones fold the filters behind a button.
    const more = page.getByRole('button', { expanded: false, name: 'Filters' });
    const properties = page.getByRole('button', { name: 'Properties: All' });
    await expect(properties.or(more)).toBeVisible();
    if (await more.isVisible()) await more.click();
    await properties.click();
    await expect(page.getByRole('region', { name: 'Options of Lead source' })).toBeVisible();
  });
});
