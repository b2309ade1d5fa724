import { expect, test } from '@playwright/test';
import { logInThroughUi, registerThroughUi, uniqueEmail } from './support/users';

test.describe('personal settings', () => {
  test('renames, changes the password and signs in with the new one, gets a bot code @mobile', async ({ page }) => {
    const user = { name: 'Paula Profile', email: uniqueEmail('paula'), password: 'paula-password-1' };
    await registerThroughUi(page, user);
    // Without a project, Personal settings waits for one to be chosen (spec section 2: a page of
    // the main layout); creating the first project selects it.
    await page.goto('/user-profile');
    await expect(page).toHaveURL(/\/create-project/);
    await page.getByLabel('Project name').fill('Paula Co');
    await page.getByRole('button', { name: 'Create' }).click();
    await expect(page).toHaveURL(/\/settings\//);
    await page.goto('/user-profile');
    await expect(page).toHaveTitle('SalesPulse | Personal settings');
    // Inside the main layout: the project's sidebar (a menu button on a phone) and the header.
    const small = (page.viewportSize()?.width ?? 0) <= 768;
    if (small) await expect(page.getByRole('button', { name: 'Open menu' })).toBeVisible();
    else await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();

    await expect(page.getByLabel('Name')).toHaveValue(user.name);
    await page.getByLabel('Name').fill('Paula Renamed');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Profile saved')).toBeVisible();
    // The toast's close button is a whole touch target and, once the toast has slid in, on screen (a phone's too).
    const close = page.locator('.Toastify__toast', { hasText: 'Profile saved' }).getByRole('button', { name: 'close' });
    const width = page.viewportSize()?.width ?? 0;
    await expect
      .poll(async () => {
        const box = await close.boundingBox();
        return box !== null && Math.min(box.width, box.height) >= 24 && box.y >= 0 && box.x >= 0 && box.x + box.width <= width;
      })
      .toBe(true);
    await expect(page.getByRole('button', { name: /Paula Renamed/ })).toBeVisible();

    await page.getByLabel('Current password').fill('not-my-password');
    await page.getByLabel('New password', { exact: true }).fill('paula-password-2');
    await page.getByLabel('Repeat the new password').fill('paula-password-2');
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(page.getByText('current password is incorrect').first()).toBeVisible();
    await page.getByLabel('Current password').fill(user.password);
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(page.getByText('Password successfully changed')).toBeVisible();

    await page.getByRole('button', { name: 'Get a verification code' }).click();
    await expect(page.getByTestId('bot-code')).toHaveText(/^\d{6}$/);
    await expect(page.getByText(/^Valid until/)).toBeVisible();

    await page.evaluate(() => localStorage.clear());
    await logInThroughUi(page, user.email, 'paula-password-2');
    // Her only project is chosen for her, and the app opens at its Pulse.
    await expect(page).toHaveURL(/\/sales-pulse/);
  });
});
