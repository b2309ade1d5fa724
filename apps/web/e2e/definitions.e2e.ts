import { createHmac } from 'node:crypto';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { createProject, registerThroughApi, selectProject } from './support/team-api';
import { logInThroughUi } from './support/users';

async function createWebhookProvider(request: APIRequestContext, token: string, projectId: string, name: string) {
  const response = await request.post('/api/data_providers', {
    headers: { Authorization: `Bearer ${token}` },
    data: { project: `/api/projects/${projectId}`, type: 'webhook', name },
  });
  expect(response.status()).toBe(201);
  return (await response.json()) as { id: string; secret: string };
}

/** Sends deals the way a CRM would: the raw body signed with the provider's secret. */
async function sendDeals(request: APIRequestContext, provider: { id: string; secret: string }, stages: string[]) {
  const events = stages.map((stage, index) => ({
    type: 'deal',
    externalId: `D-${index + 1}`,
    stage,
    title: `Deal ${index + 1}`,
    amount: 1000 + index,
    createdAt: '2026-11-02T09:00:00Z',
    updatedAt: '2026-11-02T09:00:00Z',
  }));
  const body = JSON.stringify({ events });
  const signature = `sha256=${createHmac('sha256', provider.secret).update(body).digest('hex')}`;
  const response = await request.post(`/api/data_providers/${provider.id}/events`, {
    headers: { 'content-type': 'application/json', 'x-signature': signature },
    data: body,
  });
  expect(response.status()).toBe(200);
  expect(await response.json()).toEqual({ accepted: stages.length, unchanged: 0 });
}

/** Waits for the change to be stored, not only shown (the screen saves optimistically). */
function saved(page: Page) {
  return page.waitForResponse(
    (response) => response.request().method() === 'PATCH' && response.url().includes('/api/definitions/') && response.ok(),
  );
}

async function ownerWithDeals(page: Page, prefix: string) {
  const owner = await registerThroughApi(page.request, 'Dana Definer', prefix);
  const project = await createProject(page.request, owner.token, 'Definitions Co');
  const crm = await createWebhookProvider(page.request, owner.token, project.id, 'Main CRM');
  await sendDeals(page.request, crm, ['appointmentscheduled', 'contractsent', 'closedwon', 'closedlost']);
  await logInThroughUi(page, owner.email, owner.password);
  // With a single project the app may open it straight away; either way the session is set next.
  await expect(page).not.toHaveURL(/\/auth\/login/);
  await selectProject(page, project);
  return { owner, project, crm };
}

test.describe('definitions', () => {
  test('maps the stages a provider sent, adds one, and keeps it all after a reload', async ({ page }) => {
    const { owner, project } = await ownerWithDeals(page, 'defs');
    await createWebhookProvider(page.request, owner.token, project.id, 'Website forms');

    await page.goto('/settings/definitions');
    await expect(page).toHaveTitle('SalesPulse | Definitions');
    await expect(page.getByText('re-derives the analytics')).toBeVisible();
    await page.getByLabel('Data provider').selectOption({ label: 'Main CRM' });
    await expect(page.getByLabel('Label of stage closedwon')).toHaveValue('closedwon');
    await expect(page.getByRole('row')).toHaveCount(5);

    await page.getByLabel('Meaning of contractsent').selectOption('Bill');
    await page.getByLabel('Meaning of closedlost').selectOption('Lost');
    await page.getByLabel('Label of stage closedwon').fill('Closed won');
    await page.getByLabel('Label of stage closedwon').press('Enter');
    await page.getByLabel('Meaning of Closed won').selectOption('Won');
    await Promise.all([saved(page), page.getByLabel('Meaning of appointmentscheduled').selectOption('Negotiation')]);
    await expect(page.getByText('Changes are saved as you make them')).toBeVisible();

    await page.getByLabel('Stage id').fill('refunded');
    await page.getByLabel('Meaning', { exact: true }).selectOption('Refund');
    await page.getByRole('button', { name: 'Add stage' }).click();
    await expect(page.getByText('Stage refunded added')).toBeVisible();
    await expect(page.getByLabel('Meaning of refunded')).toHaveValue('refund');

    // The other provider has sent nothing yet: the screen says where stages come from.
    await page.getByLabel('Data provider').selectOption({ label: 'Website forms' });
    await expect(page.getByText('once this data provider sends deals')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Set up a data provider' })).toHaveAttribute('href', '/settings/data-provider');
    await page.getByLabel('Data provider').selectOption({ label: 'Main CRM' });

    await page.reload();
    await expect(page.getByLabel('Label of stage closedwon')).toHaveValue('Closed won');
    await expect(page.getByLabel('Meaning of Closed won')).toHaveValue('won');
    await expect(page.getByLabel('Meaning of contractsent')).toHaveValue('bill');
    await expect(page.getByLabel('Meaning of closedlost')).toHaveValue('lost');
    await expect(page.getByLabel('Meaning of appointmentscheduled')).toHaveValue('negotiation');
    await expect(page.getByLabel('Meaning of refunded')).toHaveValue('refund');
  });

  test('maps a stage on a phone, where stages are cards @mobile', async ({ page }) => {
    await ownerWithDeals(page, 'defsm');
    await page.goto('/settings/definitions');
    const phone = (page.viewportSize()?.width ?? 1440) <= 768;
    await expect(page.getByLabel('Meaning of closedwon')).toBeVisible();
    await expect(page.getByRole('table')).toHaveCount(phone ? 0 : 1);
    await Promise.all([saved(page), page.getByLabel('Meaning of closedwon').selectOption('Won')]);
    await page.reload();
    await expect(page.getByLabel('Meaning of closedwon')).toHaveValue('won');
  });
});
