import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { addTeam } from './support/pulse-seed';
import { createProject, logInThroughApi, registerThroughApi, selectProject, signIn } from './support/team-api';
import { createWebhookProvider, defineStages, sendEvents, type WebhookProvider } from './support/webhook';

// A goal's progress where the numbers are: the Pulse (a bar under the chosen figure, the project
// goal on All managers), Managers (the won-amount goal column) and the TV board; live, light and dark.

const secondsAgo = (seconds: number) => new Date(Date.now() - seconds * 1000).toISOString();
const monthStart = () => {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin' }).format(new Date());
  return `${today.slice(0, 8)}01`;
};

type Seeded = { owner: { token: string; refresh_token: string }; project: { id: string; name: string }; provider: WebhookProvider };

/** An owner, two reps with a won deal for Sam today, and monthly won-amount goals for Sam and the project. */
async function seedGoals(page: Page, prefix: string): Promise<Seeded> {
  const owner = await registerThroughApi(page.request, 'Owen Owner', `${prefix}-owner`);
  const project = await createProject(page.request, owner.token, 'Goals Co');
  const [rita, sam] = await addTeam(page.request, owner.token, project.id, ['Rita Rep', 'Sam Seller'], `${prefix}-rep`);
  const provider = await createWebhookProvider(page.request, owner.token, project.id);
  await defineStages(page.request, owner.token, provider, { won: 'won' });
  await sendEvents(page.request, provider, [
    { type: 'user', externalId: 'u-rita', name: 'Rita in CRM', email: rita!.email },
    { type: 'user', externalId: 'u-sam', name: 'Sam in CRM', email: sam!.email },
    {
      type: 'deal',
      externalId: 'd-1',
      ownerExternalId: 'u-sam',
      stage: 'won',
      amount: 1200,
      createdAt: secondsAgo(60),
      updatedAt: secondsAgo(30),
    },
  ]);
  const employees = await page.request.get(`/api/projects/${project.id}/employees?itemsPerPage=100`, {
    headers: { Authorization: `Bearer ${owner.token}` },
  });
  const samEmployee = ((await employees.json())['hydra:member'] as { '@id': string; user: { name: string } }[]).find(
    (e) => e.user.name === 'Sam Seller',
  )!['@id'];
  for (const goal of [
    { metric: 'payments', scope: 'employee', employee: samEmployee, target: 4800 },
    { metric: 'payments', scope: 'project', target: 10000 },
  ]) {
    const response = await page.request.post('/api/goals', {
      headers: { Authorization: `Bearer ${owner.token}` },
      data: { project: `/api/projects/${project.id}`, period: 'month', recurring: true, from: monthStart(), ...goal },
    });
    expect(response.status(), await response.text()).toBe(201);
  }
  return { owner: await logInThroughApi(page.request, owner), project, provider };
}

async function open(page: Page, seeded: Seeded, path: string) {
  await signIn(page, seeded.owner);
  await selectProject(page, seeded.project);
  await page.goto(path);
}

test.describe('Goal progress on the boards', () => {
  test('shows the goals on Pulse, Managers and TV, follows new activity live, in light and dark', async ({ page }) => {
    test.setTimeout(180_000);
    const seeded = await seedGoals(page, 'goalbars');
    await open(page, seeded, '/sales-pulse');

    const samBar = page.getByRole('progressbar', { name: /^Sam Seller: / });
    await expect(samBar).toBeVisible();
    await expect(samBar).toHaveAttribute('aria-valuenow', '1200');
    await expect(samBar).toHaveAttribute('aria-valuemax', '4800');
    await expect(page.getByRole('progressbar', { name: /^All managers: / })).toHaveAttribute('aria-valuemax', '10000');
    // Rita has no goal: no bar.
    await expect(page.getByRole('progressbar', { name: /^Rita Rep: / })).toHaveCount(0);

    // Live: another won deal moves the bar without a reload, within 2 s of the webhook.
    await expect(page.getByRole('status').filter({ hasText: 'Live' })).toBeVisible();
    const started = Date.now();
    await sendEvents(page.request, seeded.provider, [
      {
        type: 'deal',
        externalId: 'd-2',
        ownerExternalId: 'u-sam',
        stage: 'won',
        amount: 1200,
        createdAt: secondsAgo(5),
        updatedAt: secondsAgo(1),
      },
    ]);
    await expect(samBar).toHaveAttribute('aria-valuenow', '2400', { timeout: 3000 }); // 2 s on a quiet machine; the figure is logged
    console.log(`goal progress live update: on screen ${Date.now() - started} ms after the webhook was sent`);
    await expectNoSeriousA11yViolations(page, 'pulse with goals, light');
    await page.emulateMedia({ colorScheme: 'dark' });
    await expectNoSeriousA11yViolations(page, 'pulse with goals, dark');

    await page.goto('/managers');
    await expect(page.getByRole('columnheader', { name: 'Won amount goal' })).toBeVisible();
    await expect(page.getByRole('progressbar', { name: /^Sam Seller: / })).toHaveAttribute('aria-valuenow', '2400');
    await expect(page.getByRole('progressbar', { name: /^Total: / })).toHaveAttribute('aria-valuemax', '10000');
    await expectNoSeriousA11yViolations(page, 'managers with goals, dark');

    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto('/sales-pulse/tv');
    await expect(page.getByRole('progressbar', { name: /^Sam Seller: / })).toHaveAttribute('aria-valuenow', '2400');
    await expect(page.getByRole('progressbar', { name: /^All managers: / })).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'tv with goals, light');
  });

  test('shows the goal bar on the pulse cards of a phone (the table on a desktop), in dark theme @mobile', async ({ page }) => {
    test.setTimeout(120_000);
    const seeded = await seedGoals(page, 'goalcards');
    await page.emulateMedia({ colorScheme: 'dark' });
    await open(page, seeded, '/sales-pulse');
    const phone = (page.viewportSize()?.width ?? 1440) <= 768;
    const where = phone ? page.getByRole('article', { name: 'Sam Seller' }) : page.getByRole('table');
    await expect(where.getByRole('progressbar', { name: /^Sam Seller: / })).toHaveAttribute('aria-valuemax', '4800');
    await expect(where.getByText(/^25% · /)).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'pulse cards with goals, dark');
  });
});
