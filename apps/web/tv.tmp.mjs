import { chromium } from 'playwright';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'] });
for (const [label, viewport, scheme] of [['wide', { width: 1440, height: 900 }, 'light'], ['mobile', { width: 390, height: 844 }, 'dark'], ['tv', { width: 1920, height: 1080 }, 'dark'], ['w1280', { width: 1280, height: 720 }, 'dark'], ['w1024', { width: 1024, height: 768 }, 'light']]) {
  const context = await browser.newContext({ viewport, colorScheme: scheme });
  const page = await context.newPage();
  await page.goto('http://localhost:3000/auth/login');
  await page.getByLabel('Email', { exact: true }).fill('demo@salespulse.local');
  await page.getByLabel('Password', { exact: true }).fill(process.argv[2]);
  await page.getByRole('button', { name: 'Enter' }).click();
  await page.waitForTimeout(2500);
  await page.goto('http://localhost:3000/sales-pulse/tv');
  await page.waitForTimeout(2500);
  await page.screenshot({ path: `/tmp/shots/tv-${label}.png` });
  const wide = await page.evaluate(() => [...document.querySelectorAll('body *')].filter((el) => el.getBoundingClientRect().right > document.documentElement.clientWidth + 1).slice(0, 8).map((el) => `${el.tagName}.${String(el.className).slice(0, 80)} right=${Math.round(el.getBoundingClientRect().right)}`));
  console.log(label, wide);
  await context.close();
}
await browser.close();
