import { expect, test } from '@playwright/test';
import { seedAnalyticsProject } from './support/analytics-seed';
import { expectNoSeriousA11yViolations } from './support/axe';

test.describe('Team filter and team totals', () => {
  test('the Managers board filters by team and shows the team’s totals row above the total, in dark theme @mobile', async ({
    page,
    isMobile,
  }) => {
    const { owner, project } = await seedAnalyticsProject(page, isMobile ? 'teamf-m' : 'teamf');
    const auth = { Authorization: `Bearer ${owner.token}` };
    const employees = await page.request.get(`/api/projects/${project.id}/employees?itemsPerPage=100`, { headers: auth });
    const byName = new Map(
      ((await employees.json())['hydra:member'] as { '@id': string; user: { name: string } }[]).map((e) => [e.user.name, e['@id']]),
    );
    for (const [name, member] of [
      ['Closers', 'Rita Rep'],
      ['Hunters', 'Sam Seller'],
    ] as const) {
      const created = await page.request.post('/api/teams', {
        headers: auth,
        data: { project: `/api/projects/${project.id}`, name, members: [byName.get(member)] },
      });
      expect(created.status(), await created.text()).toBe(201);
    }

    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto('/managers');
    await expect(page.getByRole('heading', { level: 1, name: 'Managers' })).toBeVisible();
    const table = page.getByRole('table');
    // Every team of today, by name, between the managers and the total.
    await expect(table.getByRole('columnheader', { name: 'Teams' })).toBeVisible();
    await expect(
      table
        .getByRole('row', { name: /^Closers/ })
        .getByRole('cell')
        .first(),
    ).toHaveText('3');
    await expect(
      table
        .getByRole('row', { name: /^Hunters/ })
        .getByRole('cell')
        .first(),
    ).toHaveText('2');
    await expect(
      table
        .getByRole('row', { name: /^Total/ })
        .getByRole('cell')
        .first(),
    ).toHaveText('6');
    await expect(page.getByText(/^Teams as of \d{1,2} [A-Z][a-z]{2} \d{4}$/)).toBeVisible();

    if (isMobile) await page.getByRole('button', { name: /^Filters/ }).click();
    await page.getByRole('button', { name: 'Team: All' }).click();
    const requested = page.waitForResponse((response) => response.url().endsWith('/api/analytics/managers') && response.ok());
    await page.getByRole('dialog', { name: 'Team' }).getByRole('checkbox', { name: 'Closers' }).click();
    await requested;
    await page.keyboard.press('Escape');
    await expect(page.getByRole('button', { name: 'Team: Closers' })).toBeVisible();
    await expect(page).toHaveURL(/team=/);

    // Only the team's members, its totals row, and the total of what is shown.
    await expect(table.getByRole('row', { name: /^Sam Seller/ })).toHaveCount(0);
    await expect(table.getByRole('row', { name: /^No owner/ })).toHaveCount(0);
    await expect(
      table
        .getByRole('row', { name: /^Rita Rep/ })
        .getByRole('cell')
        .first(),
    ).toHaveText('3');
    await expect(table.getByRole('row', { name: /^Hunters/ })).toHaveCount(0);
    await expect(
      table
        .getByRole('row', { name: /^Closers/ })
        .getByRole('cell')
        .first(),
    ).toHaveText('3');
    await expect(
      table
        .getByRole('row', { name: /^Total/ })
        .getByRole('cell')
        .first(),
    ).toHaveText('3');
    await expectNoSeriousA11yViolations(page, 'managers filtered by team');
    const sideways = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(sideways).toBeLessThanOrEqual(0);
  });
});
