import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { browserSlowdown } from './support/machine-speed';
import { addTeam, inBatches } from './support/pulse-seed';
import { createProject, logInThroughApi, registerThroughApi, selectProject, signIn } from './support/team-api';
import { createWebhookProvider, defineStages, sendEvents, type WebhookProvider } from './support/webhook';

/** A moment of today a few seconds ago: activity the board of today shows. */
const secondsAgo = (seconds: number) => new Date(Date.now() - seconds * 1000).toISOString();

async function expectNoSeriousViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  const serious = violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
  expect(serious.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
}

type Seeded = { owner: { token: string; refresh_token: string }; project: { id: string; name: string }; provider: WebhookProvider };

/** An owner and two representatives with a morning of calls, deals and tasks. */
async function seedSmallTeam(page: Page, prefix: string): Promise<Seeded> {
  const owner = await registerThroughApi(page.request, 'Owen Owner', `${prefix}-owner`);
  const project = await createProject(page.request, owner.token, 'Pulse Co');
  const [rita, sam] = await addTeam(page.request, owner.token, project.id, ['Rita Rep', 'Sam Seller'], `${prefix}-rep`);
  const provider = await createWebhookProvider(page.request, owner.token, project.id);
  await defineStages(page.request, owner.token, provider, { bill: 'bill', won: 'won' });
  await sendEvents(page.request, provider, [
    { type: 'user', externalId: 'u-rita', name: 'Rita in CRM', email: rita!.email },
    { type: 'user', externalId: 'u-sam', name: 'Sam in CRM', email: sam!.email },
    { type: 'call', externalId: 'c-1', ownerExternalId: 'u-rita', startedAt: secondsAgo(50), durationSeconds: 120 },
    { type: 'call', externalId: 'c-2', ownerExternalId: 'u-rita', startedAt: secondsAgo(40), durationSeconds: 60 },
    { type: 'call', externalId: 'c-3', ownerExternalId: 'u-rita', startedAt: secondsAgo(30), durationSeconds: 0 },
    { type: 'call', externalId: 'c-4', ownerExternalId: 'u-sam', startedAt: secondsAgo(30), durationSeconds: 0 },
    {
      type: 'deal',
      externalId: 'd-1',
      ownerExternalId: 'u-sam',
      stage: 'won',
      amount: 1200,
      createdAt: secondsAgo(60),
      updatedAt: secondsAgo(20),
    },
    {
      type: 'deal',
      externalId: 'd-2',
      ownerExternalId: 'u-rita',
      stage: 'bill',
      amount: 500,
      createdAt: secondsAgo(60),
      updatedAt: secondsAgo(20),
    },
    {
      type: 'task',
      externalId: 't-1',
      ownerExternalId: 'u-rita',
      createdAt: secondsAgo(60),
      updatedAt: secondsAgo(10),
      completedAt: secondsAgo(10),
    },
  ]);
  return { owner: await logInThroughApi(page.request, owner), project, provider };
}

async function openPulse(page: Page, seeded: Seeded, path = '/sales-pulse') {
  await signIn(page, seeded.owner);
  await selectProject(page, seeded.project);
  await page.goto(path);
}

const managerRow = (page: Page, name: string) =>
  page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: new RegExp(`^${name}`) }) });
const managerOrder = (page: Page) => page.getByRole('table', { name: 'Activity by manager and hour' }).getByRole('rowheader');

test.describe('Pulse', () => {
  test('shows the team by the hour, sorts, changes the day and updates live', async ({ page }) => {
    // axe over the board with the calendar open took 60 s of this test with another test beside it
    // on two cores (5 s alone): the limit leaves room for that, not for a hang.
    test.setTimeout(180_000);
    const seeded = await seedSmallTeam(page, 'pulse');
    await openPulse(page, seeded);
    await expect(page).toHaveTitle('SalesPulse | Pulse');
    await expect(page.getByRole('heading', { level: 1, name: 'Pulse' })).toBeVisible();

    const sort = page.getByRole('group', { name: 'Sort managers by' });
    await expect(sort.getByRole('button')).toHaveText([
      'Call Attempts',
      'Successful calls',
      'Time (min)',
      'Bills',
      'Payments',
      'Plan',
      'Tasks',
    ]);
    await expect(sort.getByRole('button', { name: 'Payments' })).toHaveAttribute('aria-disabled', 'true');
    await expect(page.getByRole('button', { name: /^Date: / })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Next day' })).toBeDisabled();
    // The next full hour is marked when it falls inside the hours shown (08:00-17:00 without schedules).
    const berlinHour = Number(
      new Intl.DateTimeFormat('en-GB', { hour: '2-digit', hourCycle: 'h23', timeZone: 'Europe/Berlin' }).format(new Date()),
    );
    if (berlinHour + 1 >= 8 && berlinHour + 1 <= 17) await expect(page.getByText('Next hour')).toBeVisible();

    // Sorted by payments: Sam's won deal first; the owner made nothing yet.
    await expect(managerOrder(page)).toHaveText([/^All managers/, /^Sam Seller/, /^Owen Owner/, /^Rita Rep/]);
    await expect(managerRow(page, 'All managers').getByRole('cell').first()).toHaveText('$1,200');
    await expect(managerRow(page, 'Rita Rep').getByText('0 due today · 0 overdue')).toBeVisible();

    await sort.getByRole('button', { name: 'Call Attempts' }).click();
    await expect(sort.getByRole('button', { name: 'Call Attempts' })).toBeDisabled();
    await expect(page).toHaveURL(/sort=callAttempts/);
    await expect(managerOrder(page)).toHaveText([/^All managers/, /^Rita Rep/, /^Sam Seller/, /^Owen Owner/]);
    await expect(managerRow(page, 'Rita Rep').getByRole('cell').first()).toHaveText('3');

    // Yesterday had no activity, and no next-hour marker.
    await page.getByRole('button', { name: 'Previous day' }).click();
    await expect(page).toHaveURL(/date=\d{4}-\d{2}-\d{2}/);
    await expect(managerRow(page, 'All managers').getByRole('cell').first()).toHaveText('0');
    await expect(page.getByText('Next hour')).toBeHidden();
    await page.getByRole('button', { name: 'Next day' }).click();
    await expect(managerRow(page, 'Rita Rep').getByRole('cell').first()).toHaveText('3');

    // The calendar: Today from its shortcuts keeps the day; the popup is accessible too.
    await page.getByRole('button', { name: /^Date: / }).click();
    const calendar = page.getByRole('dialog', { name: 'Date' });
    await expect(calendar.getByRole('combobox', { name: 'Year' })).toBeVisible();
    await expectNoSeriousViolations(page);
    await page.keyboard.press('Escape');
    await expect(calendar).toBeHidden();

    // Live: a call ingested now shows up without a reload.
    await expect(page.getByRole('status').filter({ hasText: 'Live' })).toBeVisible();
    const started = Date.now();
    await sendEvents(page.request, seeded.provider, [
      { type: 'call', externalId: 'c-live-1', ownerExternalId: 'u-sam', startedAt: secondsAgo(1), durationSeconds: 30 },
      { type: 'call', externalId: 'c-live-2', ownerExternalId: 'u-sam', startedAt: secondsAgo(1), durationSeconds: 0 },
    ]);
    await expect(managerRow(page, 'Sam Seller').getByRole('cell').first()).toHaveText('3', { timeout: 2000 });
    // The board after the update has the structure axe checked above, with the calendar open.
    console.log(`pulse live update: on screen ${Date.now() - started} ms after the webhook was sent`);

    // A period of several days arrives summed by hour (a record per hour with its count): same totals.
    await page.getByRole('button', { name: /^Date: / }).click();
    await page
      .getByRole('dialog', { name: 'Date' })
      .getByRole('list', { name: 'Shortcuts' })
      .getByRole('button', { name: 'Last 30 days' })
      .click();
    await expect(page).toHaveURL(/from=\d{4}-\d{2}-\d{2}&to=\d{4}-\d{2}-\d{2}|to=\d{4}-\d{2}-\d{2}&from=/);
    await expect(managerRow(page, 'Rita Rep').getByRole('cell').first()).toHaveText('3');
    await expect(managerRow(page, 'Sam Seller').getByRole('cell').first()).toHaveText('3');
    await expect(managerRow(page, 'All managers').getByRole('cell').first()).toHaveText('6');
  });

  test('opens the TV board: today, large, no controls', async ({ page }) => {
    const seeded = await seedSmallTeam(page, 'pulse-tv');
    await openPulse(page, seeded, '/sales-pulse/tv');
    await expect(page.getByRole('heading', { level: 1, name: 'Pulse · Pulse Co' })).toBeVisible();
    await expect(page.getByRole('table').getByRole('rowheader')).toHaveText(['All managers', 'Sam Seller', 'Owen Owner', 'Rita Rep']);
    await expect(page.getByRole('button')).toHaveCount(0);
    await expectNoSeriousViolations(page);

    // Every hour fits a 1280-pixel screen; on a phone only rank, manager and metric are left.
    const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    const hourTitles = page.getByRole('columnheader', { name: /^\d{2}$/ });
    for (const viewport of [
      { width: 1280, height: 720 },
      { width: 390, height: 844 },
    ]) {
      await page.setViewportSize(viewport);
      await expect(page.getByRole('table').getByRole('rowheader')).toHaveText(['All managers', 'Sam Seller', 'Owen Owner', 'Rita Rep']);
      expect(await overflow()).toBeLessThanOrEqual(0);
      if (viewport.width > 1024) {
        const table = (await page.getByRole('table').boundingBox())!;
        const last = (await hourTitles.last().boundingBox())!;
        expect(last.x + last.width).toBeLessThanOrEqual(table.x + table.width);
      } else {
        await expect(hourTitles.first()).toBeHidden();
      }
      await expectNoSeriousViolations(page);
    }
  });

  test('the TV board reads whole on every wall and laptop width: figures never cut, hours apart', async ({ page }) => {
    const seeded = await seedSmallTeam(page, 'pulse-tv-wide');
    // Large payments: a total of seven digits and a manager's of five, in the hour they were won.
    await sendEvents(page.request, seeded.provider, [
      {
        type: 'deal',
        externalId: 'd-big',
        ownerExternalId: 'u-rita',
        stage: 'won',
        amount: 1_234_567.89,
        createdAt: secondsAgo(60),
        updatedAt: secondsAgo(15),
      },
      {
        type: 'deal',
        externalId: 'd-mid',
        ownerExternalId: 'u-sam',
        stage: 'won',
        amount: 73_012.5,
        createdAt: secondsAgo(60),
        updatedAt: secondsAgo(15),
      },
    ]);
    await openPulse(page, seeded, '/sales-pulse/tv');
    await expect(page.getByRole('table').getByRole('rowheader').first()).toHaveText('All managers');
    // Each figure's text inside its cell, whole: no ellipsis, nothing past the cell's edges.
    const cutFigures = () =>
      page.evaluate(() =>
        [...document.querySelectorAll('[role="cell"]')].flatMap((cell) => {
          const box = cell.getBoundingClientRect();
          if (box.width === 0) return [];
          // Content wider than its cell is cut (the cell hides its overflow), with or without "…".
          if (cell.scrollWidth > cell.clientWidth + 1) return [`${cell.textContent} (${cell.scrollWidth} px in ${cell.clientWidth} px)`];
          return [...cell.querySelectorAll('span.inline-block')].flatMap((figure) => {
            const text = figure.getBoundingClientRect();
            const cut = text.left < box.left - 0.5 || text.right > box.right + 0.5 || getComputedStyle(cell).textOverflow === 'ellipsis';
            return cut ? [`${figure.textContent} (${Math.round(text.width)} px in ${Math.round(box.width)} px)`] : [];
          });
        }),
      );
    for (const width of [1280, 1366, 1440, 1920, 2560, 3840]) {
      await page.setViewportSize({ width, height: width >= 2560 ? Math.round(width * 0.5625) : 800 });
      await expect(page.getByRole('table').getByRole('rowheader', { name: 'Rita Rep' })).toBeVisible();
      await expect.poll(cutFigures, { message: `at ${width} px` }).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
    }
    // The whole figure stays available to screen readers where the short one is shown.
    await expect(page.getByRole('table').getByText('$1,308,780', { exact: true })).toBeAttached();
  });

  test("an empty project's TV board says there is no activity yet", async ({ page }) => {
    const owner = await registerThroughApi(page.request, 'Owen Owner', 'pulse-tv-empty');
    const project = await createProject(page.request, owner.token, 'Quiet Co');
    await openPulse(
      page,
      { owner: await logInThroughApi(page.request, owner), project, provider: { id: '', secret: '' } },
      '/sales-pulse/tv',
    );
    await expect(page.getByText('No activity yet today')).toBeVisible();
    await expect(page.getByRole('table')).toHaveCount(0);
    await expectNoSeriousViolations(page);
  });

  test('shows a card per manager on a phone @mobile', async ({ page, isMobile }) => {
    test.skip(!isMobile, 'the phone layout');
    const seeded = await seedSmallTeam(page, 'pulse-phone');
    await openPulse(page, seeded);
    const cards = page.getByRole('list', { name: 'Managers' }).getByRole('article');
    await expect(cards).toHaveCount(4);
    await expect(cards.first()).toHaveAccessibleName('All managers');
    await expect(cards.nth(1)).toContainText('Sam Seller');
    await expect(cards.nth(1)).toContainText('$1,200');
    await expect(page.getByRole('table')).toHaveCount(0);
    // The one-line strip of sort buttons opens on the current choice (Payments, the fifth).
    const payments = page.getByRole('group', { name: 'Sort managers by' }).getByRole('button', { name: 'Payments', exact: true });
    await expect(payments).toHaveAttribute('aria-pressed', 'true');
    const phoneWidth = page.viewportSize()?.width ?? 0;
    expect(
      await payments.evaluate((element, width) => {
        const box = element.getBoundingClientRect();
        return box.left >= 0 && box.right <= width;
      }, phoneWidth),
    ).toBe(true);
    // Every figure's label fits its quarter of the card: none is cut off with an ellipsis.
    const cutLabels = await cards
      .nth(1)
      .locator('dt')
      .evaluateAll((terms) => terms.filter((term) => term.scrollWidth > term.clientWidth).map((term) => term.textContent));
    expect(cutLabels).toEqual([]);
    await page.getByRole('button', { name: 'Call Attempts' }).click();
    await expect(cards.nth(1)).toContainText('Rita Rep');
    // The chosen chip keeps focus; a chip reached by Tab in the one-line strip shows whole.
    await expect(page.getByRole('button', { name: 'Call Attempts' })).toBeFocused();
    const viewport = page.viewportSize()?.width ?? 0;
    for (const name of ['Successful calls', 'Time (min)', 'Bills', 'Payments']) {
      await page.keyboard.press('Tab');
      const chip = page.getByRole('group', { name: 'Sort managers by' }).getByRole('button', { name, exact: true });
      await expect(chip).toBeFocused();
      await expect
        .poll(async () =>
          chip.evaluate((element, width) => {
            const box = element.getBoundingClientRect();
            return box.left >= 0 && box.right <= width;
          }, viewport),
        )
        .toBe(true);
    }
    // The page scrolls as a whole: the title and the date leave the screen to the cards, the strip
    // of sort buttons stays at the top, under the header, and the last card can be reached.
    const main = page.locator('main');
    const strip = page.getByRole('group', { name: 'Sort managers by' });
    const stripTop = (await strip.boundingBox())!.y;
    await main.evaluate((element) => element.scrollBy(0, element.scrollHeight));
    await expect(page.getByRole('heading', { level: 1, name: 'Pulse' })).not.toBeInViewport();
    await expect(strip).toBeInViewport();
    const mainTop = (await main.boundingBox())!.y;
    expect((await strip.boundingBox())!.y).toBeLessThan(stripTop);
    expect(Math.round((await strip.boundingBox())!.y)).toBe(Math.round(mainTop));
    await expect(cards.last()).toBeInViewport({ ratio: 1 });
    await expectNoSeriousViolations(page);
    // A page opened from down the cards (one longer than the Pulse's scroll) starts at its own top.
    expect(await main.evaluate((element) => element.scrollTop)).toBeGreaterThan(0);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('tab', { name: 'Settings' }).click();
    await page.getByRole('link', { name: 'Employees' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Employees' })).toBeInViewport();
    await expect(page.getByRole('button', { name: 'Actions for Sam Seller' })).toBeVisible();
    expect(await main.evaluate((element) => element.scrollHeight - element.clientHeight)).toBeGreaterThan(300);
    expect(await main.evaluate((element) => element.scrollTop)).toBe(0);
  });

  test('with 300 managers is interactive within 1.5 s of navigation @timing', async ({ page }) => {
    test.setTimeout(600_000);
    const owner = await registerThroughApi(page.request, 'Big Boss', 'pulse-big');
    const project = await createProject(page.request, owner.token, 'Big Team');
    const names = Array.from({ length: 299 }, (_, index) => `Manager ${String(index + 1).padStart(3, '0')}`);
    const team = await addTeam(page.request, owner.token, project.id, names, 'pulse-big-rep');
    const provider = await createWebhookProvider(page.request, owner.token, project.id);
    await defineStages(page.request, owner.token, provider, { won: 'won' });
    const events = team.flatMap((member, index) => [
      { type: 'user', externalId: `u-${index}`, name: member.name, email: member.email },
      ...Array.from({ length: 3 }, (_, call) => ({
        type: 'call',
        externalId: `c-${index}-${call}`,
        ownerExternalId: `u-${index}`,
        startedAt: secondsAgo(60 + call),
        durationSeconds: call * 30,
      })),
      {
        type: 'deal',
        externalId: `d-${index}`,
        ownerExternalId: `u-${index}`,
        stage: 'won',
        amount: 100 + index,
        createdAt: secondsAgo(90),
        updatedAt: secondsAgo(30),
      },
    ]);
    await inBatches(
      Array.from({ length: Math.ceil(events.length / 1000) }, (_, i) => events.slice(i * 1000, (i + 1) * 1000)),
      1,
      (batch) => sendEvents(page.request, provider, batch),
    );

    // Records, inside the page, when the table first shows every figure (no placeholder left).
    await page.addInitScript(() => {
      const observer = new MutationObserver(() => {
        const table = document.querySelector('[role="table"]');
        if (table && table.querySelectorAll('[role="row"]').length > 10 && !table.textContent?.includes('Loading')) {
          (window as unknown as { readyAt: number }).readyAt = performance.now();
          observer.disconnect();
        }
      });
      observer.observe(document, { childList: true, subtree: true, characterData: true });
    });
    await signIn(page, await logInThroughApi(page.request, owner));
    await selectProject(page, project);
    // A first visit loads and caches the app's files, as a returning user has them.
    await page.goto('/sales-pulse');
    await expect(managerOrder(page).nth(1)).toHaveText(/^Manager 299/);

    // Three measured visits, the machine's speed read around each; the best one counts (noise only
    // adds time). Waiting polls a variable only: an expect() retried meanwhile would walk the page's
    // accessibility tree on the same thread it measures.
    const visits: { readyAt: number; slowdown: number }[] = [];
    for (let visit = 0; visit < 3; visit++) {
      const before = await browserSlowdown(page.context());
      await page.goto('/sales-pulse');
      await page.waitForFunction(() => (window as unknown as { readyAt?: number }).readyAt !== undefined, null, { polling: 100 });
      const readyAt = await page.evaluate(() => (window as unknown as { readyAt: number }).readyAt);
      visits.push({ readyAt, slowdown: (before + (await browserSlowdown(page.context()))) / 2 });
    }
    const shown = visits.map(({ readyAt, slowdown }) => `${readyAt.toFixed(0)} ms (machine ${slowdown.toFixed(1)}x the reference's time)`);
    console.log(`pulse, 300 managers: every figure on screen after navigation started: ${shown.join(', ')}`);
    const readyMs = Math.min(...visits.map(({ readyAt, slowdown }) => readyAt / slowdown));
    await expect(managerOrder(page).nth(1)).toHaveText(/^Manager 299/);
    const timings = await page.evaluate(() =>
      (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
        .filter((entry) => entry.name.includes('/api/') || entry.name.endsWith('.js'))
        .map(
          (entry) =>
            `${new URL(entry.name).pathname.replace(/^\/assets\//, '')} ${entry.startTime.toFixed(0)}-${entry.responseEnd.toFixed(0)}`,
        ),
    );
    console.log(`pulse, 300 managers: requests of the last visit (ms after navigation) ${timings.join(', ')}`);

    // Interactive: a sort change re-renders at once; only a window of rows is in the page.
    const sortMs = await page.evaluate(async () => {
      const button = [...document.querySelectorAll('button')].find((element) => element.textContent === 'Call Attempts')!;
      const start = performance.now();
      button.click();
      await new Promise<void>((resolve) => {
        // The chosen sort button is aria-disabled once the board has re-sorted.
        const check = () => (button.getAttribute('aria-disabled') === 'true' ? resolve() : requestAnimationFrame(check));
        check();
      });
      return performance.now() - start;
    });
    console.log(`pulse, 300 managers: sort change rendered in ${sortMs.toFixed(0)} ms`);
    const renderedRows = await page.getByRole('table').getByRole('row').count();
    expect(renderedRows).toBeLessThan(60);

    // Scrolling through the whole team: frame times while the box scrolls by 300 rows.
    const frames = await page.evaluate(async () => {
      const box = document.querySelector('[role="region"]') as HTMLElement;
      const times: number[] = [];
      let last = performance.now();
      for (let step = 0; step < 120; step++) {
        box.scrollTop += 140;
        await new Promise((resolve) => requestAnimationFrame(resolve));
        const now = performance.now();
        times.push(now - last);
        last = now;
      }
      times.sort((a, b) => a - b);
      return { p50: times[Math.floor(times.length / 2)]!, p95: times[Math.floor(times.length * 0.95)]!, max: times.at(-1)! };
    });
    console.log(
      `pulse, 300 managers: scrolling frame times p50 ${frames.p50.toFixed(1)} ms, p95 ${frames.p95.toFixed(1)} ms, max ${frames.max.toFixed(1)} ms`,
    );
    await expect(managerOrder(page).last()).toBeVisible();

    expect(readyMs).toBeLessThan(1500);
    // A sort goes through the router (it lands in the URL); a loose bound, the figure is in the log.
    expect(sortMs).toBeLessThan(1000);
  });
});
