import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { addMember, createProject, logInThroughApi, registerThroughApi, selectProject, signIn } from './support/team-api';

const teamRow = (page: Page, name: string) =>
  page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3, name, exact: true }) });
const sidewaysScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

test.describe('Teams', () => {
  test('an admin creates a team with two members, moves one to another team, renames the first and reads its history @mobile', async ({
    page,
    isMobile,
  }) => {
    const owner = await registerThroughApi(page.request, 'Owen Owner', 'teams-owner');
    const project = await createProject(page.request, owner.token, 'Team Co');
    const admin = await registerThroughApi(page.request, 'Ada Admin', 'teams-admin');
    await addMember(page.request, owner.token, project.id, admin, 'ADMIN');
    for (const [name, prefix] of [
      ['Rita Rep', 'teams-rita'],
      ['Sam Seller', 'teams-sam'],
    ] as const) {
      await addMember(page.request, owner.token, project.id, await registerThroughApi(page.request, name, prefix));
    }

    // Dark theme throughout: the system's scheme, which the app follows by default.
    await page.emulateMedia({ colorScheme: 'dark' });
    await signIn(page, await logInThroughApi(page.request, admin));
    await selectProject(page, project);
    await page.goto('/settings/teams');
    await expect(page).toHaveTitle('SalesPulse | Teams');
    await expect(page.getByRole('heading', { level: 1, name: 'Teams' })).toBeVisible();
    await expect(page.getByText('No teams yet')).toBeVisible();
    await expect(page.getByText(/goals per team, filter the boards by team/)).toBeVisible();
    if (!isMobile) await expect(page.getByRole('link', { name: 'Teams', exact: true })).toHaveAttribute('aria-current', 'page');
    await expectNoSeriousA11yViolations(page, 'no teams');

    // A team with two members and a lead; the name is checked before anything is sent.
    await page.getByRole('button', { name: 'Create team' }).first().click();
    let dialog = page.getByRole('dialog', { name: 'Create team' });
    await dialog.getByRole('button', { name: 'Create team' }).click();
    await expect(dialog.getByText('required field')).toBeVisible();
    await dialog.getByLabel('Name').fill('Closers');
    await dialog.getByLabel('Search employees').fill('rit');
    await dialog.getByLabel('Rita Rep', { exact: true }).check();
    await dialog.getByLabel('Search employees').fill('');
    await dialog.getByLabel('Sam Seller', { exact: true }).check();
    await expect(dialog.getByText('2 selected')).toBeVisible();
    await dialog.getByLabel('Lead').selectOption({ label: 'Rita Rep' });
    await expectNoSeriousA11yViolations(page, 'team dialog');
    expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
    await dialog.getByRole('button', { name: 'Create team' }).click();
    await expect(page.getByText('Team created')).toBeVisible();
    await expect(dialog).toBeHidden();
    const closers = teamRow(page, 'Closers');
    await expect(closers.getByText(/Lead: Rita Rep/)).toBeVisible();
    await expect(closers.getByText(/2 members/)).toBeVisible();
    await expect(closers.getByRole('list', { name: '2 members' }).getByRole('listitem')).toHaveText(['Rita Rep', 'Sam Seller']);

    // The same name again is refused on the field; picking Sam for a second team says he moves.
    await page.getByRole('button', { name: 'Create team' }).first().click();
    dialog = page.getByRole('dialog', { name: 'Create team' });
    await dialog.getByLabel('Name').fill('closers');
    await dialog.getByLabel('Sam Seller', { exact: true }).check();
    await expect(dialog.getByLabel('Sam Seller', { exact: true })).toHaveAccessibleDescription('moves from Closers');
    await dialog.getByRole('button', { name: 'Create team' }).click();
    await expect(dialog.getByText('this name is already used in the project')).toBeVisible();
    await expect(dialog.getByLabel('Name')).toHaveAttribute('aria-invalid', 'true');
    await dialog.getByLabel('Name').fill('Hunters');
    await dialog.getByRole('button', { name: 'Create team' }).click();
    await expect(dialog).toBeHidden();
    await expect(teamRow(page, 'Hunters').getByText(/1 member$/)).toBeVisible();
    await expect(closers.getByText(/1 member$/)).toBeVisible();

    // Rename the first team from the keyboard's reach: its Edit button.
    await closers.getByRole('button', { name: 'Edit Closers' }).click();
    dialog = page.getByRole('dialog', { name: 'Edit team' });
    await expect(dialog.getByLabel('Name')).toHaveValue('Closers');
    await dialog.getByLabel('Name').fill('Top closers');
    await dialog.getByLabel('Name').press('Enter');
    await expect(page.getByText('Team saved')).toBeVisible();
    const renamed = teamRow(page, 'Top closers');
    await expect(renamed).toBeVisible();
    await expect(teamRow(page, 'Closers')).toHaveCount(0);

    // Its history: Rita has been in it since today.
    await renamed.getByRole('button', { name: 'History' }).click();
    const history = renamed.getByRole('list', { name: 'Membership history of Top closers' });
    await expect(history.getByRole('listitem').filter({ hasText: 'Rita Rep' })).toContainText(/Member since \d{1,2} [A-Z][a-z]{2} \d{4}/);
    await expect(history.getByRole('listitem').filter({ hasText: 'Rita Rep' })).toContainText('Current');
    await expectNoSeriousA11yViolations(page, 'teams with history');
    expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);

    // Deleting asks first and says the past figures stay.
    await teamRow(page, 'Hunters').getByRole('button', { name: 'Delete Hunters' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete Hunters?' });
    await expect(confirm.getByText(/Past figures stay with the team/)).toBeVisible();
    await confirm.getByRole('button', { name: 'Delete team' }).click();
    await expect(page.getByText('Team deleted')).toBeVisible();
    await expect(teamRow(page, 'Hunters')).toHaveCount(0);
  });
});
