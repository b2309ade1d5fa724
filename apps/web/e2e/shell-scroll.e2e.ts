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

test.describe('The shell stays put', () => {
  test('on every screen only the page area scrolls; the document is never taller than the window @mobile', async ({ page }, testInfo) => {
    test.setTimeout(120_000);
    if (testInfo.project.name === 'desktop') await page.setViewportSize({ width: 1280, height: 600 });
    const owner = await registerThroughApi(page.request, 'Owen Owner', 'shell-owner');
    const project = await createProject(page.request, owner.token, 'Shell Co');
    for (const name of ['Rita Rep', 'Sam Seller', 'Tara Trader', 'Uma Upsell']) {
      await addMember(page.request, owner.token, project.id, await registerThroughApi(page.request, name, 'shell-member'));
    }
    await enableGiftShop(page.request, owner.token, project.id);
    const headers = { Authorization: `Bearer ${owner.token}` };
    for (const [name, price] of [['Team lunch', 120], ['Headphones', 250], ['Day off', 500], ['Coffee voucher', 30]] as const) {
      const gift = await page.request.post('/api/gift_products', { headers, data: { project: `/api/projects/${project.id}`, name, description: `${name} for the best of the month.`, price } });
      expect(gift.status()).toBe(201);
    }

    await signIn(page, await logInThroughApi(page.request, owner));
    await selectProject(page, project);
    const grown: string[] = [];
    for (const path of screens) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      const { scrollHeight, scrollTop, viewport } = await documentAfterScrollingMain(page);
      if (scrollHeight > viewport || scrollTop !== 0) grown.push(`${path}: document ${scrollHeight} px in a ${viewport} px window, scrolled ${scrollTop} px`);
    }
    expect(grown).toEqual([]);
  });
});
