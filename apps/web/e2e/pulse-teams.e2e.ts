import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { addTeam, minutesAgo } from './support/pulse-seed';
import { createProject, logInThroughApi, registerThroughApi, selectProject, signIn } from './support/team-api';
import { createWebhookProvider, sendEvents } from './support/webhook';

// Teams on the Pulse and the TV board: a team chosen shows only its members and its totals row,
// above All managers, with the date the teams are as of; the TV board takes the team from its URL.

type Seeded = { owner: { token: string; refresh_token: string }; project: { id: string; name: string }; farmersId: string };

/** Rita and Sam in Hunters, Cleo in Farmers, each with calls today. */
async function seedTeams(page: Page, prefix: string): Promise<Seeded> {
  const owner = await registerThroughApi(page.request, 'Owen Owner', `${prefix}-owner`);
  const project = await createProject(page.request, owner.token, 'Teams Pulse Co');
  const reps = await addTeam(page.request, owner.token, project.id, ['Rita Rep', 'Sam Seller', 'Cleo Cole'], `${prefix}-rep`);
  const auth = { Authorization: `Bearer ${owner.token}` };
  const employees = await page.request.get(`/api/projects/${project.id}/employees?itemsPerPage=100`, { headers: auth });
  const iriOf = new Map(
    ((await employees.json())['hydra:member'] as { '@id': string; user: { name: string } }[]).map((e) => [e.user.name, e['@id']]),
  );
  let farmersId = '';
  for (const [name, members] of [
    ['Hunters', ['Rita Rep', 'Sam Seller']],
    ['Farmers', ['Cleo Cole']],
  ] as const) {
    const created = await page.request.post('/api/teams', {
      headers: auth,
      data: { project: `/api/projects/${project.id}`, name, members: members.map((m) => iriOf.get(m)!) },
    });
    expect(created.status(), await created.text()).toBe(201);
    if (name === 'Farmers') farmersId = ((await created.json()) as { id: string }).id;
  }
  const provider = await createWebhookProvider(page.request, owner.token, project.id);
  const callsOf: [number, number][] = [
    [0, 2],
    [1, 1],
    [2, 3],
  ];
  await sendEvents(page.request, provider, [
    ...reps.map((rep, i) => ({ type: 'user', externalId: `u-${i}`, name: `CRM ${i}`, email: rep.email })),
    ...callsOf.flatMap(([rep, count]) =>
      Array.from({ length: count }, (_, n) => ({
        type: 'call',
        externalId: `c-${rep}-${n}`,
        ownerExternalId: `u-${rep}`,
        startedAt: minutesAgo(5 + n),
        durationSeconds: 30,
      })),
    ),
  ]);
  return { owner: await logInThroughApi(page.request, owner), project, farmersId };
}

const sidewaysScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

test.describe('Teams on the Pulse', () => {
  test('chooses a team on Pulse, then its TV board, at 1440 and 390 px, light and dark @mobile', async ({ page }) => {
    test.setTimeout(180_000);
    const seeded = await seedTeams(page, 'pulseteams');
    await signIn(page, seeded.owner);
    await selectProject(page, seeded.project);
    await page.goto('/sales-pulse');
    const phone = (page.viewportSize()?.width ?? 1440) <= 768;
    const row = (name: string) =>
      phone ? page.getByRole('article', { name, exact: true }) : page.getByRole('rowheader', { name: new RegExp(`^${name}`) });

    // Every team: both team rows above All managers, and everyone.
    await expect(row('Hunters')).toBeVisible();
    await expect(row('Farmers')).toBeVisible();
    await expect(row('All managers')).toBeVisible();
    await expect(row('Rita Rep')).toBeVisible();
    await expect(page.getByText(/^Teams as of \d{1,2} [A-Z][a-z]+ \d{4}$/)).toBeVisible();
    if (!phone) {
      const names = await page.getByRole('table').getByRole('rowheader').allTextContents();
      expect(names.slice(0, 3).map((n) => n.replace(/\d+ due today.*$/, ''))).toEqual(['Farmers', 'Hunters', 'All managers']);
    }
    await expectNoSeriousA11yViolations(page, 'pulse with team rows, light');

    // One team: its member and its row only, kept in the URL.
    await page.getByRole('combobox', { name: 'Team' }).selectOption({ label: 'Farmers' });
    await expect(page).toHaveURL(new RegExp(`[?&]team=${seeded.farmersId}`));
    await expect(row('Cleo Cole')).toBeVisible();
    await expect(row('Rita Rep')).toHaveCount(0);
    await expect(row('Hunters')).toHaveCount(0);
    await expect(row('Farmers')).toBeVisible();
    const attempts = phone ? row('Farmers') : page.getByRole('row').filter({ has: row('Farmers') });
    await expect(attempts).toContainText('3');
    await page.emulateMedia({ colorScheme: 'dark' });
    await expectNoSeriousA11yViolations(page, 'pulse of one team, dark');
    expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);

    // The TV board of that team, from its URL.
    await page.goto(`/sales-pulse/tv?team=${seeded.farmersId}`);
    const board = page.getByRole('table');
    await expect(board.getByRole('rowheader', { name: /^Cleo Cole/ })).toBeVisible();
    await expect(board.getByRole('rowheader', { name: /^Farmers/ })).toBeVisible();
    await expect(board.getByRole('rowheader', { name: /^Rita Rep/ })).toHaveCount(0);
    await expect(page.getByRole('combobox', { name: 'Team' })).toHaveValue(seeded.farmersId);
    await expect(page.getByText(/^Teams as of /)).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'tv of one team, dark');
    await page.emulateMedia({ colorScheme: 'light' });
    await expectNoSeriousA11yViolations(page, 'tv of one team, light');
  });
});
