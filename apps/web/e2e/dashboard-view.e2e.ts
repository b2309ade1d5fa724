import { expect, test } from '@playwright/test';
import { ingest, seedAnalyticsProject } from './support/analytics-seed';
import { expectNoSeriousA11yViolations } from './support/axe';
import { createDashboard } from './support/dashboards';

test.describe('custom dashboard', () => {
  test('shows a board’s total, ranking and days for the period in the URL, and follows new calls @mobile', async ({ page }) => {
    const { owner, project, provider, at } = await seedAnalyticsProject(page, 'board-view');
    const board = await createDashboard(page.request, owner.token, project.id, 'Team overview', [
      { title: 'Money in', metric: 'payments', view: 'total' },
      { title: 'Calls by rep', metric: 'calls', view: 'byEmployee' },
      { title: 'Calls per day', metric: 'calls', view: 'byDay' },
    ]);
    // The seeded morning is the last weekday, which may fall in last month: the period starts the day
    // before it, so the bars have at least two days (a single day is shown as a figure).
    const seededDay = at(0).slice(0, 10);
    const dayBefore = new Date(Date.parse(`${seededDay}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
    const today = new Date().toISOString().slice(0, 10);
    await page.goto(`/dashboard/${board.id}?from=${dayBefore}&to=${today}`);

    await expect(page.getByRole('heading', { level: 1, name: 'Team overview' })).toBeVisible();
    const money = page.getByRole('region', { name: 'Money in' });
    await expect(money.getByText('Payments')).toBeVisible();
    await expect(money.getByText(/8,000/)).toBeVisible();
    // A total is as tall as its title and number, not as the bars beside it.
    expect((await money.boundingBox())!.height).toBeLessThan(200);

    const ranking = page.getByRole('region', { name: 'Calls by rep' }).getByRole('listitem');
    await expect(ranking.nth(0)).toContainText('Rita Rep');
    await expect(ranking.nth(0)).toContainText('3');
    await expect(ranking.nth(1)).toContainText('Sam Seller');
    await expect(ranking.nth(1)).toContainText('1');

    const days = page.getByRole('table', { name: 'Calls per day by day' });
    await expect(days.getByRole('row').nth(1).getByRole('cell')).toHaveText('0');
    await expect(days.getByRole('row').nth(2).getByRole('cell')).toHaveText('4');
    await expectNoSeriousA11yViolations(page, 'custom dashboard');

    // Another call of Sam's: the figures follow without a reload.
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
    await expect(days.getByRole('row').nth(2).getByRole('cell')).toHaveText('5', { timeout: 10_000 });

    // Over the seeded day alone, the per-day widget is that day's figure and a hint, not one bar.
    await page.goto(`/dashboard/${board.id}?from=${seededDay}&to=${seededDay}`);
    const perDay = page.getByRole('region', { name: 'Calls per day' });
    await expect(perDay.getByText('Pick a longer period to see a bar per day.', { exact: false })).toBeVisible();
    await expect(perDay.getByText('5', { exact: true })).toBeVisible();
  });
});
