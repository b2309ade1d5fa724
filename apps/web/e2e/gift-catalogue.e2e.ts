import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { enableGiftShopInSettings } from './support/gift-shop';
import { addMember, createProject, logInThroughApi, registerThroughApi, selectProject, signIn } from './support/team-api';

// A 1×1 PNG: the server checks an image by its bytes, so it must be a real one.
const tinyPng = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
const loaded = (image: Locator) =>
  expect.poll(() => image.evaluate((element: HTMLImageElement) => (element.complete ? element.naturalWidth : 0))).toBeGreaterThan(0);

const row = (page: Page, name: string) => page.getByRole('listitem').filter({ has: page.getByText(name, { exact: true }) });
const tabs = (page: Page) => page.getByRole('navigation', { name: 'Gift shop sections' });

test.describe('Gift catalogue', () => {
  test('an owner turns the gift shop on, adds a gift with a picture, changes its price, archives and restores it; a representative only reads and sees the picture in the shop too @mobile', async ({
    page,
  }) => {
    const owner = await registerThroughApi(page.request, 'Owen Owner', 'gifts-owner');
    const project = await createProject(page.request, owner.token, 'Gift Co');
    const rita = await registerThroughApi(page.request, 'Rita Rep', 'gifts-rita');
    await addMember(page.request, owner.token, project.id, rita);

    await signIn(page, await logInThroughApi(page.request, owner));
    await selectProject(page, project);
    // Off (a new project's default), the gift shop is refused, to its owner too (spec section 6).
    await page.goto('/gift-shop/catalogue');
    await expect(page.getByRole('heading', { name: 'Restricted access' })).toBeVisible();
    await expect(page.getByText("Sorry, you don't have access to this page")).toBeVisible();
    await enableGiftShopInSettings(page);

    await page.goto('/gift-shop/catalogue');
    await expect(page).toHaveTitle('SalesPulse | Gift catalogue');
    await expect(page.getByRole('heading', { level: 1, name: 'Gift shop' })).toBeVisible();
    await expect(tabs(page).getByRole('link', { name: 'Catalogue' })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByText('No gifts yet.')).toBeVisible();
    await expect(page.getByText('Add the first gift your team can spend its points on.')).toBeVisible();

    // Two gifts: the form is checked first, then the gifts come back cheapest first.
    await page.getByRole('button', { name: 'Add gift' }).click();
    let dialog = page.getByRole('dialog', { name: 'Add gift' });
    await dialog.getByRole('button', { name: 'Add gift' }).click();
    await expect(dialog.getByText('required field')).toHaveCount(2);
    await dialog.getByLabel('Name').fill('Team lunch');
    await dialog.getByLabel('Description').fill('Lunch for the whole team, on us.');
    await dialog.getByLabel('Price in points').fill('2500');
    // The picture is chosen here and uploaded only when the gift is saved.
    const picture = dialog.getByRole('group', { name: 'Picture' });
    await expect(picture.getByRole('button', { name: 'Choose picture' })).toBeVisible();
    // A file named and typed as a PNG that the browser cannot draw is refused before any upload.
    await picture.locator('input[type="file"]').setInputFiles({ name: 'cut.png', mimeType: 'image/png', buffer: tinyPng.subarray(0, 40) });
    await expect(picture.getByRole('alert')).toHaveText(
      'This file could not be shown as a picture: it may be damaged. Choose another file.',
    );
    await expect(picture.getByRole('button', { name: 'Choose picture' })).toBeVisible();
    await picture.locator('input[type="file"]').setInputFiles({ name: 'lunch.png', mimeType: 'image/png', buffer: tinyPng });
    await expect(picture.getByRole('alert')).toHaveCount(0);
    await loaded(picture.getByRole('img', { name: 'The gift’s picture' }));
    await expect(picture.getByRole('button', { name: 'Remove picture' })).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'gift dialog');
    await dialog.getByRole('button', { name: 'Add gift' }).click();
    await expect(page.getByText('Gift added')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(row(page, 'Team lunch').getByText('2,500 points')).toBeVisible();
    await loaded(row(page, 'Team lunch').getByRole('img', { name: 'Team lunch' }));

    await page.getByRole('button', { name: 'Add gift' }).click();
    dialog = page.getByRole('dialog', { name: 'Add gift' });
    await dialog.getByLabel('Name').fill('Coffee mug');
    await dialog.getByLabel('Price in points').fill('150');
    await dialog.getByRole('button', { name: 'Add gift' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('2 gifts on offer, cheapest first')).toBeVisible();
    await expect(page.getByRole('listitem').locator('p:first-child')).toHaveText(['Coffee mug', 'Team lunch']);
    await expect(row(page, 'Coffee mug').getByRole('img')).toHaveCount(0);

    // A new price moves it in the list.
    await row(page, 'Team lunch').getByRole('button', { name: 'Edit Team lunch' }).click();
    dialog = page.getByRole('dialog', { name: 'Edit gift' });
    await expect(dialog.getByLabel('Price in points')).toHaveValue('2500');
    await dialog.getByLabel('Price in points').fill('90');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Gift saved')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(row(page, 'Team lunch').getByText('90 points')).toBeVisible();
    await expect(page.getByRole('listitem').locator('p:first-child')).toHaveText(['Team lunch', 'Coffee mug']);
    // A new price keeps the picture.
    await loaded(row(page, 'Team lunch').getByRole('img', { name: 'Team lunch' }));
    await expectNoSeriousA11yViolations(page, 'catalogue');

    await row(page, 'Team lunch').getByRole('button', { name: 'Archive Team lunch' }).click();
    const confirm = page.getByRole('dialog', { name: 'Archive this gift?' });
    await expect(confirm.getByText('Employees can no longer request it; requests already made stay.')).toBeVisible();
    await confirm.getByRole('button', { name: 'Archive' }).click();
    await expect(page.getByText('Gift archived')).toBeVisible();
    await expect(row(page, 'Team lunch')).toHaveCount(0);

    await tabs(page).getByRole('link', { name: 'Archive' }).click();
    await expect(page).toHaveURL(/\/gift-shop\/archive$/);
    await expect(page).toHaveTitle('SalesPulse | Gift archive');
    await expect(row(page, 'Team lunch').getByText('90 points')).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'archive');
    await row(page, 'Team lunch').getByRole('button', { name: 'Restore Team lunch' }).click();
    await expect(page.getByText('Gift restored')).toBeVisible();
    await expect(page.getByText('The archive is empty.')).toBeVisible();

    await tabs(page).getByRole('link', { name: 'Catalogue' }).click();
    await expect(row(page, 'Team lunch').getByText('90 points')).toBeVisible();

    // Rita, a representative: the same gifts, nothing to change, no archive.
    await signIn(page, await logInThroughApi(page.request, rita));
    await page.evaluate(
      (value) => localStorage.setItem('session', value),
      JSON.stringify({ state: { projectId: project.id, projectName: project.name, role: 'REPRESENTATIVE' }, version: 0 }),
    );
    await page.goto('/gift-shop/catalogue');
    await expect(row(page, 'Team lunch').getByText('90 points')).toBeVisible();
    await loaded(row(page, 'Team lunch').getByRole('img', { name: 'Team lunch' }));
    await tabs(page).getByRole('link', { name: 'Shop' }).click();
    await loaded(
      page
        .getByRole('listitem')
        .filter({ has: page.getByRole('heading', { name: 'Team lunch' }) })
        .getByRole('img', { name: 'Team lunch' }),
    );
    await page.goto('/gift-shop/catalogue');
    await expect(tabs(page).getByRole('link')).toHaveText(['Shop', 'Catalogue', 'History', 'Points']);
    await expect(page.getByRole('button', { name: 'Add gift' })).toHaveCount(0);
    await expect(row(page, 'Team lunch').getByRole('button')).toHaveCount(0);
    await page.goto('/gift-shop/archive');
    await expect(page.getByText('Restricted access')).toBeVisible();
  });
});
