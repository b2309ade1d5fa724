import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { enableGiftShop } from './support/gift-shop';
import { addTeam } from './support/pulse-seed';
import { createProject, logInThroughApi, registerThroughApi, selectProject, signIn } from './support/team-api';
import { createWebhookProvider, sendEvents } from './support/webhook';

/** A moment of today a few seconds ago: activity a contest starting today counts. */
const secondsAgo = (seconds: number) => new Date(Date.now() - seconds * 1000).toISOString();

const contestCard = (page: Page, name: string) => page.getByRole('article', { name });
const standingRows = (page: Page, name: string) => contestCard(page, name).getByRole('table').getByRole('row');

test.describe('Point contests', () => {
  test('an owner starts a contest on call attempts, sees the live standings, cancels it and finds it under Canceled @mobile', async ({
    page,
  }) => {
    const owner = await registerThroughApi(page.request, 'Owen Owner', 'contest-owner');
    const project = await createProject(page.request, owner.token, 'Contest Co');
    const [rita, sam] = await addTeam(page.request, owner.token, project.id, ['Rita Rep', 'Sam Seller'], 'contest-rep');
    await enableGiftShop(page.request, owner.token, project.id);
    // Today Rita makes three calls and Sam one; the owner none.
    const provider = await createWebhookProvider(page.request, owner.token, project.id);
    await sendEvents(page.request, provider, [
      { type: 'user', externalId: 'u-rita', name: 'Rita in CRM', email: rita!.email },
      { type: 'user', externalId: 'u-sam', name: 'Sam in CRM', email: sam!.email },
      { type: 'call', externalId: 'c-1', ownerExternalId: 'u-rita', startedAt: secondsAgo(50), durationSeconds: 120 },
      { type: 'call', externalId: 'c-2', ownerExternalId: 'u-rita', startedAt: secondsAgo(40), durationSeconds: 60 },
      { type: 'call', externalId: 'c-3', ownerExternalId: 'u-rita', startedAt: secondsAgo(30), durationSeconds: 0 },
      { type: 'call', externalId: 'c-4', ownerExternalId: 'u-sam', startedAt: secondsAgo(30), durationSeconds: 0 },
    ]);

    await signIn(page, await logInThroughApi(page.request, owner));
    await selectProject(page, project);
    await page.goto('/gift-shop/points');
    const contests = page.getByRole('region', { name: 'Contests' });
    await expect(contests.getByText('No contests yet.')).toBeVisible();
    await expect(contests.getByText('Start one to turn this week’s calls into a race.')).toBeVisible();

    await contests.getByRole('button', { name: 'New contest' }).click();
    const dialog = page.getByRole('dialog', { name: 'New contest' });
    // Nothing is sent without a name.
    await dialog.getByRole('button', { name: 'Start contest' }).click();
    await expect(dialog.getByText('Enter a name')).toBeVisible();
    await dialog.getByLabel('Name').fill('Call race');
    await dialog.getByLabel('Figure').selectOption({ label: 'Call Attempts' });
    await expect(dialog.getByText('7 days, counted in the project’s time zone')).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: '1st place' })).toHaveValue('100');
    await expectNoSeriousA11yViolations(page, 'new contest dialog');
    await dialog.getByRole('button', { name: 'Start contest' }).click();
    await expect(page.getByText('Contest started')).toBeVisible();
    await expect(dialog).toBeHidden();

    // Running, with the live standings: Rita leads, Sam second, the owner has nothing to show.
    const card = contestCard(page, 'Call race');
    await expect(contests.getByRole('tab', { name: 'Running' })).toHaveAttribute('aria-selected', 'true');
    await expect(card.getByText('Running', { exact: true })).toBeVisible();
    await expect(card.getByText('ends in 6 days')).toBeVisible();
    await expect(card.getByText('1st 100 · 2nd 60 · 3rd 30 points')).toBeVisible();
    await expect(standingRows(page, 'Call race')).toHaveText([
      /Place\s*Employee\s*Call Attempts\s*To win/,
      /^1\s*Rita Rep\s*3\s*100$/,
      /^2\s*Sam Seller\s*1\s*60$/,
      /^3\s*Owen Owner\s*0\s*—$/,
    ]);
    await expectNoSeriousA11yViolations(page, 'contests');

    await card.getByRole('button', { name: 'Cancel contest' }).click();
    const confirm = page.getByRole('dialog', { name: 'Cancel “Call race”?' });
    await expect(confirm.getByText('No prizes will be given.')).toBeVisible();
    await confirm.getByRole('button', { name: 'Cancel contest' }).click();
    await expect(page.getByText('Contest canceled')).toBeVisible();
    await expect(confirm).toBeHidden();
    await expect(contests.getByText('No contest is running.')).toBeVisible();

    await contests.getByRole('tab', { name: 'Canceled' }).click();
    await expect(page).toHaveURL(/contests=canceled/);
    await expect(card.getByText('canceled, no prizes given')).toBeVisible();
    await expect(card.getByRole('table')).toHaveCount(0);
    await expect(card.getByRole('button', { name: 'Edit' })).toHaveCount(0);
    await expect(contests.getByRole('tab', { name: 'Canceled' })).toHaveAttribute('aria-selected', 'true');
  });
});
