import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { enableGiftShop } from './support/gift-shop';
import { addMember, createProject, logInThroughApi, registerThroughApi, selectProject, signIn } from './support/team-api';

// Issue #31: on long screens a wheel scroll to the bottom carried the whole shell (sidebar and
// header) up and left most of the window blank, because visually hidden captions and labels were
// positioned outside the scrolling `main` and made the document taller than the window. The
// document must never scroll: only `main` does. Checked on every screen of the main layout, at a
// short window so that most of them are long.

const screens = [
  '/sales-pulse',
  '/call-board',
  '/managers',
  '/lead-processing',
  '/distribution',
  '/distribution/create',
  '/distribution/products',
  '/distribution/history',
  '/gift-shop',
  '/gift-shop/catalogue',
  '/gift-shop/archive',
  '/gift-shop/history',
  '/gift-shop/points',
  '/settings/main',
  '/settings/employees',
  '/settings/data-provider',
  '/settings/data-provider/create',
  '/settings/data-settings',
  '/settings/definitions',
  '/settings/product',
  '/settings/distribution-settings',
  '/settings/custom-board',
  '/settings/custom-board/create',
  '/user-profile',
];
// The project choice is a standalone page: there the document is the page and scrolls.

/** Scrolls the page area to its end, as a wheel would, and reads how tall the document became. */
async function documentAfterScrollingMain(page: Page) {
  await page.locator('main#main').hover();
  await page.mouse.wheel(0, 20_000);
  await page.evaluate(() => {
    const main = document.getElementById('main')!;
    main.scrollTop = main.scrollHeight;
  });
  return page.evaluate(() => {
    const root = document.scrollingElement!;
    return { scrollHeight: root.scrollHeight, scrollTop: root.scrollTop, viewport: window.innerHeight };
  });
}

/** An owner's project with a team and a stocked gift shop: every screen has something to lay out. */
async function seedShellProject(page: Page, prefix: string) {
  const owner = await registerThroughApi(page.request, 'Owen Owner', `${prefix}-owner`);
  const project = await createProject(page.request, owner.token, 'Shell Co');
  for (const name of ['Rita Rep', 'Sam Seller', 'Tara Trader', 'Uma Upsell']) {
    await addMember(page.request, owner.token, project.id, await registerThroughApi(page.request, name, `${prefix}-member`));
  }
  await enableGiftShop(page.request, owner.token, project.id);
  const headers = { Authorization: `Bearer ${owner.token}` };
  for (const [name, price] of [
    ['Team lunch', 120],
    ['Headphones', 250],
    ['Day off', 500],
    ['Coffee voucher', 30],
  ] as const) {
    const gift = await page.request.post('/api/gift_products', {
      headers,
      data: { project: `/api/projects/${project.id}`, name, description: `${name} for the best of the month.`, price },
    });
    expect(gift.status()).toBe(201);
  }
  await signIn(page, await logInThroughApi(page.request, owner));
  await selectProject(page, project);
}

test.describe('The shell stays put', () => {
  test('on every screen only the page area scrolls; the document is never taller or wider than the window @mobile', async ({
    page,
  }, testInfo) => {
    test.setTimeout(120_000);
    if (testInfo.project.name === 'desktop') await page.setViewportSize({ width: 1280, height: 600 });
    await seedShellProject(page, 'shell');
    const grown: string[] = [];
    for (const path of screens) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      const { scrollHeight, scrollTop, viewport } = await documentAfterScrollingMain(page);
      if (scrollHeight > viewport || scrollTop !== 0)
        grown.push(`${path}: document ${scrollHeight} px in a ${viewport} px window, scrolled ${scrollTop} px`);
      const sideways = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      if (sideways > 0) grown.push(`${path}: scrolls ${sideways} px sideways`);
      if (process.env.E2E_SHOTS)
        await page.screenshot({ path: `${process.env.E2E_SHOTS}/${testInfo.project.name}${path.replace(/\W+/g, '_')}.png` });
    }
    expect(grown).toEqual([]);
  });

  // Issue #31: axe was clean on the screens its feature tests visit; this keeps every screen of the
  // main layout clean in both themes (dark contrast is where a new colour slips first).
  test('every screen has no serious or critical accessibility violation, light and dark', async ({ page }) => {
    test.setTimeout(480_000);
    await seedShellProject(page, 'shell-axe');
    const found: string[] = [];
    for (const theme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: theme });
      for (const path of screens) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
        await expect(page.locator('main [aria-busy="true"]')).toHaveCount(0);
        const { violations } = await new AxeBuilder({ page }).analyze();
        for (const violation of violations.filter((each) => each.impact === 'serious' || each.impact === 'critical')) {
          found.push(`${path} (${theme}) ${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
        }
      }
    }
    expect(found).toEqual([]);
  });
});
