import { expect, test, type Page } from '@playwright/test';
import { waitForMail } from './support/mailbox';
import { addMember, bearer, createProject, logInThroughApi, registerThroughApi, selectProject, signIn } from './support/team-api';
import { registerThroughUi, uniqueEmail } from './support/users';

async function ownerWithProject(page: Page, prefix: string, projectName: string) {
  const owner = { name: 'Owen Owner', email: uniqueEmail(prefix), password: `${prefix}-password-1` };
  await registerThroughUi(page, owner);
  const token = await bearer(page);
  const project = await createProject(page.request, token, projectName);
  await selectProject(page, project);
  return { owner, token, project };
}

test.describe('project settings', () => {
  test('general settings are saved and still there after a reload', async ({ page }) => {
    await ownerWithProject(page, 'gen', 'Settings Co');
    await page.goto('/settings/main');
    await expect(page).toHaveTitle('SalesPulse | Project settings');
    await expect(page.getByLabel('Time zone')).toHaveValue('Europe/Berlin');

    await page.getByLabel('Project name').fill('Settings Company');
    await page.getByLabel('Currency').selectOption('EUR');
    await page.getByLabel('Time zone').selectOption('America/New_York');
    await page.getByLabel('Work day starts').fill('08:30');
    await page.getByLabel('Work day ends').fill('17:45');
    await page.getByLabel('Distribution delay').fill('15');
    await page.getByLabel('Bill to won').fill('40');
    await page.getByRole('switch', { name: 'Enable the gift shop' }).check();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Settings saved')).toBeVisible();

    await page.getByLabel('Distribution delay').fill('5000');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('must be a whole number of minutes from 0 to 1440')).toBeVisible();

    await page.reload();
    await expect(page.getByLabel('Project name')).toHaveValue('Settings Company');
    await expect(page.getByLabel('Currency')).toHaveValue('EUR');
    await expect(page.getByLabel('Time zone')).toHaveValue('America/New_York');
    await expect(page.getByLabel('Work day starts')).toHaveValue('08:30');
    await expect(page.getByLabel('Work day ends')).toHaveValue('17:45');
    await expect(page.getByLabel('Distribution delay')).toHaveValue('15');
    await expect(page.getByLabel('Bill to won')).toHaveValue('40');
    await expect(page.getByRole('switch', { name: 'Enable the gift shop' })).toBeChecked();
  });

  test('invites, resends and revokes an invitation', async ({ page }) => {
    await ownerWithProject(page, 'inv', 'Invite Co');
    await page.goto('/settings/employees');
    await expect(page.getByText('No pending invitations')).toBeVisible();

    const guest = uniqueEmail('guest');
    await page.getByLabel('Email').fill(guest);
    await page.getByLabel('Role', { exact: true }).selectOption('ADMIN');
    await page.getByRole('button', { name: 'Invite', exact: true }).click();
    await expect(page.getByText(`Invitation sent to ${guest}`)).toBeVisible();
    expect(await waitForMail(guest)).toContain('/invite/');
    const pending = page.getByRole('listitem').filter({ hasText: guest });
    const role = pending.getByLabel(`Role of the invitation to ${guest}`);
    await expect(role).toHaveValue('ADMIN');

    // The role of a pending invitation changes in place, once confirmed, and stays after a reload.
    await role.selectOption('REPRESENTATIVE');
    await page
      .getByRole('dialog', { name: `Invite ${guest} as Representative?` })
      .getByRole('button', { name: 'Change role' })
      .click();
    await expect(page.getByText('Invitation role changed')).toBeVisible();
    await page.reload();
    await expect(page.getByLabel(`Role of the invitation to ${guest}`)).toHaveValue('REPRESENTATIVE');

    await page.getByRole('button', { name: `Resend the invitation to ${guest}` }).click();
    await expect(page.getByText(`Invitation sent again to ${guest}`)).toBeVisible();

    await page.getByRole('button', { name: `Revoke the invitation to ${guest}` }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Revoke' }).click();
    await expect(page.getByText('Invitation revoked')).toBeVisible();
    await expect(pending).toHaveCount(0);
  });

  test('changes a member’s role and schedule, and deactivates them', async ({ page }) => {
    const { token, project } = await ownerWithProject(page, 'team', 'Team Co');
    const member = await registerThroughApi(page.request, 'Mia Member', 'mia');
    await addMember(page.request, token, project.id, member);

    await page.goto('/settings/employees');
    const row = page.getByRole('row').filter({ hasText: 'Mia Member' });
    await expect(row).toContainText('No schedule');
    // A role is saved only once confirmed: arrowing through the closed select saves nothing.
    await row.getByLabel('Role of Mia Member').focus();
    await page.keyboard.press('ArrowDown');
    await page.getByRole('dialog', { name: 'Make Mia Member Admin?' }).getByRole('button', { name: 'Cancel' }).click();
    await expect(row.getByLabel('Role of Mia Member')).toHaveValue('REPRESENTATIVE');
    await expect(row.getByLabel('Role of Mia Member')).toBeFocused();
    await row.getByLabel('Role of Mia Member').selectOption('ADMIN');
    await page.getByRole('dialog', { name: 'Make Mia Member Admin?' }).getByRole('button', { name: 'Change role' }).click();
    await expect(page.getByText('Role changed')).toBeVisible();

    await row.getByRole('button', { name: 'Actions for Mia Member' }).click();
    await page.getByRole('menuitem', { name: 'Schedule' }).click();
    const dialog = page.getByRole('dialog', { name: 'Schedule of Mia Member' });
    for (const day of ['Monday', 'Tuesday', 'Wednesday']) await dialog.getByLabel(`Works on ${day}`).check();
    await dialog.getByLabel('Wednesday end').fill('08:00');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.getByText('must be after the start')).toBeVisible();
    await dialog.getByLabel('Wednesday end').fill('18:00');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Schedule saved')).toBeVisible();
    await expect(row).toContainText('Mon–Wed 09:00–18:00');

    await page.getByLabel('Manager name').fill('mia');
    await expect(page.getByRole('row').filter({ hasText: 'Owen Owner' })).toHaveCount(0);
    await page.getByLabel('Manager name').fill('');

    await row.getByRole('button', { name: 'Actions for Mia Member' }).click();
    await page.getByRole('menuitem', { name: 'Deactivate' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Deactivate' }).click();
    await expect(page.getByText('Employee deactivated')).toBeVisible();
    await expect(row).toContainText('Inactive');

    await page.reload();
    await expect(page.getByRole('row').filter({ hasText: 'Mia Member' })).toContainText('Admin');
    await expect(page.getByLabel('Role of Mia Member')).toHaveValue('ADMIN');
  });

  test('a tablet gets cards; a screen just too narrow for the table scrolls it in its own region, not the page', async ({ page }) => {
    await ownerWithProject(page, 'narrow', 'Narrow Co');
    await page.setViewportSize({ width: 1024, height: 768 });
    await page.goto('/settings/employees');
    await expect(page.getByRole('button', { name: 'Actions for Owen Owner' })).toBeVisible();
    await expect(page.getByRole('table')).toHaveCount(0);

    await page.setViewportSize({ width: 1100, height: 768 });
    const region = page.getByRole('region', { name: 'Employees table' });
    await expect(region.getByRole('table')).toBeVisible();
    expect(await region.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
    // The region takes the keyboard's arrows; the actions are reached inside it.
    await region.focus();
    await page.keyboard.press('End');
    await region.getByRole('button', { name: 'Actions for Owen Owner' }).scrollIntoViewIfNeeded();
    await expect(region.getByRole('button', { name: 'Actions for Owen Owner' })).toBeInViewport();
  });

  test('the only owner is offered no lower role, deactivation or removal, and is told why; phones get cards instead of the table @mobile', async ({
    page,
  }) => {
    const { token, project } = await ownerWithProject(page, 'last', 'Solo Co');
    await page.goto('/settings/employees');
    const phone = (page.viewportSize()?.width ?? 1440) <= 768;
    await expect(page.getByRole('button', { name: 'Actions for Owen Owner' })).toBeVisible();
    await expect(page.getByRole('table')).toHaveCount(phone ? 0 : 1);
    const role = page.getByLabel('Role of Owen Owner');
    await expect(role).toBeDisabled();
    await expect(page.getByText("The project's only owner")).toBeVisible();
    await page.getByRole('button', { name: 'Actions for Owen Owner' }).click();
    await expect(page.getByRole('menuitem', { name: 'Deactivate' })).toHaveAttribute('aria-disabled', 'true');
    await expect(page.getByRole('menuitem', { name: 'Remove' })).toHaveAttribute('aria-disabled', 'true');
    await expect(page.getByText("The only owner can't be deactivated or removed")).toBeVisible();
    await page.keyboard.press('Escape');

    // A second owner frees the first: the role can be lowered again.
    const partner = await registerThroughApi(page.request, 'Pia Partner', 'pia');
    await addMember(page.request, token, project.id, partner, 'OWNER');
    await page.reload();
    await expect(page.getByLabel('Role of Pia Partner')).toHaveValue('OWNER');
    await expect(role).toBeEnabled();
    await expect(page.getByText("The project's only owner")).toHaveCount(0);
  });

  test('the owner deletes the project after typing its name and lands on the project-deleted page @mobile', async ({ page }) => {
    const { token, project } = await ownerWithProject(page, 'del', 'Doomed Co');
    await page.goto('/settings');
    await expect(page).toHaveURL(/\/settings\/main$/);
    await expect(page).toHaveTitle('SalesPulse | Project settings');

    await page.getByRole('button', { name: 'Delete project' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete Doomed Co?' });
    const confirm = dialog.getByRole('button', { name: 'Delete project' });
    await expect(confirm).toBeDisabled();
    await dialog.getByLabel('Type the project name, Doomed Co, to confirm').fill('Doomed Co');
    await confirm.click();

    await expect(page).toHaveURL(/\/project-deleted$/);
    await expect(page.getByRole('heading', { name: 'The project has been deleted' })).toBeVisible();
    const answer = await page.request.get(`/api/projects/${project.id}/data`, { headers: { Authorization: `Bearer ${token}` } });
    expect(answer.status()).toBe(410);
    await page.getByRole('link', { name: 'To the main page' }).click();
    await expect(page).toHaveURL(/\/create-project$/);
  });

  test('an admin sees no way to delete the project', async ({ page }) => {
    const owner = await registerThroughApi(page.request, 'Owen Owner', 'keep');
    const project = await createProject(page.request, owner.token, 'Kept Co');
    const admin = await registerThroughApi(page.request, 'Ada Admin', 'ada2');
    await addMember(page.request, owner.token, project.id, admin, 'ADMIN');
    await signIn(page, await logInThroughApi(page.request, admin));
    await selectProject(page, project);
    await page.goto('/settings/main');
    await expect(page.getByLabel('Project name')).toHaveValue('Kept Co');
    await expect(page.getByRole('button', { name: 'Delete project' })).toHaveCount(0);
  });
});
