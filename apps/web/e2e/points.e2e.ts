import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { enableGiftShopInSettings } from './support/gift-shop';
import { addMember, createProject, logInThroughApi, registerThroughApi, selectProject, signIn } from './support/team-api';

/** The points cell of an employee's row in the balances table. */
const balanceOf = (page: Page, name: string) =>
  page.getByRole('region', { name: 'Balances' }).getByRole('row').filter({ hasText: name }).getByRole('cell');

test.describe('Points', () => {
  test('an owner turns the gift shop on, awards points and takes some back; the representative sees their own history @mobile', async ({
    page,
  }) => {
    const owner = await registerThroughApi(page.request, 'Owen Owner', 'points-owner');
    const project = await createProject(page.request, owner.token, 'Points Co');
    const rita = await registerThroughApi(page.request, 'Rita Rep', 'points-rita');
    await addMember(page.request, owner.token, project.id, rita);

    await signIn(page, await logInThroughApi(page.request, owner));
    await selectProject(page, project);
    await enableGiftShopInSettings(page);

    await page.goto('/gift-shop/points');
    await expect(page).toHaveTitle('SalesPulse | Points');
    // Every member has a balance from the start, at zero.
    await expect(balanceOf(page, 'Rita Rep')).toHaveText('0');
    await expect(balanceOf(page, 'Owen Owner')).toHaveText('0');
    const history = page.getByRole('region', { name: 'History' });
    await expect(history.getByText('No points have been awarded yet.')).toBeVisible();

    await page.getByRole('button', { name: 'Award points' }).click();
    let dialog = page.getByRole('dialog', { name: 'Award points' });
    await dialog.getByLabel('Employee').selectOption({ label: 'Rita Rep' });
    await dialog.getByLabel('Points').fill('50');
    await dialog.getByLabel('Comment').fill('Best month of the team');
    await expectNoSeriousA11yViolations(page, 'award dialog');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Points saved')).toBeVisible();
    await expect(dialog).toBeHidden();

    // Most points first: Rita now leads.
    await expect(balanceOf(page, 'Rita Rep')).toHaveText('50');
    await expect(page.getByRole('region', { name: 'Balances' }).getByRole('rowheader').first()).toHaveText('Rita Rep');
    await expect(history.getByText('+50')).toBeVisible();
    await expect(history.getByText('Best month of the team')).toBeVisible();
    await expect(history.getByText(/Owen Owner/)).toBeVisible();
    await expect(history.getByText('1 transaction')).toBeVisible();

    // Taking back more than she has is refused by the server, under the amount.
    await page.getByRole('button', { name: 'Award points' }).click();
    dialog = page.getByRole('dialog', { name: 'Award points' });
    await dialog.getByLabel('Employee').selectOption({ label: 'Rita Rep' });
    await expect(dialog.getByText('Current balance: 50 points')).toBeVisible();
    await dialog.getByText('Take back', { exact: true }).click();
    await dialog.getByLabel('Points').fill('80');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.getByText('the balance is only 50 points')).toBeVisible();
    await dialog.getByLabel('Points').fill('20');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();
    await expect(balanceOf(page, 'Rita Rep')).toHaveText('30');
    await expect(history.getByText('\u221220')).toBeVisible();
    await expect(history.getByText('2 transactions')).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'points screen');

    // Rita, a representative: every balance, her own history, no way to award.
    await signIn(page, await logInThroughApi(page.request, rita));
    await page.evaluate(
      (value) => localStorage.setItem('session', value),
      JSON.stringify({ state: { projectId: project.id, projectName: project.name, role: 'REPRESENTATIVE' }, version: 0 }),
    );
    await page.goto('/gift-shop/points');
    await expect(balanceOf(page, 'Rita Rep')).toHaveText('30');
    const own = page.getByRole('region', { name: 'Your history' });
    await expect(own.getByText('2 transactions')).toBeVisible();
    await expect(own.getByText('+50')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Award points' })).toHaveCount(0);
  });
});
