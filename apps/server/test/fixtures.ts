import type { Role } from '@salespulse/contract/permissions';
import { employees } from '../src/db/schema/employees';
import { bearer, loginUser, registerUser, type TestApp } from './test-app';

export type Actor = { id: string; email: string; name: string; token: string; headers: Record<string, string> };

export async function signUp(t: TestApp, name = 'Someone'): Promise<Actor> {
  const user = await registerUser(t.app, { name });
  const { token } = await loginUser(t.app, user.email, user.password);
  return { id: user.id, email: user.email, name: user.name, token, headers: bearer(token) };
}

export async function createProject(t: TestApp, owner: Actor, name = 'Acme Sales', timezone = 'Europe/Berlin') {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/projects',
    headers: owner.headers,
    payload: { name, settings: [{ name: 'timezone', value: timezone }] },
  });
  if (response.statusCode !== 201) throw new Error(`project creation failed: ${response.body}`);
  return response.json() as { id: string; '@id': string; name: string };
}

/** Adds a user to a project directly in the database (the invitation flow has its own tests). */
export async function addMember(
  t: TestApp,
  projectId: string,
  role: Role,
  name = `${role.toLowerCase()} user`,
): Promise<Actor & { employeeId: string }> {
  const actor = await signUp(t, name);
  const [row] = await t.db.insert(employees).values({ projectId, userId: actor.id, role }).returning();
  return { ...actor, employeeId: row!.id };
}

export const mergePatch = (headers: Record<string, string>) => ({ ...headers, 'content-type': 'application/merge-patch+json' });

/** A webhook data provider of the project, with the secret its batches are signed with (shown once). */
export async function createWebhookProvider(
  t: TestApp,
  owner: Actor,
  project: { '@id': string },
  name = 'CRM',
): Promise<{ id: string; secret: string }> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/data_providers',
    headers: owner.headers,
    payload: { project: project['@id'], type: 'webhook', name },
  });
  if (response.statusCode !== 201) throw new Error(`data provider creation failed: ${response.body}`);
  return response.json() as { id: string; secret: string };
}
