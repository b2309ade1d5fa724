import { expect, test } from '@playwright/test';
import { seedAnalyticsProject } from './support/analytics-seed';
import { expectNoSeriousA11yViolations } from './support/axe';

test.describe('lead processing', () => {
  test('shows the summary, the tip, the managers table with search, sort and the deals dialog', async ({ page }) => {
    await seedAnalyticsProject(page, 'leads');
    const isLeadProcessing = (url: string) => url.endsWith('/api/analytics/lead_processing');
    const board = page.waitForResponse((r) => isLeadProcessing(r.url()) && !('dealsOf' in (r.request().postDataJSON() ?? {})));
    await page.goto('/lead-processing');
    await expect(page).toHaveTitle('SalesPulse | Lead Processing');
    // The board's answer has counts only; deal lists come with the dialog.
    const answer = (await (await board).json()) as { employees: Record<string, unknown>[] };
    expect(answer.employees.length).toBeGreaterThan(0);
    expect(answer.employees.filter((row) => 'participatedDeals' in row || 'processedDeals' in row)).toEqual([]);
    const summary = page.getByLabel('Summary');
    await expect(summary.getByText('Average conversion')).toBeVisible();
    await expect(summary.getByText(/^At up to /)).toBeVisible();
    await expect(summary.getByText('Average speed')).toBeVisible();
    await expect(page.getByText('Accelerate lead processing to increase conversions')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Configure auto assignment' })).toHaveAttribute('href', '/settings');

    const table = page.getByRole('table');
    for (const column of ['Manager', 'Processed deals', 'Incoming deals', 'Bid processing speed', 'Bid incoming speed']) {
      await expect(table.getByRole('columnheader', { name: column })).toBeVisible();
    }
    const rita = table.getByRole('row', { name: /^Rita Rep/ });
    await expect(rita.getByRole('cell').nth(0)).toHaveText('3');
    await expect(rita.getByRole('cell').nth(1)).toHaveText('3');
    await expect(
      table
        .getByRole('row', { name: /^Sam Seller/ })
        .getByRole('cell')
        .nth(0),
    ).toHaveText('1');
    await expect(table.getByRole('row', { name: /^Total/ })).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'lead processing');

    await table.getByRole('button', { name: 'Processed deals', exact: true }).click();
    await expect(table.getByRole('columnheader', { name: 'Processed deals' })).toHaveAttribute('aria-sort', 'ascending');
    await table.getByRole('button', { name: 'Processed deals', exact: true }).click();
    await expect(table.getByRole('columnheader', { name: 'Processed deals' })).toHaveAttribute('aria-sort', 'descending');
    await expect(table.getByRole('rowheader').first()).toHaveText('Rita Rep');

    await page.getByLabel('Manager name').fill('sAm');
    await expect(table.getByRole('row', { name: /^Rita Rep/ })).toHaveCount(0);
    await expect(table.getByRole('row', { name: /^Sam Seller/ })).toBeVisible();
    await page.getByLabel('Manager name').fill('');

    const dealsRequest = page.waitForRequest((r) => isLeadProcessing(r.url()) && 'dealsOf' in (r.postDataJSON() ?? {}));
    await table.getByRole('button', { name: 'Processed deals of Rita Rep: 3' }).click();
    expect((await dealsRequest).postDataJSON().dealsOf).toMatch(/^\/api\/employees\/[0-9a-f-]{36}$/);
    const dialog = page.getByRole('dialog', { name: "Rita Rep's deals" });
    await expect(dialog).toBeVisible();
    const acme = dialog.getByRole('link', { name: /Acme renewal/ });
    await expect(acme).toHaveAttribute('href', 'https://crm.example/deals/R1');
    await expect(acme).toHaveAttribute('target', '_blank');
    await expect(dialog.getByText('Deal ID: R2')).toBeVisible();
    await expect(dialog.getByRole('listitem')).toHaveCount(3);
    await expectNoSeriousA11yViolations(page, 'deals dialog');
    // On a short screen the list scrolls, and a keyboard can scroll it: the list takes focus.
    const list = dialog.getByRole('list');
    await expect(list.locator('xpath=..')).not.toHaveAttribute('tabindex');
    const size = page.viewportSize();
    await page.setViewportSize({ width: 390, height: 240 });
    await expect(list.locator('xpath=..')).toHaveAttribute('tabindex', '0');
    await list.locator('xpath=..').focus();
    await page.keyboard.press('End');
    await expect.poll(() => list.locator('xpath=..').evaluate((element) => element.scrollTop)).toBeGreaterThan(0);
    if (size) await page.setViewportSize(size);
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    // Focus is back on the count that opened the dialog.
    await expect(table.getByRole('button', { name: 'Processed deals of Rita Rep: 3' })).toBeFocused();

    // A filter change: only Sam's leads.
    await page.getByRole('button', { name: 'Employees: All' }).click();
    await page.getByRole('dialog', { name: 'Employees' }).getByRole('checkbox', { name: 'Sam Seller' }).click();
    await page.keyboard.press('Escape');
    await expect(table.getByRole('row', { name: /^Rita Rep/ })).toHaveCount(0);
    await expect(page).toHaveURL(/employee=/);
  });

  test('chooses the one metric column with a tab strip on a phone @mobile', async ({ page }) => {
    test.skip((page.viewportSize()?.width ?? 1440) > 768, 'phones only');
    await seedAnalyticsProject(page, 'leadsm');
    await page.goto('/lead-processing');
    const tabs = page.getByRole('tablist', { name: 'Shown metric' });
    await expect(tabs).toBeVisible();
    await expect(page.getByRole('table').getByRole('columnheader')).toHaveCount(2);
    await tabs.getByRole('tab', { name: 'Incoming deals' }).click();
    await expect(page.getByRole('table').getByRole('columnheader', { name: 'Incoming deals' })).toBeVisible();
    await expect(page.getByRole('table').getByRole('columnheader', { name: 'Processed deals' })).toHaveCount(0);
    await expectNoSeriousA11yViolations(page, 'lead processing on a phone');
  });
});
