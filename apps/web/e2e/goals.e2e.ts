import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { addMember, createProject, logInThroughApi, registerThroughApi, selectProject, signIn } from './support/team-api';

// Settings -> Goals, the main path: an owner sets a monthly goal for a person; it is listed with
// its progress, and the person sees it in My goals (Personal settings).
test.describe('Goals', () => {
  test('an owner sets a monthly goal for a person; it shows with progress, and on that person’s My goals @mobile', async ({ page }) => {
    test.slow();
    const owner = await registerThroughApi(page.request, 'Gina Goals', 'goals-owner');
    const project = await createProject(page.request, owner.token, 'Goals Co');
    const rep = await registerThroughApi(page.request, 'Rita Rep', 'goals-rep');
    await addMember(page.request, owner.token, project.id, rep);
    await signIn(page, await logInThroughApi(page.request, owner));
    await selectProject(page, project);

    await page.goto('/settings/goals');
    await expect(page).toHaveTitle('SalesPulse | Goals');
    await expect(page.getByText('No goals yet')).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'goals, empty');

    await page.getByRole('button', { name: 'New goal' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'New goal' });
    await dialog.getByLabel('Metric').selectOption({ label: 'Successful calls' });
    await dialog.getByLabel('For').selectOption({ label: 'Employee' });
    await dialog.getByLabel('Employee', { exact: true }).selectOption({ label: 'Rita Rep' });
    await dialog.getByLabel(/^Target/).fill('40');
    await dialog.getByRole('button', { name: 'Create goal' }).click();
    await expect(dialog).toBeHidden();

    await expect(page.getByText(/^Once: \w{3} \d{4} · Target: 40$/)).toBeVisible();
    await expect(page.getByRole('progressbar', { name: /Successful calls: 0 of 40/ }).first()).toBeVisible();
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(page.viewportSize()?.width ?? 0);
    await page.emulateMedia({ colorScheme: 'dark' });
    await expectNoSeriousA11yViolations(page, 'goals with one goal, dark');

    // The representative sees it in Personal settings.
    await signIn(page, await logInThroughApi(page.request, rep));
    await selectProject(page, project);
    await page.goto('/user-profile');
    await expect(page.getByRole('heading', { name: 'My goals' })).toBeVisible();
    await expect(page.getByRole('progressbar', { name: /Successful calls: 0 of 40/ })).toBeVisible();
  });
});
