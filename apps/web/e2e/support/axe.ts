import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * Axe on the page once its finite CSS transitions and animations have ended: no serious or critical
 * violation, with the offenders named. Right after a theme switch the colours are still fading
 * (`transition-colors`), and axe sampling halfway between light and dark reports contrast failures
 * on a loaded machine. Endless animations (a live dot, a spinner) are not waited for.
 */
export async function expectNoSeriousA11yViolations(page: Page, label: string) {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  const { violations } = await new AxeBuilder({ page }).analyze();
  const serious = violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
  expect(serious, `${label}: ${serious.join('\n')}`).toEqual([]);
}
