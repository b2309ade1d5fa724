import { gzipSync } from 'node:zlib';
import { expect, test } from '@playwright/test';

const LOGIN_JS_BUDGET_BYTES = 150 * 1024;

test('the login page loads at most 150 KB of gzipped JavaScript and no layout code', async ({ page }) => {
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
