import { chromium } from 'playwright';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu'] });
const context = await browser.newContext({ viewport: { width: 1024, height: 768 } });
const page = await context.newPage();
await page.goto('http://localhost:3000/auth/login');
await page.getByLabel('Email', { exact: true }).fill('demo@salespulse.local');
await page.getByLabel('Password', { exact: true }).fill(process.argv[2]);
await page.getByRole('button', { name: 'Enter' }).click();
await page.waitForTimeout(2500);
await page.goto('http://localhost:3000/settings/employees');
await page.waitForTimeout(2500);
console.log(await page.evaluate(() => {
  let el = document.querySelector('table').parentElement; const out = [];
  while (el && el !== document.body) { const r = el.getBoundingClientRect(); const cs = getComputedStyle(el); out.push(`${el.tagName}.${String(el.className).slice(0, 90)} w=${Math.round(r.width)} display=${cs.display} minw=${cs.minWidth} ovx=${cs.overflowX}`); el = el.parentElement; }
  return out.join('\n');
}));
await browser.close();
