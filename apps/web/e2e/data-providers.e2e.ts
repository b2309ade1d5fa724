import { execFileSync } from 'node:child_process';
import { createHmac } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { createProject, logInThroughApi, registerThroughApi, selectProject, signIn } from './support/team-api';

/** An owner registered through the API, signed in and working in a fresh project. */
async function ownerInProject(page: Page, prefix: string) {
  const owner = await registerThroughApi(page.request, 'Dana Owner', prefix);
  const pair = await logInThroughApi(page.request, owner);
  const project = await createProject(page.request, pair.token, 'Providers Co');
  await signIn(page, pair);
  await selectProject(page, project);
  return project;
}

function signedBatch(secret: string) {
  const at = new Date().toISOString();
  const body = JSON.stringify({
    events: [
      { type: 'user', externalId: '42', name: 'Rita Rep', email: 'rita@example.com' },
      { type: 'call', externalId: 'C-1', ownerExternalId: '42', startedAt: at, durationSeconds: 184, answered: true },
    ],
  });
  const signature = `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;
  return { body, signature };
}

test.describe('data providers', () => {
  test('creates a webhook, receives a signed batch through it, pauses and deletes it', async ({ page }) => {
    await ownerInProject(page, 'dp');
    await page.goto('/settings/data-provider');
    await expect(page).toHaveTitle('SalesPulse | Data providers');
    await expect(page.getByRole('heading', { name: 'No data providers yet' })).toBeVisible();

    await page.getByRole('link', { name: 'Add data provider' }).click();
    await expect(page).toHaveURL(/\/settings\/data-provider\/create$/);
    await expect(page).toHaveTitle('SalesPulse | Add data provider');
    await expect(page.getByRole('radio', { name: /HubSpot/ })).toBeEnabled();
    await page.getByRole('button', { name: 'Create' }).click();
    await expect(page.getByText('required field')).toBeVisible();
    await page.getByLabel('Name').fill('Script webhook');
    await page.getByRole('button', { name: 'Create' }).click();

    await expect(page.getByText('Copy the secret now: it will not be shown again')).toBeVisible();
    // The panel took the form's place: focus is on its heading, not lost on the page.
    await expect(page.getByRole('heading', { name: 'Script webhook is ready' })).toBeFocused();
    const webhookUrl = await page.getByLabel('Webhook URL', { exact: true }).inputValue();
    const secret = await page.getByLabel('Signing secret', { exact: true }).inputValue();
    expect(webhookUrl).toMatch(/\/api\/data_providers\/[0-9a-f-]{36}\/events$/);
    expect(secret).toMatch(/^whsec_/);
    const example = await page.getByLabel('Example request', { exact: true }).inputValue();
    await expect(page.getByText('Event types and their fields')).toBeVisible();
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.getByRole('button', { name: 'Copy Signing secret' }).click();
    await expect(page.getByRole('button', { name: 'Copy Signing secret' })).toHaveText('Copied');

    await page.getByRole('link', { name: 'Open the provider' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Script webhook' })).toBeVisible();
    await expect(page.getByLabel('Webhook URL', { exact: true })).toHaveValue(webhookUrl);
    await expect(page.getByLabel('Signing secret', { exact: true })).toHaveCount(0);
    await page.getByRole('link', { name: 'Data providers' }).first().click();

    const row = page.getByRole('listitem', { name: 'Script webhook' });
    await expect(row).toContainText('Last data: No data yet');

    // The example on the panel, run as a shell script, is accepted and shows as the reader's own call.
    expect(JSON.parse(execFileSync('bash', ['-c', example], { encoding: 'utf8' }))).toEqual({ accepted: 2, unchanged: 0 });
    await page.goto('/sales-pulse?sort=callAttempts');
    const mine = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: /^Dana Owner/ }) });
    await expect(mine.getByRole('cell').first()).toHaveText('1');
    await page.goto('/settings/data-provider');

    const { body, signature } = signedBatch(secret);
    const sent = await page.request.post(new URL(webhookUrl).pathname, {
      headers: { 'content-type': 'application/json', 'x-signature': signature },
      data: body,
    });
    expect(sent.status()).toBe(200);
    expect(await sent.json()).toEqual({ accepted: 2, unchanged: 0 });

    await page.reload();
    await expect(row).toContainText('Last data: just now');

    await row.getByRole('button', { name: 'Pause Script webhook' }).click();
    await expect(page.getByText('Data provider paused')).toBeVisible();
    await expect(row).toContainText('Paused');
    const refused = await page.request.post(new URL(webhookUrl).pathname, {
      headers: { 'content-type': 'application/json', 'x-signature': signature },
      data: body,
    });
    expect(refused.status()).toBe(401);

    await row.getByRole('button', { name: 'Delete Script webhook' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('Data provider deleted')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'No data providers yet' })).toBeVisible();
  });

  test('a CSV provider opens its edit page with the import placeholder @mobile', async ({ page }) => {
    await ownerInProject(page, 'csv');
    await page.goto('/settings/data-provider/create');
    await page.getByText('CSV import').click();
    await page.getByLabel('Name').fill('Monthly export');
    await page.getByRole('button', { name: 'Create' }).click();
    await expect(page).toHaveURL(/\/settings\/data-provider\/[0-9a-f-]{36}$/);
    await expect(page).toHaveTitle('SalesPulse | Edit data provider');
    await expect(page.getByRole('heading', { name: 'Upload a CSV export' })).toBeVisible();
    await expect(page.getByLabel('Webhook URL', { exact: true })).toHaveCount(0);

    // A name is unique within the project, whatever its case.
    await page.goto('/settings/data-provider/create');
    await page.getByLabel('Name').fill('monthly EXPORT');
    await page.getByRole('button', { name: 'Create' }).click();
    await expect(page.getByText('this name is already used in the project')).toBeVisible();
    await expect(page.getByLabel('Name')).toBeFocused();
    await expect(page).toHaveURL(/\/create$/);
    await page.goBack();

    await page.getByRole('button', { name: 'Delete data provider' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await expect(page).toHaveURL(/\/settings\/data-provider$/);
    await expect(page.getByRole('heading', { name: 'No data providers yet' })).toBeVisible();
  });
});
