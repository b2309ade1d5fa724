import { chromium } from 'playwright';
const PASSWORD = process.argv[2];
const routes = ['/sales-pulse', '/sales-pulse/tv', '/call-board', '/managers', '/lead-processing', '/distribution', '/gift-shop', '/gift-shop/catalogue', '/gift-shop/archive', '/gift-shop/history', '/gift-shop/points', '/user-profile', '/settings/main', '/settings/employees', '/settings/data-provider', '/settings/data-settings', '/settings/definitions', '/settings/product', '/settings/distribution-settings', '/settings/custom-board', '/settings/subscription', '/select-project', '/nowhere'];
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'] });
for (const [label, viewport, scheme] of [['w360', { width: 360, height: 740 }, 'dark'], ['w768', { width: 768, height: 1024 }, 'light'], ['w1024', { width: 1024, height: 768 }, 'dark'], ['w1280', { width: 1280, height: 720 }, 'light']]) {
  const context = await browser.newContext({ viewport, colorScheme: scheme });
  const page = await context.newPage();
  let current = 'login';
  page.on('console', (m) => { if (m.type() === 'error' || m.type() === 'warning') console.log(`[${label} ${current}] console.${m.type()}: ${m.text().slice(0, 300)}`); });
  page.on('pageerror', (e) => console.log(`[${label} ${current}] pageerror: ${e.message.slice(0, 300)}`));
  page.on('response', (r) => { if (r.status() >= 400) console.log(`[${label} ${current}] ${r.status()} ${r.request().method()} ${r.url()}`); });
  await page.goto('http://localhost:3000/auth/login');
  await page.getByLabel('Email', { exact: true }).fill('demo@salespulse.local');
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Enter' }).click();
  await page.waitForTimeout(2500);
  for (const route of routes) {
    current = route;
    await page.goto(`http://localhost:3000${route}`);
    await page.waitForTimeout(1800);
    // Horizontal overflow on the page itself (not inside scroll containers).
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    if (overflow > 1) console.log(`[${label} ${route}] page overflows horizontally by ${overflow}px`);
  }
  await context.close();
}
await browser.close();
console.log('sweep done');
