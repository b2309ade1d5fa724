import { expect, test, type Page } from '@playwright/test';
import { OAUTH_CODE_KEY, OAUTH_STATE_KEY } from '../src/shared/lib/oauth-handshake';

const callback = '/data-providers/oauth/callback';

/** What a data-provider screen does before opening the provider's consent page: remember the state. */
async function startFlow(page: Page, state: string) {
  await page.goto('/auth/login');
  await page.evaluate(([key, value]) => localStorage.setItem(key, value), [OAUTH_STATE_KEY, state] as const);
}

test.describe('OAuth callback page', () => {
  test('the popup confirms the provider, hands the code to its opener and closes itself @mobile', async ({ page }) => {
    await startFlow(page, 'e2e-state');
    const handedOver = page.evaluate(
      (key) =>
        new Promise<string | null>((resolve) => {
          window.addEventListener('storage', (event) => {
            if (event.key === key) resolve(event.newValue);
          });
        }),
      OAUTH_CODE_KEY,
    );
    const [popup] = await Promise.all([
      page.waitForEvent('popup'),
      page.evaluate((url) => void window.open(url, 'oauth', 'popup,width=480,height=640'), `${callback}?state=e2e-state&code=e2e-code`),
    ]);

    await expect(popup.getByRole('heading', { name: 'Data provider connected successfully' })).toBeVisible();
    await expect(popup).toHaveTitle('SalesPulse | Data provider');
    await expect(popup.getByRole('status')).toHaveText(/^This window closes in [1-5] seconds?$/);
    expect(JSON.parse((await handedOver) ?? 'null')).toEqual({ state: 'e2e-state', code: 'e2e-code' });
    await popup.waitForEvent('close', { timeout: 10_000 });
  });

  test('warns about another provider’s state', async ({ page }) => {
    await startFlow(page, 'e2e-state');
    await page.goto(`${callback}?state=someone-else&code=e2e-code`);
    await expect(
      page.getByRole('heading', { name: 'The authorized provider does not match the one you are trying to connect' }),
    ).toBeVisible();
    await expect(page.getByRole('status')).toContainText('This window closes in');
  });

  test('shows the provider’s error and keeps no code @mobile', async ({ page }) => {
    await startFlow(page, 'e2e-state');
    await page.goto(`${callback}?state=e2e-state&error=access_denied`);
    await expect(page.getByRole('heading', { name: 'access_denied' })).toBeVisible();
    await expect(page.getByText('Data provider connected successfully')).toHaveCount(0);
    await expect(page.getByRole('status')).toContainText('This window closes in');
    expect(await page.evaluate((key) => localStorage.getItem(key), OAUTH_CODE_KEY)).toBeNull();
  });
});
