import { hydraCollectionSchema } from '@salespulse/contract/common';
import { goalProgressSchema, periodOf } from '@salespulse/contract/goals';
import { afterAll, describe, expect, it } from 'vitest';
import { addMember, createProject, createWebhookProvider, signUp, type Actor } from '../../../test/fixtures';
import { createTestApp } from '../../../test/test-app';
import { postEvents } from '../../../test/webhook-client';
import { teamMemberships, teams } from '../../db/schema/teams';
import { localDate } from '../../lib/time/zoned-time';

// GET /api/projects/{id}/goal_progress over HTTP: goals made through the API, what each role sees,
// its filters, and what it refuses (the numbers themselves: goal-pacing.reference.test.ts).

const t = await createTestApp();
const owner = await signUp(t, 'Olivia Owner');
const project = await createProject(t, owner, 'Progress', 'Europe/Berlin');
const anna = await addMember(t, project.id, 'REPRESENTATIVE', 'Anna');
const ben = await addMember(t, project.id, 'REPRESENTATIVE', 'Ben');
const outsider = await signUp(t, 'Otto Outsider');
const elsewhere = await createProject(t, outsider, 'Elsewhere', 'Europe/Berlin');
const today = localDate('Europe/Berlin', Date.now());
const month = periodOf('month', today);
const [hunters] = await t.db.insert(teams).values({ projectId: project.id, name: 'Hunters' }).returning();
await t.db
  .insert(teamMemberships)
  .values([{ projectId: project.id, teamId: hunters!.id, employeeId: anna.employeeId, fromDay: month.from }]);

const create = async (body: Record<string, unknown>) => {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/goals',
    headers: owner.headers,
    payload: { project: project['@id'], period: 'month', recurring: true, from: month.from, ...body },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { '@id': string };
};
const annaCalls = await create({ metric: 'calls', scope: 'employee', employee: `/api/employees/${anna.employeeId}`, target: 2 });
const benCalls = await create({ metric: 'calls', scope: 'employee', employee: `/api/employees/${ben.employeeId}`, target: 5 });
const teamCalls = await create({ metric: 'calls', scope: 'team', team: `/api/teams/${hunters!.id}`, target: 10, split: 'even' });
const projectPayments = await create({ metric: 'payments', scope: 'project', target: 1000 });

const crm = await createWebhookProvider(t, owner, project);
const sent = await postEvents(t.app, crm.id, crm.secret, {
  events: [
    { type: 'user', externalId: 'u-anna', name: 'Anna', email: anna.email },
    {
      type: 'call',
      externalId: 'c1',
      ownerExternalId: 'u-anna',
      startedAt: new Date(Date.now() - 1000).toISOString(),
      durationSeconds: 30,
    },
  ],
});
if (sent.statusCode !== 200) throw new Error(sent.body);

const progress = (actor: Actor, query = '', projectId = project.id) =>
  t.app.inject({ method: 'GET', url: `/api/projects/${projectId}/goal_progress${query}`, headers: actor.headers });
const members = async (actor: Actor, query = '') => {
  const response = await progress(actor, query);
  expect(response.statusCode, response.body).toBe(200);
  // The route sends its rows unvalidated (plainJson): the contract's schema is checked here instead.
  return hydraCollectionSchema(goalProgressSchema).parse(response.json())['hydra:member'];
};

describe('GET /api/projects/{id}/goal_progress', () => {
  afterAll(() => t.close());

  it('answers every goal of this month with its fact and pacing, and a share per member of a split team goal', async () => {
    const rows = await members(owner);
    expect(rows.map((r) => [r.goal, r.shareOf])).toEqual([
      [annaCalls['@id'], null],
      [benCalls['@id'], null],
      [teamCalls['@id'], null],
      [teamCalls['@id'], teamCalls['@id']],
      [projectPayments['@id'], null],
    ]);
    const anna1 = rows[0]!;
    expect(anna1).toMatchObject({ metric: 'calls', from: month.from, to: month.to, target: 2, fact: 1, percent: 50, met: false });
    expect(anna1.totalSeconds).toBeGreaterThan(0);
    expect(rows[3]).toMatchObject({ scope: 'employee', employee: `/api/employees/${anna.employeeId}`, target: 10, fact: 1 });
  });

  it('shows a representative the project goals, their own and their team’s, never a colleague’s', async () => {
    const rows = await members(anna);
    expect(new Set(rows.map((r) => r.goal))).toEqual(new Set([annaCalls['@id'], teamCalls['@id'], projectPayments['@id']]));
    const benRows = await members(ben);
    expect(benRows.map((r) => r.goal)).toEqual([benCalls['@id'], projectPayments['@id']]);
  });

  it('filters by metric, scope, team and employee, and pages', async () => {
    expect((await members(owner, '?metric[]=payments')).map((r) => r.goal)).toEqual([projectPayments['@id']]);
    // A team goal comes with its members' shares.
    expect((await members(owner, '?scope[]=team')).map((r) => r.shareOf ?? r.goal)).toEqual([teamCalls['@id'], teamCalls['@id']]);
    expect((await members(owner, `?employee[]=/api/employees/${ben.employeeId}`)).map((r) => r.goal)).toEqual([benCalls['@id']]);
    const paged = await progress(owner, '?itemsPerPage=2&page=2');
    expect(paged.json()['hydra:totalItems']).toBe(5);
    expect(paged.json()['hydra:member']).toHaveLength(2);
  });

  it('reads another day’s periods: a recurring goal goes on next year, with nothing done yet', async () => {
    const nextYear = `${Number(today.slice(0, 4)) + 1}${today.slice(4, 8)}01`;
    const rows = await members(owner, `?date=${nextYear}`);
    expect(rows.find((r) => r.goal === annaCalls['@id'])).toMatchObject({ from: nextYear, fact: 0, elapsedSeconds: 0, pace: 'on_track' });
  });

  it('refuses bad input with a 422 naming the field, and outsiders with a 404', async () => {
    const badDate = await progress(owner, '?date=2026-02-30');
    expect(badDate.statusCode).toBe(422);
    const badMetric = await progress(owner, '?metric[]=revenue');
    expect(badMetric.statusCode).toBe(422);
    const badTeam = await progress(owner, '?team[]=/api/employees/x');
    expect(badTeam.statusCode).toBe(422);
    expect(badTeam.json().violations).toEqual([{ propertyPath: 'team[0]', message: 'must be a teams reference like /api/teams/<id>' }]);
    expect((await progress(outsider)).statusCode).toBe(404);
    expect((await progress(owner, '', elsewhere.id)).statusCode).toBe(404);
    expect((await progress(owner, '', '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    const anonymous = await t.app.inject({ method: 'GET', url: `/api/projects/${project.id}/goal_progress` });
    expect(anonymous.statusCode).toBe(401);
  });
});
