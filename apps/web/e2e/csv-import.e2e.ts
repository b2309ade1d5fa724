import { expect, test, type Page } from '@playwright/test';
import { createProject, logInThroughApi, registerThroughApi, selectProject, signIn } from './support/team-api';

/** An owner signed in and working in a fresh project holding one CSV provider. */
async function csvProviderOfNewOwner(page: Page, prefix: string) {
  const owner = await registerThroughApi(page.request, 'Carla Csv', prefix);
  const project = await createProject(page.request, owner.token, 'Import Co');
  const created = await page.request.post('/api/data_providers', {
    headers: { Authorization: `Bearer ${owner.token}` },
    data: { project: `/api/projects/${project.id}`, type: 'csv', name: 'CRM export' },
  });
  expect(created.status()).toBe(201);
  await signIn(page, await logInThroughApi(page.request, owner));
  await selectProject(page, project);
  return (await created.json()) as { id: string };
}

const csv = [
  'Call ID;Agent;Start;Duration;Answered',
  'c-1;rita@example.com;02.11.2026 09:00;01:30;yes',
  'c-2;rita@example.com;02.11.2026 09:05;0;no',
  'c-3;max@example.com;not a date;45;yes',
  'c-4;max@example.com;02.11.2026 10:00;00:45;yes',
].join('\r\n');

test.describe('CSV import', () => {
  test('uploads a calls export, maps it and reports the bad row @mobile', async ({ page }) => {
    const provider = await csvProviderOfNewOwner(page, 'csv');
    await page.goto(`/settings/data-provider/${provider.id}`);
    await expect(page.getByRole('heading', { level: 1, name: 'CRM export' })).toBeVisible();

    await page.getByLabel('CSV file').setInputFiles({ name: 'calls.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
    await expect(page.getByTestId('csv-file-name')).toContainText('calls.csv');
    await page.getByRole('radio', { name: 'Calls' }).check();
    await page.getByRole('button', { name: 'Preview' }).click();

    await expect(page.getByRole('heading', { name: 'Step 2 of 3: Map the columns' })).toBeVisible();
    await expect(page.getByLabel('Id (required)')).toHaveValue('Call ID');
    await expect(page.getByLabel('Owner', { exact: true })).toHaveValue('Agent');
    await expect(page.getByLabel('Started at (required)')).toHaveValue('Start');
    await expect(page.getByLabel('Duration (required)')).toHaveValue('Duration');
    await expect(page.getByLabel('Answered', { exact: true })).toHaveValue('Answered');
    await expect(page.getByLabel('Date format')).toHaveValue('DD.MM.YYYY');
    await page.getByLabel('Time zone').selectOption('Europe/Berlin');
    await expect(page.getByRole('region', { name: 'First rows of calls.csv' }).getByRole('row')).toHaveCount(5);

    await page.getByRole('button', { name: 'Start import' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Import finished' })).toHaveText(
      'Import finished: 1 row could not be imported.',
    );
    const stats = page.locator('dl');
    await expect(stats.getByText('Rows').locator('xpath=following-sibling::dd')).toHaveText('4');
    await expect(stats.getByText('Imported').locator('xpath=following-sibling::dd')).toHaveText('3');
    await expect(stats.getByText('Errors').locator('xpath=following-sibling::dd')).toHaveText('1');
    const errorRow = page.getByRole('region', { name: 'Rows with errors' }).getByRole('row').nth(1);
    await expect(errorRow.getByRole('cell').nth(0)).toHaveText('4');
    await expect(errorRow.getByRole('cell').nth(1)).toHaveText('Started at');

    await page.getByRole('button', { name: 'Import another file' }).click();
    await expect(page.getByRole('heading', { name: 'Step 1 of 3: Choose the file' })).toBeFocused();
  });
});
