import { expect, test } from '@playwright/test';
import { ingest, seedAnalyticsProject } from './support/analytics-seed';
import { expectNoSeriousA11yViolations } from './support/axe';

test.describe('calls board', () => {
  test('shows both lists, sorts them, filters by call duration, and updates live', async ({ page }) => {
    const { provider, at } = await seedAnalyticsProject(page, 'calls');
    await page.goto('/call-board');
    await expect(page).toHaveTitle('SalesPulse | Call Board');
    await expect(page.getByRole('group', { name: 'Call duration (sec)' })).toBeVisible();
    const stats = page.getByRole('region', { name: 'Calls by manager' });
    const daily = page.getByRole('region', { name: 'Talk time by day' });
    for (const list of [stats, daily]) {
      for (const option of ['Average time', 'Unsuccessful / Successful', 'Calls', 'Pickup rate', 'Average KPI']) {
        await expect(list.getByRole('button', { name: option, exact: true })).toBeVisible();
      }
    }
    const rita = stats.getByRole('row', { name: /^Rita Rep/ });
    await expect(rita.getByRole('cell').nth(0)).toHaveText('3');
    await expect(rita.getByRole('cell').nth(1)).toHaveText('1 / 2');
    await expect(rita.getByRole('cell').nth(2)).toHaveText('66.67%');
    const sam = stats.getByRole('row', { name: /^Sam Seller/ });
    await expect(sam.getByRole('cell').nth(0)).toHaveText('1');
    await expectNoSeriousA11yViolations(page, 'calls board');

    const names = stats.getByRole('rowheader');
    await stats.getByRole('button', { name: 'Calls', exact: true }).click();
    await expect(stats.getByRole('button', { name: 'Calls', exact: true })).toHaveAttribute('aria-pressed', 'true');
    await stats.getByRole('button', { name: 'Calls', exact: true }).click();
    await expect(names.first()).toHaveText('Rita Rep');
    await expect(page).toHaveURL(/sort=calls&sortOrder=desc/);

    // A new call arrives: the board follows within seconds, without a reload.
    await ingest(page.request, provider, [
      {
        type: 'call',
        externalId: 'C5',
        ownerExternalId: 'u-sam',
        dealExternalId: 'S1',
        startedAt: at(50),
        durationSeconds: 240,
        answered: true,
      },
    ]);
    await expect(sam.getByRole('cell').nth(0)).toHaveText('2', { timeout: 5000 });

    // Only calls of 100 seconds or more.
    const requested = page.waitForResponse(
      (response) => response.url().endsWith('/api/analytics/calls') && response.request().postData()?.includes('"durationRange"') === true,
    );
    await page.getByLabel('Shortest call, seconds').fill('100');
    await page.getByLabel('Shortest call, seconds').press('Enter');
    await requested;
    await expect(rita.getByRole('cell').nth(0)).toHaveText('2');
    await expect(sam.getByRole('cell').nth(0)).toHaveText('1');
    await expect(page).toHaveURL(/minDuration=100/);
  });

  test('on a phone, the list shows the column it is sorted by beside the names @mobile', async ({ page, isMobile }) => {
    test.skip(!isMobile, 'the phone layout');
    await seedAnalyticsProject(page, 'calls-phone');
    await page.goto('/call-board');
    const stats = page.getByRole('region', { name: 'Calls by manager' });
    const table = stats.getByRole('region', { name: 'Calls by manager table' });
    // Whole inside the scrolled box (the names' column stays at its left edge).
    const shown = (column: string) =>
      table.getByRole('columnheader', { name: column, exact: true }).evaluate((header) => {
        const box = header.closest('[role="region"]')!.getBoundingClientRect();
        const cell = header.getBoundingClientRect();
        return cell.left >= box.left - 1 && cell.right <= box.right + 1;
      });
    await expect(table.getByRole('columnheader', { name: 'Average time' })).toHaveAttribute('aria-sort', 'ascending');
    await expect.poll(() => shown('Average time')).toBe(true);
    await expect.poll(() => shown('Manager')).toBe(true);
    // Scrolled: the names' column marks its edge, where the first columns lie under it.
    await expect(table).toHaveAttribute('data-scrolled', 'true');
    await stats.getByRole('button', { name: 'Average KPI' }).click();
    await expect(table.getByRole('columnheader', { name: 'Average KPI' })).toHaveAttribute('aria-sort', 'ascending');
    await expect.poll(() => shown('Average KPI')).toBe(true);
    await expect.poll(() => shown('Manager')).toBe(true);

    // Each manager's day bars keep their height when they move under the name.
    const chart = page.getByRole('region', { name: 'Talk time by day' }).getByRole('img', { name: /^Talk time of Rita Rep by day/ });
    expect((await chart.boundingBox())?.height).toBeGreaterThanOrEqual(36);
  });
});
