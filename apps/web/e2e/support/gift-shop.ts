import { expect, type APIRequestContext, type Page } from '@playwright/test';

/** Turns the project's gift shop on through the API, as the General settings screen would. */
export async function enableGiftShop(request: APIRequestContext, token: string, projectId: string) {
  const headers = { Authorization: `Bearer ${token}` };
  const data = (await (await request.get(`/api/projects/${projectId}/data`, { headers })).json()) as {
    settings: { id: string; name: string }[];
  };
  const setting = data.settings.find((entry) => entry.name === 'gift_shop_enabled');
  expect(setting).toBeDefined();
  const patched = await request.patch(`/api/settings/${setting!.id}`, {
    headers: { ...headers, 'Content-Type': 'application/merge-patch+json' },
    data: JSON.stringify({ value: '1' }),
  });
  expect(patched.status()).toBe(200);
}

/** Turns the selected project's gift shop on the way an owner does: its switch on the General settings screen. */
export async function enableGiftShopInSettings(page: Page) {
  await page.goto('/settings/main');
  await page.getByRole('switch', { name: 'Enable the gift shop' }).check();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Settings saved')).toBeVisible();
}
