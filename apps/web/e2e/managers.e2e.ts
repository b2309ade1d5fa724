import { expect, test, type Page } from '@playwright/test';
import { ingest, seedAnalyticsProject } from './support/analytics-seed';
import { expectNoSeriousA11yViolations } from './support/axe';

const rowNames = (page: Page) => page.getByRole('table').getByRole('rowheader').allTextContents();

test.describe('managers', () => {
  test('compares managers, sorts, filters by employee through the URL, and passes axe', async ({ page }) => {
    await seedAnalyticsProject(page, 'mgr');
    await page.goto('/managers');
    await expect(page).toHaveTitle('SalesPulse | Managers');
    await expect(page.getByRole('heading', { level: 1, name: 'Managers' })).toBeVisible();
    const table = page.getByRole('table');
    for (const column of ['Manager', 'Leads', 'Negotiations', 'Bills', 'Won', 'Lost', 'Conversion', 'Forecast', 'Static forecast']) {
      await expect(table.getByRole('columnheader', { name: column, exact: true })).toBeVisible();
    }
    await expect(
      table
        .getByRole('row', { name: /^Rita Rep/ })
        .getByRole('cell')
        .first(),
    ).toHaveText('3');
    await expect(
      table
        .getByRole('row', { name: /^Sam Seller/ })
        .getByRole('cell')
        .first(),
    ).toHaveText('2');
    await expect(
      table
        .getByRole('row', { name: /^No owner/ })
        .getByRole('cell')
        .first(),
    ).toHaveText('1');
    await expect(
      table
        .getByRole('row', { name: /^Total/ })
        .getByRole('cell')
        .first(),
    ).toHaveText('6');
    await expect(page.getByText(/^Data as of/)).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'managers');

    // Keyboard on a narrow screen: every header reached by Tab, forwards then back, shows whole,
    // neither under the sticky Manager column nor past the table's edge.
    const size = page.viewportSize();
    await page.setViewportSize({ width: 700, height: 900 });
    const headers = table.locator('thead th:not(.sticky) button');
    const count = await headers.count();
    const shownWhole = () =>
      page.evaluate(() => {
        const focused = document.activeElement;
        const region = focused?.closest('[role="region"]');
        const sticky = region?.querySelector('thead th');
        if (!focused || !region || !sticky) return false;
        const box = focused.getBoundingClientRect();
        return box.left >= sticky.getBoundingClientRect().right && box.right <= region.getBoundingClientRect().right;
      });
    await headers.first().focus();
    for (let index = 1; index < count; index++) {
      await page.keyboard.press('Tab');
      await expect(headers.nth(index)).toBeFocused();
      await expect.poll(shownWhole).toBe(true);
    }
    for (let index = count - 2; index >= 0; index--) {
      await page.keyboard.press('Shift+Tab');
      await expect(headers.nth(index)).toBeFocused();
      await expect.poll(shownWhole).toBe(true);
    }
    if (size) await page.setViewportSize(size);

    // Leads ascending, then descending; "No owner" stays under the managers, the totals at the bottom.
    await table.getByRole('button', { name: 'Leads' }).click();
    await expect(table.getByRole('columnheader', { name: 'Leads' })).toHaveAttribute('aria-sort', 'ascending');
    expect((await rowNames(page)).slice(-4)).toEqual(['Sam Seller', 'Rita Rep', 'No owner', 'Total']);
    await table.getByRole('button', { name: 'Leads' }).click();
    await expect(table.getByRole('columnheader', { name: 'Leads' })).toHaveAttribute('aria-sort', 'descending');
    expect((await rowNames(page))[0]).toBe('Rita Rep');

    await page.getByRole('button', { name: 'Employees: All' }).click();
    const requested = page.waitForResponse((response) => response.url().endsWith('/api/analytics/managers') && response.ok());
    await page.getByRole('dialog', { name: 'Employees' }).getByRole('checkbox', { name: 'Sam Seller' }).click();
    await requested;
    await page.keyboard.press('Escape');
    await expect(page.getByRole('button', { name: 'Employees: Sam Seller' })).toBeVisible();
    await expect(page).toHaveURL(/employee=/);
    await expect(table.getByRole('row', { name: /^Rita Rep/ })).toHaveCount(0);
    await expect(
      table
        .getByRole('row', { name: /^Total/ })
        .getByRole('cell')
        .first(),
    ).toHaveText('2');

    // The URL is the view: a reload (or a shared link) shows the same filters and order.
    await page.reload();
    await expect(page.getByRole('button', { name: 'Employees: Sam Seller' })).toBeVisible();
    await expect(page.getByRole('table').getByRole('columnheader', { name: 'Leads' })).toHaveAttribute('aria-sort', 'descending');

    await page.getByRole('button', { name: 'Clear date' }).click();
    await expect(page).toHaveURL(/from=\d{4}-\d{2}-01&to=/);
  });

  test('opens the working time editor and the period picker, never past today', async ({ page }) => {
    await seedAnalyticsProject(page, 'mgr2');
    await page.goto('/managers');
    await expect(page.getByRole('table')).toBeVisible();
    await page.getByRole('button', { name: /^Working time:/ }).click();
    const editor = page.getByRole('dialog', { name: 'Working time' });
    await editor.getByRole('button', { name: 'Add exclusion' }).click();
    await expect(editor.getByRole('group', { name: 'Exclusion 1' }).getByLabel('From', { exact: true })).toHaveValue('00:00:00');
    await expect(editor.getByRole('group', { name: 'Exclusion 1' }).getByLabel('To', { exact: true })).toHaveValue('23:59:00');
    await expectNoSeriousA11yViolations(page, 'working time editor');
    await editor.getByRole('button', { name: 'Apply' }).click();
    await expect(page).toHaveURL(/exclude=00%3A00%3A00-23%3A59%3A00/);
    await expect(page.getByRole('button', { name: /^Working time: .*1 exclusion/ })).toBeVisible();

    await page.getByRole('button', { name: /^Period:/ }).click();
    const nextMonth = page.getByRole('button', { name: 'Next month' });
    await expect(nextMonth).toBeDisabled();
  });

  test('a failed request shows the error screen with Try again, which asks again with the same filters', async ({ page }) => {
    await seedAnalyticsProject(page, 'mgr-retry');
    // The first answer and the client's one retry both fail.
    let failures = 2;
    await page.route('**/api/analytics/managers', (route) =>
      failures-- > 0 ? route.fulfill({ status: 500, contentType: 'application/ld+json', body: '{}' }) : route.continue(),
    );
    await page.goto('/managers?exclude=00%3A00%3A00-23%3A59%3A00');
    await expect(page.getByRole('heading', { name: 'Sorry, unexpected error' })).toBeVisible();
    await expect(page.getByRole('navigation').first()).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'managers error');
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Managers' })).toBeVisible();
    await expect(page.getByRole('table').getByRole('row', { name: /^Rita Rep/ })).toBeVisible();
    await expect(page).toHaveURL(/exclude=00%3A00%3A00-23%3A59%3A00/);
  });
});

/** 10:00 UTC on the latest Saturday before today: inside the default period, outside Monday to Friday. */
function lastSaturdayMorning(): Date {
  const day = new Date();
  day.setUTCHours(10, 0, 0, 0);
  do day.setUTCDate(day.getUTCDate() - 1);
  while (day.getUTCDay() !== 6);
  return day;
}

test.describe('managers: the working time it counts', () => {
  test('says what falls outside its working time and includes it in one click, which Back undoes @mobile', async ({ page }) => {
    const { provider } = await seedAnalyticsProject(page, 'mgr-window');
    const saturday = lastSaturdayMorning().toISOString();
    const weekendDeal = (externalId: string) => ({
      type: 'deal',
      externalId,
      ownerExternalId: 'u-rita',
      stage: 'qualified',
      title: externalId,
      amount: 100,
      createdAt: saturday,
      updatedAt: saturday,
    });
    await ingest(page.request, provider, [weekendDeal('W1'), weekendDeal('W2')]);

    await page.goto('/managers');
    const note = page.getByTestId('window-note');
    await expect(note).toContainText('Counting 00:00–23:59, Mon–Fri · 2 deals outside these hours');
    const total = page
      .getByRole('table')
      .getByRole('row', { name: /^Total/ })
      .getByRole('cell')
      .first();
    await expect(total).toHaveText('6');

    await note.getByRole('button', { name: 'Include them' }).click();
    await expect(total).toHaveText('8');
    await expect(page).toHaveURL(/[?&]range=00%3A00%3A00-23%3A59%3A59%7E1234567/);
    // Every instant counts now: nothing to say.
    await expect(note).toHaveCount(0);

    await page.goBack();
    await expect(total).toHaveText('6');
    await expect(note).toContainText('2 deals outside these hours');
  });
});
