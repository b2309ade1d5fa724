import { expect, type Page } from '@playwright/test';

let counter = 0;
export function uniqueEmail(prefix = 'e2e'): string {
  counter += 1;
  return `${prefix}.${Date.now().toString(36)}.${process.pid}.${counter}@example.com`;
}

/** Registers through the screen; the app logs the new user in and opens Select project. */
export async function registerThroughUi(page: Page, user: { name: string; email: string; password: string }) {
  await page.goto('/auth/registration');
  await page.getByLabel('Name').fill(user.name);
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByLabel('Repeat the password').fill(user.password);
  await page.getByRole('button', { name: 'Registration' }).click();
  await expect(page).toHaveURL(/\/select-project|\/create-project/);
}

export async function logInThroughUi(page: Page, email: string, password: string) {
  await page.goto('/auth/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Enter' }).click();
}
