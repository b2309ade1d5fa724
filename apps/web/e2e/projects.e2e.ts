import { NAME_MAX } from '@salespulse/contract/constants';
import { expect, test, type Page } from '@playwright/test';
import { bearer, createProject } from './support/team-api';
import { waitForMail } from './support/mailbox';
import { registerThroughUi, uniqueEmail } from './support/users';

async function registerUser(page: Page, name: string, prefix: string) {
  const user = { name, email: uniqueEmail(prefix), password: `${prefix}-password-1` };
  await registerThroughUi(page, user);
  return user;
}

test.describe('projects', () => {
  test('a new user has no project, creates one and lands in its settings @mobile', async ({ page }) => {
    await registerUser(page, 'Nora New', 'nora');
    await expect(page).toHaveURL(/\/create-project$/);
    await expect(page.getByRole('heading', { name: 'Create a project' })).toBeVisible();
    await expect(page.getByText('Create a name for your project and start to work')).toBeVisible();

    const create = page.getByRole('button', { name: 'Create' });
    await expect(create).toBeDisabled();
    // The name's length limit says when it stops a key or leaves out part of a paste.
    const name = page.getByLabel('Project name');
    await name.fill('N'.repeat(NAME_MAX));
    await name.press('x');
    await expect(name).toHaveValue('N'.repeat(NAME_MAX));
    await expect(page.getByRole('status')).toHaveText(`At most ${NAME_MAX} characters.`);
    await name.fill('');
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.evaluate((text) => navigator.clipboard.writeText(text), 'Northwind Sales '.repeat(10));
    await name.press('ControlOrMeta+V');
    await expect(name).toHaveValue('Northwind Sales '.repeat(10).slice(0, NAME_MAX));
    await expect(page.getByRole('status')).toHaveText(`At most ${NAME_MAX} characters: the rest of what was pasted was left out.`);
    await name.fill('   Northwind Sales   ');
    await expect(page.getByRole('status')).toHaveCount(0);
    await create.click();

    await expect(page).toHaveURL(/\/settings\/main$/);
    const projectLink = page.getByRole('link', { name: /Northwind Sales/ });
    if (await page.getByRole('button', { name: 'Open menu' }).isVisible()) {
      await page.getByRole('button', { name: 'Open menu' }).click();
    }
    await expect(projectLink.first()).toBeVisible();
    // The only project: the sidebar offers creating another instead of switching.
    await expect(projectLink.first()).toHaveAttribute('href', '/create-project');
  });

  test('lists several projects by name, searches them and switches the current project', async ({ page }) => {
    await registerUser(page, 'Sam Several', 'sam');
    const token = await bearer(page);
    const names = ['Delta', 'alpha', 'Charlie', 'Echo', 'Bravo', 'Foxtrot', 'Golf'];
    for (const name of names) await createProject(page.request, token, name);

    await page.goto('/select-project');
    await expect(page.getByRole('heading', { name: 'Choose a project' })).toBeVisible();
    const tiles = page.getByRole('list').getByRole('button');
    await expect(tiles).toHaveCount(7);
    await expect(tiles.first()).toContainText('alpha');
    await expect(tiles.nth(1)).toContainText('Bravo');
    await expect(page.getByRole('link', { name: /Create project/ })).toBeVisible();

    const search = page.getByRole('searchbox', { name: 'Search projects' });
    await expect(search).toHaveAttribute('placeholder', 'What project do you need?');
    await search.fill('ch');
    await page.waitForTimeout(800);
    await expect(tiles).toHaveCount(7);
    await search.fill('cha');
    await expect(tiles).toHaveCount(1);
    await expect(tiles.first()).toContainText('Charlie');
    await search.fill('zzz');
    await expect(page.getByText('No results found')).toBeVisible();

    await search.fill('ech');
    await tiles.first().click();
    await expect(page).toHaveURL(/\/sales-pulse$/);
    await expect(page.getByRole('link', { name: /Echo/ }).first()).toHaveAttribute('href', '/select-project');
  });

  test('an invitee registers from the e-mailed link, accepts and works in the project', async ({ page, browser }) => {
    await registerUser(page, 'Olga Owner', 'olga');
    const project = await createProject(page.request, await bearer(page), 'Acme Sales');
    const inviteeEmail = uniqueEmail('ivan');
    const invited = await page.request.post('/api/invitations', {
      headers: { Authorization: `Bearer ${await bearer(page)}` },
      data: { project: `/api/projects/${project.id}`, email: inviteeEmail, role: 'REPRESENTATIVE' },
    });
    expect(invited.status()).toBe(201);
    const mail = await waitForMail(inviteeEmail);
    const link = /https?:\/\/[^\s"<>]+\/invite\/[0-9a-f-]{36}/.exec(mail)?.[0];
    expect(link).toBeTruthy();
    const invitePath = new URL(link ?? '').pathname;

    const context = await browser.newContext();
    const invitee = await context.newPage();
    await invitee.goto(invitePath);
    await expect(invitee).toHaveURL(/\/auth\/login/);
    await invitee.getByRole('link', { name: 'Registration' }).click();
    await invitee.getByLabel('Name').fill('Ivan Invitee');
    await invitee.getByLabel('Email').fill(inviteeEmail);
    await invitee.getByLabel('Password', { exact: true }).fill('ivan-password-1');
    await invitee.getByLabel('Repeat the password').fill('ivan-password-1');
    await invitee.getByRole('button', { name: 'Registration' }).click();

    await expect(invitee).toHaveURL(new RegExp(`${invitePath}$`));
    await expect(invitee.getByRole('heading', { name: 'Join the Acme Sales team' })).toBeVisible();
    await expect(invitee.getByText('Olga Owner has invited you to join')).toBeVisible();
    await invitee.getByRole('button', { name: 'Accept invitation' }).click();
    await expect(invitee).toHaveURL(/\/sales-pulse$/);
    await expect(invitee.getByRole('link', { name: /Acme Sales/ }).first()).toBeVisible();
    // A representative sees no settings group.
    await expect(invitee.getByRole('tab', { name: 'Settings' })).toHaveCount(0);
    await context.close();
  });

  test('an unknown invitation link has expired', async ({ page }) => {
    await registerUser(page, 'Una Unknown', 'una');
    await page.goto('/invite/00000000-0000-4000-8000-000000000000');
    await expect(page.getByRole('heading', { name: 'The link has expired' })).toBeVisible();
    await expect(page.getByText('Contact your manager to resend the invitation')).toBeVisible();
    await expect(page.getByRole('main').getByRole('button')).toHaveCount(0);
  });

  test('a member of a deleted project is told so and can choose another', async ({ page, browser }) => {
    await registerUser(page, 'Dora Deleter', 'dora');
    const ownerToken = await bearer(page);
    const project = await createProject(page.request, ownerToken, 'Doomed Inc');
    const memberEmail = uniqueEmail('mark');
    await page.request.post('/api/invitations', {
      headers: { Authorization: `Bearer ${ownerToken}` },
      data: { project: `/api/projects/${project.id}`, email: memberEmail, role: 'REPRESENTATIVE' },
    });
    const invitePath = new URL(/https?:\/\/[^\s"<>]+\/invite\/[0-9a-f-]{36}/.exec(await waitForMail(memberEmail))?.[0] ?? '').pathname;

    const context = await browser.newContext();
    const member = await context.newPage();
    await registerThroughUi(member, { name: 'Mark Member', email: memberEmail, password: 'mark-password-1' });
    await member.goto(invitePath);
    await member.getByRole('button', { name: 'Accept invitation' }).click();
    await expect(member).toHaveURL(/\/sales-pulse$/);

    const deleted = await page.request.delete(`/api/projects/${project.id}`, { headers: { Authorization: `Bearer ${ownerToken}` } });
    expect(deleted.status()).toBe(204);

    await member.goto('/');
    await expect(member).toHaveURL(/\/project-deleted$/);
    await expect(member.getByRole('heading', { name: 'The project has been deleted' })).toBeVisible();
    await member.getByRole('link', { name: 'To the main page' }).click();
    // Mark has no project left, so choosing one means creating one.
    await expect(member).toHaveURL(/\/create-project$/);
    await context.close();
  });
});
