import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { createProject, registerThroughApi, selectProject } from './support/team-api';
import { logInThroughUi } from './support/users';

const menu = (page: Page) => page.getByRole('navigation').getByRole('region', { name: 'Custom boards' });

test.describe('Custom boards', () => {
  test('the owner builds a board, finds it in the menu, turns it off and deletes it', async ({ page }) => {
    const owner = await registerThroughApi(page.request, 'Owen Owner', 'custom-boards');
    const project = await createProject(page.request, owner.token, 'Boards Co');
    await logInThroughUi(page, owner.email, owner.password);
    await expect(page).toHaveURL(/\/select-project|\/create-project|\/sales-pulse/);
    await selectProject(page, project);

    await page.goto('/settings/custom-board');
    await expect(page.getByRole('heading', { name: 'Custom boards', level: 1 })).toBeVisible();
    await expect(page.getByText('No custom boards yet.')).toBeVisible();
    await page.getByRole('link', { name: 'New board' }).click();
    await expect(page).toHaveURL(/\/settings\/custom-board\/create$/);
    // The header and the page name the screen alike.
    await expect(page.getByRole('banner')).toContainText('New custom board');
    await expect(page.getByRole('heading', { name: 'New custom board', level: 1 })).toBeVisible();

    await page.getByRole('textbox', { name: 'Name' }).fill('Team overview');
    await page.getByRole('button', { name: 'Add widget' }).click();
    const first = page.getByRole('group', { name: 'Widget 1' });
    await first.getByRole('textbox', { name: 'Title' }).fill('Calls per day');
    await first.getByRole('combobox', { name: 'View' }).selectOption({ label: 'By day' });
    await page.getByRole('button', { name: 'Add widget' }).click();
    const second = page.getByRole('group', { name: 'Widget 2' });
    await second.getByRole('textbox', { name: 'Title' }).fill('Money in');
    await second.getByRole('combobox', { name: 'Figure' }).selectOption({ label: 'Payments' });
    // Payments first: moved up from the keyboard.
    await second.getByRole('button', { name: 'Move up' }).focus();
    await page.keyboard.press('Enter');
    await expect(first.getByRole('textbox', { name: 'Title' })).toHaveValue('Money in');
    await expectNoSeriousA11yViolations(page, 'board editor');
    await page.getByRole('button', { name: 'Save' }).click();

    await expect(page.getByText('Board saved')).toBeVisible();
    await expect(page).toHaveURL(/\/settings\/custom-board$/);
    // The Save button went with the form: focus starts again at the list's heading, not the page's top.
    await expect(page.getByRole('heading', { name: 'Custom boards', level: 1 })).toBeFocused();
    const row = page.getByRole('listitem', { name: 'Team overview' });
    await expect(row.getByText('2 widgets')).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'boards list');

    // Enabled boards are in the menu, for everybody.
    await page.getByRole('tab', { name: 'Menu' }).click();
    const link = menu(page).getByRole('link', { name: 'Team overview' });
    await expect(link).toBeVisible();
    await link.click();
    await expect(page).toHaveURL(/\/dashboard\/[0-9a-f-]{36}/);
    await expect(page.getByRole('heading', { name: 'Team overview', level: 1 })).toBeVisible();

    await page.goto('/settings/custom-board');
    await row.getByRole('switch', { name: 'Enabled: Team overview' }).click({ force: true });
    await expect(page.getByText('Team overview disabled')).toBeVisible();
    await page.getByRole('tab', { name: 'Menu' }).click();
    await expect(page.getByRole('link', { name: 'Pulse' })).toBeVisible();
    await expect(menu(page)).toHaveCount(0);

    await page.getByRole('tab', { name: 'Settings' }).click();
    await row.getByRole('button', { name: 'Delete Team overview' }).click();
    await page.getByRole('dialog', { name: 'Delete Team overview?' }).getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('Board deleted')).toBeVisible();
    await expect(page.getByText('No custom boards yet.')).toBeVisible();
  });
});
