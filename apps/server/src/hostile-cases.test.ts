import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMember, createProject, signUp, type Actor, createWebhookProvider } from '../test/fixtures';
import { answerWithin, documentedOperations } from '../test/documented-operations';
import { createTestApp, type TestApp } from '../test/test-app';
import { postEvents } from '../test/webhook-client';
import { DATE_RANGE_MESSAGE, FIRST_DAY, INSTANT_RANGE_MESSAGE, OFFSET_MESSAGE } from '@salespulse/contract/time';
import { rowsOf } from './db/rows';
import { TOO_DEEP_MESSAGE } from './lib/json-body';
import { deals, tasks } from './db/schema/activity';

// The requests of issue #29, each answered as it must be now: one request froze the server for
// 280 s, the others were 500s. The fuzzer (fuzz/openapi-fuzz.test.ts) looks for more of the kind.

const deepJson = (levels: number) => `${'['.repeat(levels)}${']'.repeat(levels)}`;

describe('the hostile requests of issue #29', () => {
  let t: TestApp;
  let owner: Actor;
  let rep: Actor & { employeeId: string };
  let project: { id: string; '@id': string };
  let provider: { id: string; secret: string };
  let board: { id: string };

  beforeAll(async () => {
    t = await createTestApp();
    owner = await signUp(t, 'Olivia Owner');
    project = await createProject(t, owner);
    rep = await addMember(t, project.id, 'REPRESENTATIVE', 'Rita Rep');
    provider = await createWebhookProvider(t, owner, project);
    board = (
      await t.app.inject({
        method: 'POST',
        url: '/api/dashboards',
        headers: owner.headers,
        payload: { project: project['@id'], name: 'Calls', widgets: [{ title: 'Calls a day', metric: 'calls', view: 'byDay' }] },
      })
    ).json();
  });
  afterAll(() => t.close());

  const send = (events: unknown[]) => postEvents(t.app, provider.id, provider.secret, { events });
  const violations = (response: { json(): unknown }) =>
    (response.json() as { violations: { propertyPath: string; message: string }[] }).violations;
  const boardData = (actor: Actor, date: unknown) =>
    answerWithin(t, { method: 'POST', url: `/api/dashboards/${board.id}/data`, headers: actor.headers, payload: { date } });

  describe('a board period past year 9999 (froze the server for 280 s)', () => {
    it('is a 422 at once, for a representative as for anyone', async () => {
      const started = Date.now();
      const response = await boardData(rep, { from: '9999-12-31', to: '9999-12-31' });
      expect(Date.now() - started).toBeLessThan(1000);
      expect(response?.statusCode).toBe(422);
      expect(violations(response!)).toEqual([
        { propertyPath: 'date.from', message: DATE_RANGE_MESSAGE },
        { propertyPath: 'date.to', message: DATE_RANGE_MESSAGE },
      ]);
    });

    it('answers the last day the product takes, and refuses a period longer than a year', async () => {
      const last = await boardData(rep, { from: '2999-12-31', to: '2999-12-31' });
      expect(last?.statusCode).toBe(200);
      expect((last!.json() as { widgets: { byDay: unknown[] }[] }).widgets[0]!.byDay).toEqual([{ date: '2999-12-31', value: 0 }]);
      const long = await boardData(rep, { from: FIRST_DAY, to: '2999-12-31' });
      expect(violations(long!)).toEqual([{ propertyPath: 'date.to', message: 'the period may span at most one year' }]);
    });
  });

  it.each(['pulse', 'calls', 'managers', 'lead_processing'])('a %s period in year 0000 is a 422', async (board) => {
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/analytics/${board}`,
      headers: owner.headers,
      payload: {
        project: project['@id'],
        ...(board === 'pulse' ? { objectType: 'call' } : {}),
        date: { from: '0000-01-01', to: '0000-01-02' },
      },
    });
    expect(response.statusCode).toBe(422);
    expect(violations(response).map((v) => v.propertyPath)).toEqual(['date.from', 'date.to']);
  });

  it('a board period in year 0000 is a 422', async () => {
    expect((await boardData(owner, { from: '0000-01-01', to: '0000-01-01' }))?.statusCode).toBe(422);
  });

  describe('webhook instants PostgreSQL cannot store, or that leave four-digit years', () => {
    it.each([
      [
        'a call in year 0',
        { type: 'call', externalId: 'c-0', startedAt: '0000-01-01T00:00:00Z', durationSeconds: 1 },
        'events.0.startedAt',
        INSTANT_RANGE_MESSAGE,
      ],
      [
        'a call in year 10000 UTC',
        { type: 'call', externalId: 'c-1', startedAt: '9999-12-31T23:00:00-02:00', durationSeconds: 1 },
        'events.0.startedAt',
        INSTANT_RANGE_MESSAGE,
      ],
      [
        'a task updated in year 0',
        { type: 'task', externalId: 't-0', createdAt: '2026-11-02T10:00:00Z', updatedAt: '0001-01-01T00:00:00+01:00' },
        'events.0.updatedAt',
        INSTANT_RANGE_MESSAGE,
      ],
      [
        'an offset PostgreSQL refuses',
        { type: 'call', externalId: 'c-2', startedAt: '2026-11-02T10:00:00+23:59', durationSeconds: 1 },
        'events.0.startedAt',
        OFFSET_MESSAGE,
      ],
    ])('%s is a 422 naming the field', async (_, event, propertyPath, message) => {
      const response = await send([event]);
      expect(response.statusCode).toBe(422);
      expect(violations(response)).toEqual([{ propertyPath, message }]);
    });
  });

  it('a deal amount of 1e12 is a 422; the largest the column holds is stored exactly', async () => {
    const deal = (amount: number) => ({
      type: 'deal',
      externalId: `d-${amount}`,
      stage: 'won',
      amount,
      createdAt: '2026-11-02T10:00:00Z',
      updatedAt: '2026-11-02T10:00:00Z',
    });
    const refused = await send([deal(1e12)]);
    expect(refused.statusCode).toBe(422);
    expect(violations(refused)).toEqual([{ propertyPath: 'events.0.amount', message: 'must be at most 999999999999.99' }]);
    expect((await send([deal(999_999_999_999.99)])).json()).toEqual({ accepted: 1, unchanged: 0 });
    const stored = rowsOf<{ amount: string }>(
      await t.db.execute(sql`select amount::text as amount from ${deals} where external_id = 'd-999999999999.99'`),
    );
    expect(stored).toEqual([{ amount: '999999999999.99' }]);
  });

  // A lone surrogate in a webhook id, a distribution condition and a widget title: lib/text-guard.test.ts.

  describe('versions closer than a millisecond', () => {
    const task = (updatedAt: string, title: string) => ({
      type: 'task',
      externalId: 't-precise',
      title,
      createdAt: '2026-11-02T10:00:00Z',
      updatedAt,
    });
    const stored = async () => {
      const [row] = rowsOf<{ title: string; updated: string }>(
        await t.db.execute(
          sql`select title, to_char(updated_at at time zone 'UTC', 'HH24:MI:SS.US') as updated from ${tasks} where external_id = 't-precise'`,
        ),
      );
      return row;
    };

    it('keep their order at the microsecond PostgreSQL stores', async () => {
      expect((await send([task('2026-11-02T10:00:00.000Z', 'first')])).json()).toEqual({ accepted: 1, unchanged: 0 });
      expect((await send([task('2026-11-02T10:00:00.000500Z', 'half a millisecond later')])).json()).toEqual({ accepted: 1, unchanged: 0 });
      expect(await stored()).toEqual({ title: 'half a millisecond later', updated: '10:00:00.000500' });
      expect((await send([task('2026-11-02T10:00:00.000499Z', 'older')])).json()).toEqual({ accepted: 0, unchanged: 1 });
      expect((await send([task('2026-11-02T11:00:00.000501+01:00', 'a microsecond later, elsewhere')])).json()).toEqual({
        accepted: 1,
        unchanged: 0,
      });
    });

    it('are rounded to the microsecond past six digits, half up', async () => {
      // .0005014 rounds to .000501, the stored version: the same, so unchanged.
      expect((await send([task('2026-11-02T10:00:00.0005014Z', 'the same microsecond')])).json()).toEqual({ accepted: 0, unchanged: 1 });
      expect((await send([task('2026-11-02T10:00:00.0005015Z', 'the next microsecond')])).json()).toEqual({ accepted: 1, unchanged: 0 });
      expect(await stored()).toEqual({ title: 'the next microsecond', updated: '10:00:00.000502' });
    });

    it('order deals as they order tasks, within one batch too', async () => {
      const deal = (updatedAt: string, stage: string) => ({
        type: 'deal',
        externalId: 'd-precise',
        stage,
        createdAt: '2026-11-02T10:00:00Z',
        updatedAt,
      });
      const batch = [
        deal('2026-11-02T10:00:00.000700Z', 'newest'),
        deal('2026-11-02T10:00:00.000200Z', 'oldest'),
        deal('2026-11-02T10:00:00.000Z', 'first'),
      ];
      expect((await send(batch)).json()).toEqual({ accepted: 1, unchanged: 2 });
      expect((await send([deal('2026-11-02T10:00:00.000600Z', 'late but older')])).json()).toEqual({ accepted: 0, unchanged: 1 });
      const [row] = await t.db.select({ stage: deals.stage }).from(deals).where(eq(deals.externalId, 'd-precise'));
      expect(row).toEqual({ stage: 'newest' });
    });
  });

  it('a deal that enters many long stages is stored, and the boards count it', async () => {
    // Each distinct stage joins the deal's stage sets; past 2,704 bytes they no longer fitted a row of
    // the boards' covering indexes, and every later write of the deal was a 500 (migration 0037).
    const stage = (index: number) => `stage ${String(index).padStart(3, '0')} ${'·'.repeat(190)}`;
    await send([{ type: 'user', externalId: 'u-long', name: 'Rita Rep', email: rep.email }]);
    for (let index = 0; index < 40; index++) {
      const at = new Date(Date.UTC(2026, 10, 2, 9, index)).toISOString();
      const response = await send([
        {
          type: 'deal',
          externalId: 'd-long',
          ownerExternalId: 'u-long',
          stage: stage(index),
          amount: 100,
          createdAt: '2026-11-02T09:00:00Z',
          updatedAt: at,
        },
      ]);
      expect(response.json(), `stage ${index}`).toEqual({ accepted: 1, unchanged: 0 });
    }
    const [stored] = rowsOf<{ stages: number; wide: boolean }>(
      await t.db.execute(
        sql`select cardinality(stages) as stages, not stage_set_fits(stages) as wide from ${deals} where external_id = 'd-long'`,
      ),
    );
    expect(stored).toEqual({ stages: 40, wide: true });
    const period = { from: '2026-11-01', to: '2026-11-30' };
    const managers = await t.app.inject({
      method: 'POST',
      url: '/api/analytics/managers',
      headers: owner.headers,
      payload: { project: project['@id'], date: period },
    });
    expect(managers.statusCode).toBe(200);
    const repRow = (managers.json() as { employees: { employee: string | null; count: number }[] }).employees.find(
      (row) => row.employee === `/api/employees/${rep.employeeId}`,
    );
    expect(repRow?.count).toBe(1);
    const leads = await t.app.inject({
      method: 'POST',
      url: '/api/analytics/lead_processing',
      headers: owner.headers,
      payload: { project: project['@id'], date: period },
    });
    expect(leads.statusCode).toBe(200);
    const repLeads = (leads.json() as { employees: { employee: string | null; participatedCount: number }[] }).employees.find(
      (row) => row.employee === `/api/employees/${rep.employeeId}`,
    );
    expect(repLeads?.participatedCount).toBe(1);
  });

  describe('a body nested 50,000 levels deep', () => {
    it('is a 400 on every route that takes JSON, before anything walks it', async () => {
      const operations = documentedOperations(t).filter(({ method }) => ['POST', 'PATCH', 'PUT'].includes(method));
      expect(operations.length).toBeGreaterThan(40);
      const answers: Record<string, number> = {};
      for (const { method, path } of operations) {
        if (path === '/api/auth/logout') continue;
        const url = path.replaceAll(/\{\w+\}/g, () =>
          path.startsWith('/api/projects/') ? project.id : '00000000-0000-4000-8000-000000000000',
        );
        const response = await answerWithin(t, {
          method: method as 'POST',
          url,
          headers: { ...owner.headers, 'content-type': method === 'PATCH' ? 'application/merge-patch+json' : 'application/json' },
          payload: deepJson(50_000),
        });
        expect(response, `${method} ${path} answers`).not.toBeNull();
        answers[`${method} ${path}`] = response!.statusCode;
        expect(response!.statusCode, `${method} ${path}`).toBeLessThan(500);
      }
      // The routes that were 500s: those without a body schema. Signed webhooks check the signature first.
      for (const route of [
        'PATCH /api/invitations/{id}/accept',
        'PATCH /api/invitations/{id}/resend',
        'POST /api/projects/{id}/events/tickets',
        'POST /api/data_providers/{id}/sync',
        'POST /api/data_providers/{id}/authorize',
        'POST /api/media_objects',
      ]) {
        expect(answers[route], route).toBe(400);
      }
      expect(answers['POST /api/data_providers/{id}/events']).toBe(401);
    });

    it('says why', async () => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/projects',
        headers: { ...owner.headers, 'content-type': 'application/json' },
        payload: deepJson(33),
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()['hydra:description']).toBe(TOO_DEEP_MESSAGE);
      const shallow = await t.app.inject({
        method: 'POST',
        url: '/api/projects',
        headers: { ...owner.headers, 'content-type': 'application/json' },
        payload: deepJson(32),
      });
      expect(shallow.statusCode).toBe(422);
    });

    it('is a 400 on a signed webhook once its signature is good', async () => {
      const response = await postEvents(t.app, provider.id, provider.secret, deepJson(50_000));
      expect(response.statusCode).toBe(400);
      expect(response.json()['hydra:description']).toBe(TOO_DEEP_MESSAGE);
      const broken = await postEvents(t.app, provider.id, provider.secret, '{"events": [');
      expect(broken.statusCode).toBe(400);
      expect(broken.json()['hydra:description']).toBe('The body is not valid JSON.');
    });
  });
});
