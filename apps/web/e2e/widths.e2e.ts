import { expect, test, type Page } from '@playwright/test';
import { ingest, seedAnalyticsProject } from './support/analytics-seed';
import { createDashboard } from './support/dashboards';

// Issue #31, "Must reach": every analytics screen, the TV board and the boards read cleanly at the
// laptop and TV widths a buyer uses and on a phone, in both themes: the page never scrolls sideways
// (only a wide table inside its own frame may) and no figure is cut.

const widths = [1280, 1366, 1440, 1920, 390];
const themes = ['light', 'dark'] as const;

/** How far the document scrolls sideways: 0 when the page fits the window. */
const sidewaysScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/**
 * Figures shown cut: text holding a digit that ends in "…", or that reaches past the edge of a box
 * that hides its overflow (a card, a cell). A box that scrolls (a wide table's frame) does not cut.
 * Names may be shortened with "…" by design; numbers never.
 */
const cutFigures = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('main *')].flatMap((element) => {
      const text = element.textContent?.trim() ?? '';
      if (!/\d/.test(text) || element.children.length > 0) return [];
      // Visually hidden text (sr-only: a 1-pixel clipped box) is for screen readers, not cut.
      if (element.clientWidth <= 1 && element.clientHeight <= 1) return [];
      const range = document.createRange();
      range.selectNodeContents(element);
      const shown = range.getBoundingClientRect();
      if (shown.width === 0) return [];
      if (getComputedStyle(element).textOverflow === 'ellipsis' && element.scrollWidth > element.clientWidth + 1)
        return [`${text} (ends in …)`];
      for (let box = element.parentElement; box && box !== document.body; box = box.parentElement) {
        const overflow = getComputedStyle(box).overflowX;
        if (overflow === 'auto' || overflow === 'scroll') break;
        if (overflow !== 'hidden' && overflow !== 'clip') continue;
        const edge = box.getBoundingClientRect();
        if (shown.right > edge.right + 1 || shown.left < edge.left - 1)
          return [`${text} (${Math.round(shown.width)} px, ${Math.round(edge.width)} px box)`];
      }
      return [];
    }),
  );

test.describe('Every width and theme', () => {
  test('analytics screens, the TV board and a board neither scroll sideways nor cut a figure', async ({ page }) => {
    test.setTimeout(240_000);
    const { owner, project, provider, at } = await seedAnalyticsProject(page, 'widths');
    // Figures as long as a real team's month: seven-digit amounts and hundreds of calls.
    await ingest(
      page.request,
      provider,
      Array.from({ length: 40 }, (_, index) => ({
        type: 'deal',
        externalId: `W${index}`,
        ownerExternalId: index % 2 ? 'u-rita' : 'u-sam',
        stage: 'won',
        title: `Enterprise renewal ${index}`,
        amount: 987_654.32,
        createdAt: at(index),
        updatedAt: at(index + 5),
      })),
    );
    // And a busy morning today, so the live Pulse and the TV board have every hour to show.
    const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();
    await ingest(page.request, provider, [
      ...Array.from({ length: 30 }, (_, index) => ({
        type: 'call',
        externalId: `T${index}`,
        ownerExternalId: index % 3 ? 'u-rita' : 'u-sam',
        startedAt: minutesAgo(index * 7),
        durationSeconds: index % 4 ? 240 : 0,
        answered: index % 4 !== 0,
      })),
      ...Array.from({ length: 12 }, (_, index) => ({
        type: 'deal',
        externalId: `TD${index}`,
        ownerExternalId: index % 2 ? 'u-rita' : 'u-sam',
        stage: 'won',
        title: `Today ${index}`,
        amount: 73_012.5,
        createdAt: minutesAgo(index * 15 + 5),
        updatedAt: minutesAgo(index * 15),
      })),
    ]);
    const board = await createDashboard(page.request, owner.token, project.id, 'Wide board', [
      { title: 'Money in', metric: 'payments', view: 'total' },
      { title: 'Calls by rep', metric: 'calls', view: 'byEmployee' },
      { title: 'Calls per day', metric: 'calls', view: 'byDay' },
    ]);
    const seededDay = at(0).slice(0, 10);
    const weekBefore = new Date(Date.parse(`${seededDay}T00:00:00Z`) - 6 * 86_400_000).toISOString().slice(0, 10);
    const screens = [
      '/sales-pulse',
      `/sales-pulse?date=${seededDay}`,
      '/sales-pulse/tv',
      '/managers',
      '/lead-processing',
      '/call-board',
      `/dashboard/${board.id}?from=${weekBefore}&to=${seededDay}`,
    ];

    const problems: string[] = [];
    for (const theme of themes) {
      await page.emulateMedia({ colorScheme: theme });
      for (const width of widths) {
        await page.setViewportSize({ width, height: width < 600 ? 844 : Math.round(width * 0.5625) });
        for (const screen of screens) {
          await page.goto(screen);
          await expect(page.locator('main#main, main').first()).toBeVisible();
          // Loaded: no skeleton or spinner left in the page area.
          await expect(page.locator('main [aria-busy="true"]')).toHaveCount(0);
          await expect(page.locator('main').getByText('Rita Rep').first()).toBeVisible();
          if (process.env.E2E_SHOTS)
            await page.screenshot({ path: `${process.env.E2E_SHOTS}/${screen.replace(/\W+/g, '_')}-${width}-${theme}.png` });
          const sideways = await sidewaysScroll(page);
          if (sideways > 0) problems.push(`${screen} at ${width} px, ${theme}: scrolls ${sideways} px sideways`);
          // A figure is fitted when its cell reports its size (a ResizeObserver, before the next
          // frame): read right after a render it can still be the unfitted one, so look again a
          // few times before calling it cut.
          let cut = await cutFigures(page);
          for (let look = 0; cut.length > 0 && look < 10; look++) {
            await page.waitForTimeout(300);
            cut = await cutFigures(page);
          }
          for (const figure of cut) problems.push(`${screen} at ${width} px, ${theme}: cut ${figure}`);
        }
      }
    }
    expect([...new Set(problems)]).toEqual([]);
  });
});
