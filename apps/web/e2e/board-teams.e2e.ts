import { expect, test, type Page } from '@playwright/test';
import { seedAnalyticsProject } from './support/analytics-seed';
import { expectNoSeriousA11yViolations } from './support/axe';
import { createDashboard } from './support/dashboards';

const sidewaysScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

test.describe('custom board widgets limited to teams', () => {
  test('the owner limits a widget to a team, and the board shows only that team’s figures @mobile', async ({ page }) => {
    const { owner, project, at } = await seedAnalyticsProject(page, 'board-teams');
    const auth = { Authorization: `Bearer ${owner.token}` };
    const employees = await page.request.get(`/api/projects/${project.id}/employees?itemsPerPage=100`, { headers: auth });
    const listed = (await employees.json()) as { 'hydra:member': { '@id': string; user: { name: string } }[] };
    const employeeOf = (name: string) => listed['hydra:member'].find((e) => e.user.name === name)!['@id'];
    for (const [name, member] of [
      ['Hunters', 'Rita Rep'],
      ['Closers', 'Sam Seller'],
    ] as const) {
      const response = await page.request.post('/api/teams', {
        headers: auth,
        data: { project: `/api/projects/${project.id}`, name, members: [employeeOf(member)] },
      });
      expect(response.status(), await response.text()).toBe(201);
    }
    const board = await createDashboard(page.request, owner.token, project.id, 'Team calls', [
      { title: 'Calls by rep', metric: 'calls', view: 'byEmployee' },
      { title: 'All calls', metric: 'calls', view: 'total' },
      { title: 'Calls by team', metric: 'calls', view: 'byTeam' },
    ]);

    // Dark theme throughout: the system's scheme, which the app follows by default.
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto(`/settings/custom-board/${board.id}`);
    const first = page.getByRole('group', { name: 'Widget 1' });
    const teams = first.getByRole('group', { name: 'Teams' });
    await expect(teams.getByRole('checkbox')).toHaveCount(2);
    await expect(teams.getByRole('checkbox', { name: 'Closers' })).not.toBeChecked();
    // From the keyboard: Space checks the focused box.
    await teams.getByRole('checkbox', { name: 'Closers' }).focus();
    await page.keyboard.press('Space');
    await expect(teams.getByRole('checkbox', { name: 'Closers' })).toBeChecked();
    await expect(
      page.getByRole('group', { name: 'Widget 2' }).getByRole('group', { name: 'Teams' }).getByRole('checkbox', { name: 'Closers' }),
    ).not.toBeChecked();
    expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
    await expectNoSeriousA11yViolations(page, 'board editor with teams');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Board saved')).toBeVisible();
    await expect(page).toHaveURL(/\/settings\/custom-board$/);

    // The seeded calls are on the last weekday; the teams were made today: the period holds both.
    const dayBefore = new Date(Date.parse(`${at(0).slice(0, 10)}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
    const today = new Date().toISOString().slice(0, 10);
    await page.goto(`/dashboard/${board.id}?from=${dayBefore}&to=${today}`);
    const limited = page.getByRole('region', { name: 'Calls by rep' });
    await expect(limited.getByText('Teams: Closers')).toBeVisible();
    const ranking = limited.getByRole('listitem');
    await expect(ranking).toHaveCount(1);
    await expect(ranking.nth(0)).toContainText('Sam Seller');
    await expect(ranking.nth(0)).toContainText('1');
    await expect(limited.getByText('Rita Rep')).toHaveCount(0);
    // The other widget still counts everyone: Rita's three calls and Sam's one.
    await expect(page.getByRole('region', { name: 'All calls' }).getByText('4', { exact: true })).toBeVisible();
    // The team race: each team's members on the period's last day, highest first.
    const race = page.getByRole('region', { name: 'Calls by team' }).getByRole('listitem');
    await expect(race).toHaveText([/^Hunters\s*3$/, /^Closers\s*1$/]);
    expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
    await expectNoSeriousA11yViolations(page, 'board with a team widget');
  });
});
