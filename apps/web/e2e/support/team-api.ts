import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { uniqueEmail } from './users';

export type Account = { name: string; email: string; password: string };

/** The access token the app keeps in localStorage (zustand persist of the auth store). */
export async function bearer(page: Page): Promise<string> {
  const raw = await page.evaluate(() => localStorage.getItem('auth'));
  const token = (JSON.parse(raw ?? '{}') as { state?: { token?: string } }).state?.token;
  if (!token) throw new Error('no token in localStorage');
  return token;
}

export async function createProject(request: APIRequestContext, token: string, name: string): Promise<{ id: string; name: string }> {
  const response = await request.post('/api/projects', {
    headers: { Authorization: `Bearer ${token}` },
    data: { name, settings: [{ name: 'timezone', value: 'Europe/Berlin' }] },
  });
  expect(response.status()).toBe(201);
  return (await response.json()) as { id: string; name: string };
}

/** Makes the project the selected one, as the Select project screen would. */
export async function selectProject(page: Page, project: { id: string; name: string }) {
  await page.evaluate(
    (value) => localStorage.setItem('session', value),
    JSON.stringify({
      state: { projectId: project.id, projectName: project.name, role: 'OWNER' },
      version: 0,
    }),
  );
}

export async function registerThroughApi(request: APIRequestContext, name: string, prefix: string): Promise<Account & { token: string }> {
  const account = { name, email: uniqueEmail(prefix), password: `${prefix}-password-1` };
  const created = await request.post('/api/users', { data: { name, email: account.email, plainPassword: account.password } });
  expect(created.status()).toBe(201);
  const login = await request.post('/api/auth/login', { data: { email: account.email, password: account.password } });
  expect(login.status()).toBe(200);
  return { ...account, token: ((await login.json()) as { token: string }).token };
}

/** Brings a second user into the project, in `role`, through a real invitation and its acceptance. */
export async function addMember(
  request: APIRequestContext,
  ownerToken: string,
  projectId: string,
  member: { email: string; token: string },
  role: 'REPRESENTATIVE' | 'ADMIN' | 'OWNER' = 'REPRESENTATIVE',
) {
  const invited = await request.post('/api/invitations', {
    headers: { Authorization: `Bearer ${ownerToken}` },
    data: { project: `/api/projects/${projectId}`, email: member.email, role },
  });
  expect(invited.status()).toBe(201);
  const { id } = (await invited.json()) as { id: string };
  const accepted = await request.patch(`/api/invitations/${id}/accept`, {
    headers: { Authorization: `Bearer ${member.token}` },
  });
  expect(accepted.status()).toBe(200);
}

/**
 * Signs the browser in with a token pair, as the login screen would. The tokens are written on a
 * static file of the app's origin: the login screen itself clears the session when it mounts.
 */
export async function signIn(page: Page, pair: { token: string; refresh_token: string }) {
  await page.goto('/favicon.svg');
  await page.evaluate((auth) => localStorage.setItem('auth', JSON.stringify({ state: auth, version: 0 })), {
    token: pair.token,
    refreshToken: pair.refresh_token,
  });
}

export async function logInThroughApi(request: APIRequestContext, account: { email: string; password: string }) {
  const login = await request.post('/api/auth/login', { data: { email: account.email, password: account.password } });
  expect(login.status()).toBe(200);
  return (await login.json()) as { token: string; refresh_token: string };
}
