import { gzipSync } from 'node:zlib';
import { expect, test } from '@playwright/test';
import { browserSlowdown } from './support/machine-speed';
import { createProject, registerThroughApi } from './support/team-api';

const LOGIN_JS_BUDGET_BYTES = 150 * 1024;

test.describe.configure({ mode: 'serial' });

test('the login page loads at most 150 KB of gzipped JavaScript and no layout code @timing', async ({ page }) => {
  const scripts: { url: string; gzipped: number }[] = [];
  page.on('response', async (response) => {
    if (!response.url().endsWith('.js')) return;
    const body = await response.body();
    scripts.push({ url: response.url(), gzipped: gzipSync(body, { level: 9 }).length });
  });
  await page.goto('/auth/login', { waitUntil: 'networkidle' });
  await expect(page.getByRole('button', { name: 'Enter' })).toBeVisible();

  const total = scripts.reduce((sum, script) => sum + script.gzipped, 0);
  console.log(`login page JavaScript: ${(total / 1024).toFixed(1)} KB gzipped in ${scripts.length} files`);
  expect(total).toBeLessThanOrEqual(LOGIN_JS_BUDGET_BYTES);
  expect(scripts.map((s) => s.url).join(' ')).not.toMatch(/main-layout|sidebar|user-menu|react-toastify/);
});

test('Select project with 1,000 projects renders its first page within 300 ms of the answer @timing', async ({ page }) => {
  test.setTimeout(120_000);
  const owner = await registerThroughApi(page.request, 'Many Projects', 'many');
  const names = Array.from({ length: 1000 }, (_, i) => `Project ${String(i).padStart(4, '0')}`);
  for (let i = 0; i < names.length; i += 10) {
    await Promise.all(names.slice(i, i + 10).map((name) => createProject(page.request, owner.token, name)));
  }

  // Records, inside the page, when the first page of tiles is on screen.
  await page.addInitScript(() => {
    const observer = new MutationObserver(() => {
      if (document.body?.textContent?.includes('Showing 30 of 1000 projects')) {
        (window as unknown as { renderedAt: number }).renderedAt = performance.now();
        observer.disconnect();
      }
    });
    observer.observe(document, { childList: true, subtree: true, characterData: true });
  });
  await page.goto('/favicon.svg');
  await page.evaluate(
    (token) => localStorage.setItem('auth', JSON.stringify({ state: { token, refreshToken: null }, version: 0 })),
    owner.token,
  );
  const before = await browserSlowdown(page.context());
  await page.goto('/select-project');
  await page.waitForFunction(() => (window as unknown as { renderedAt?: number }).renderedAt !== undefined, null, { polling: 100 });
  const slowdown = (before + (await browserSlowdown(page.context()))) / 2;
  await expect(page.getByText('Showing 30 of 1000 projects. Use the search field to find a project.')).toBeVisible();
  await expect(page.getByRole('list').getByRole('button')).toHaveCount(30);

  const { renderedAt, answeredAt } = await page.evaluate(() => {
    const answers = performance
      .getEntriesByType('resource')
      .filter((entry) => entry.name.includes('/api/projects?') && entry.name.includes('itemsPerPage=30')) as PerformanceResourceTiming[];
    return {
      renderedAt: (window as unknown as { renderedAt: number }).renderedAt,
      answeredAt: Math.max(...answers.map((entry) => entry.responseEnd)),
    };
  });
  const renderMs = renderedAt - answeredAt;
  console.log(
    `select project, 1,000 projects: first page on screen ${renderMs.toFixed(1)} ms after the API answered (machine ${slowdown.toFixed(1)}x the reference's time)`,
  );
  expect(renderMs / slowdown).toBeLessThan(300);
});
