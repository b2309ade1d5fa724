import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../src/app';
import { loadConfig, type Config } from '../src/config';
import type { Database, DatabaseHandle } from '../src/db/database';
import { createTestDatabase } from './test-database';

export type TestApp = {
  app: FastifyInstance;
  db: Database;
  /** The handle itself, for pieces built outside the app (a job queue of a test's own). */
  database: DatabaseHandle;
  close(): Promise<void>;
};

export async function createTestApp(overrides: Partial<Config> = {}): Promise<TestApp> {
  const database = await createTestDatabase();
  const config = {
    ...loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', WEB_DIST: '/nonexistent', PUBLIC_URL: 'http://app.test' }),
    ...overrides,
  };
  const app = await buildApp({ config, database: database.handle, secret: 'test-secret-test-secret-test-secret-42' });
  await app.ready();
  return {
    app,
    db: database.handle.db,
    database: database.handle,
    async close() {
      await app.close();
      await database.drop();
    },
  };
}

export function json<T = Record<string, unknown>>(response: LightMyRequestResponse): T {
  return response.json() as T;
}

let counter = 0;
/** A unique, valid e-mail per call, so tests never collide. */
export function uniqueEmail(prefix = 'user'): string {
  counter += 1;
  return `${prefix}.${Date.now().toString(36)}.${counter}@example.com`;
}

/** A name no other call gives, for rows whose names are unique within a project. */
export function uniqueName(prefix: string): string {
  counter += 1;
  return `${prefix} ${counter}`;
}

export async function registerUser(app: FastifyInstance, overrides: { name?: string; email?: string; password?: string } = {}) {
  const email = overrides.email ?? uniqueEmail();
  const password = overrides.password ?? 'correct-horse-42';
  const response = await app.inject({
    method: 'POST',
    url: '/api/users',
    payload: { name: overrides.name ?? 'Test User', email, plainPassword: password },
  });
  if (response.statusCode !== 201) throw new Error(`registration failed: ${response.body}`);
  const user = response.json() as { id: string; email: string; name: string };
  return { ...user, password };
}

export async function loginUser(app: FastifyInstance, email: string, password: string, rememberMe?: boolean) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password, ...(rememberMe === undefined ? {} : { rememberMe }) },
  });
  if (response.statusCode !== 200) throw new Error(`login failed: ${response.body}`);
  return response.json() as { token: string; refresh_token: string };
}

export function bearer(token: string) {
  return { authorization: `Bearer ${token}` };
}
