import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app';
import { loadConfig } from './config';
import { openPglite, type DatabaseHandle } from './db/database';
import { migrationsDir } from '../test/test-database';

// Runs the main paths of the API with a query logger, then asks PostgreSQL for the plan of every
// read, update and delete it saw, with sequential scans made prohibitively expensive: a plan that
// still scans a table sequentially has no index to use.

type Captured = { sql: string; params: unknown[] };

describe('query plans', () => {
  const captured: Captured[] = [];
  let handle: DatabaseHandle;
  let app: FastifyInstance;

  beforeAll(async () => {
    handle = await openPglite(undefined, { logger: { logQuery: (sql, params) => captured.push({ sql, params }) } });
    await handle.migrate(migrationsDir);
    captured.length = 0; // migration bookkeeping is not a request path
    const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', WEB_DIST: '/nonexistent' });
    app = await buildApp({ config, database: handle, secret: 'query-plans-secret-query-plans-secret' });
  });
  afterAll(() => app.close());

  it('uses an index for every query of the accounts, projects and team paths', async () => {
    const inject = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, token?: string, payload?: unknown) =>
      app.inject({
        method,
        url,
        headers: {
          ...(token ? { authorization: `Bearer ${token}` } : {}),
          ...(payload !== undefined ? { 'content-type': method === 'PATCH' ? 'application/merge-patch+json' : 'application/json' } : {}),
        },
        payload: payload === undefined ? undefined : JSON.stringify(payload),
      });
    const owner = (
      await inject('POST', '/api/users', undefined, {
        name: 'Plan Owner',
        email: 'plan.owner@example.com',
        plainPassword: 'plan-password-1',
      })
    ).json();
    await inject('POST', '/api/users', undefined, {
      name: 'Plan Member',
      email: 'plan.member@example.com',
      plainPassword: 'plan-password-1',
    });
    const pair = (
      await inject('POST', '/api/auth/login', undefined, { email: 'plan.owner@example.com', password: 'plan-password-1' })
    ).json();
    await inject('POST', '/api/auth/refresh', undefined, { refresh_token: pair.refresh_token });
    const token = pair.token;
    const project = (await inject('POST', '/api/projects', token, { name: 'Plans' })).json();
    await inject('GET', '/api/projects?name=pla', token);
    await inject('GET', `/api/projects/${project.id}/data`, token);
    await inject('PATCH', `/api/projects/${project.id}`, token, { name: 'Plans 2' });
    const setting = (
      await inject('POST', '/api/settings', token, { project: project['@id'], name: 'away_count_limit', value: '2' })
    ).json();
    await inject('PATCH', `/api/settings/${setting.id}`, token, { value: '3' });
    const invitation = (
      await inject('POST', '/api/invitations', token, { project: project['@id'], email: 'plan.member@example.com' })
    ).json();
    await inject('GET', `/api/projects/${project.id}/invitations?status=pending`, token);
    await inject('PATCH', `/api/invitations/${invitation.id}/resend`, token);
    const member = (
      await inject('POST', '/api/auth/login', undefined, { email: 'plan.member@example.com', password: 'plan-password-1' })
    ).json();
    await inject('GET', `/api/invitations/${invitation.id}`, member.token);
    await inject('PATCH', `/api/invitations/${invitation.id}/accept`, member.token);
    const list = (await inject('GET', `/api/projects/${project.id}/employees?status[]=active&user.name[]=plan`, token)).json();
    const rep = list['hydra:member'].find((e: { user: { id: string } }) => e.user.id !== owner.id);
    await inject('PATCH', `/api/employees/${rep.id}`, token, { schedules: [{ day: 1, start: '09:00', end: '17:00' }] });
    await inject('DELETE', `/api/employees/${rep.id}`, token);
    await inject('POST', '/api/bot/verification_code', token, { user: owner['@id'] });
    await inject('POST', '/api/users/reset-password', undefined, { email: 'plan.owner@example.com' });
    await app.mailer.flush();

    const client = handle.raw!;
    await client.exec('SET enable_seqscan = off');
    const statements = captured.filter((q) => /^\s*(select|update|delete)/i.test(q.sql) && !/^select 1$/i.test(q.sql.trim()));
    expect(statements.length).toBeGreaterThan(20);
    const offenders: string[] = [];
    for (const statement of statements) {
      const plan = await client.query<{ 'QUERY PLAN': string }>(`EXPLAIN ${statement.sql}`, statement.params as unknown[]);
      const text = plan.rows.map((r) => r['QUERY PLAN']).join('\n');
      if (/Seq Scan/.test(text)) offenders.push(`${statement.sql}\n${text}`);
    }
    expect(offenders).toEqual([]);
  });
});
