import type { BrowserContext } from '@playwright/test';

/**
 * Median time of the calibration work below in a blank page of Chromium on an idle 2-core machine
 * of the kind CI runs on (session 33: 21–34 ms a run, medians 22–26 ms; the same work in a page
 * throttled by DevTools took 2.2 times as long at 2x and 4.8 times at 4x).
 */
const REFERENCE_MS = 23;
const RUNS = 7;

/**
 * How many times slower than the reference machine the browser runs right now (at least 1): the
 * median of a few runs of a fixed piece of the work a screen does (building a grid of cells, styling
 * and laying it out, formatting and sorting numbers). Render-time budgets are divided by it, so a CI
 * machine that happens to run slow (one run measured the Pulse, its scrolling and Select project
 * 3–4 times slower than an idle machine, every test alone) tests the code and not the machine; on a
 * machine as fast as the reference one the budget is the stated one.
 */
export async function browserSlowdown(context: BrowserContext): Promise<number> {
  // A blank page of its own: the same document every time, whatever the measured page holds.
  const page = await context.newPage();
  const median = await page.evaluate((runs) => {
    const format = new Intl.NumberFormat('en', { notation: 'compact', maximumSignificantDigits: 3 });
    const times: number[] = [];
    for (let run = 0; run < runs; run++) {
      const start = performance.now();
      const grid = document.createElement('div');
      grid.style.cssText = 'position:absolute;left:-100000px;top:0;display:grid;grid-template-columns:repeat(33,56px)';
      for (let cell = 0; cell < 1500; cell++) {
        const element = document.createElement('div');
        element.className = 'flex items-center justify-center px-0.5 tabular-nums';
        element.textContent = format.format((cell * 7919) % 100_003);
        grid.appendChild(element);
      }
      document.body.appendChild(grid);
      // Reading a box makes the browser style and lay out the grid now, inside the measured time.
      grid.lastElementChild?.getBoundingClientRect();
      const values = Array.from({ length: 20_000 }, (_, index) => (index * 7919) % 10_007);
      values.sort((a, b) => a - b);
      grid.remove();
      times.push(performance.now() - start);
    }
    times.sort((a, b) => a - b);
    return times[Math.floor(runs / 2)]!;
  }, RUNS);
  await page.close();
  return Math.max(1, median / REFERENCE_MS);
}
