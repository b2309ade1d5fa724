import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { teamMemberships, teams } from '../../db/schema/teams';
import { addMember, createProject, mergePatch, signUp, type Actor } from '../../../test/fixtures';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { calls } from '../../db/schema/activity';
import { employees } from '../../db/schema/employees';
import { daysOf } from './dashboard-data';
import { dashboards } from '../../db/schema/dashboards';

type Board = {
  id: string;
  '@id': string;
  name: string;
  isEnabled: boolean;
  widgets: { id: number; title: string; metric: string; view: string }[];
};

describe('custom dashboards API', () => {
  let t: TestApp;
  let owner: Actor;
  let rep: Actor & { employeeId: string };
  let cleo: Actor & { employeeId: string };
  let project: { id: string; '@id': string };
  let providerId: string;
  let board: Board;

  const post = (actor: Actor, url: string, payload: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url, headers: actor.headers, payload });
  const patch = (actor: Actor, id: string, body: Record<string, unknown>) =>
    t.app.inject({ method: 'PATCH', url: `/api/dashboards/${id}`, headers: mergePatch(actor.headers), payload: JSON.stringify(body) });
  const list = async (actor: Actor, query = ''): Promise<Board[]> => {
    const response = await t.app.inject({ method: 'GET', url: `/api/projects/${project.id}/dashboards${query}`, headers: actor.headers });
    expect(response.statusCode, response.body).toBe(200);
    return response.json()['hydra:member'];
  };
  // Europe/Berlin, the test project's zone: noon there is 11:00 UTC in winter.
  const call = (employeeId: string, at: string, durationSeconds = 0) =>
    t.db.insert(calls).values({
      projectId: project.id,
      dataProviderId: providerId,
      externalId: randomUUID(),
      employeeId,
      startedAt: new Date(at),
      durationSeconds,
      answered: durationSeconds > 0,
      updatedAt: new Date(at),
    });

  beforeAll(async () => {
    t = await createTestApp();
    owner = await signUp(t, 'Olivia Owner');
    project = await createProject(t, owner);
    rep = await addMember(t, project.id, 'REPRESENTATIVE', 'Rita Rep');
    cleo = await addMember(t, project.id, 'REPRESENTATIVE', 'Cleo Rep');
    await t.db.update(employees).set({ status: 'inactive' }).where(eq(employees.id, cleo.employeeId));
    providerId = (await post(owner, '/api/data_providers', { project: project['@id'], type: 'webhook', name: 'CRM' })).json().id;
    await call(rep.employeeId, '2026-11-02T08:00:00Z', 90);
    await call(rep.employeeId, '2026-11-02T09:00:00Z');
    await call(cleo.employeeId, '2026-11-03T23:30:00Z', 30); // 00:30 on Nov 4 in Berlin
    await call(rep.employeeId, '2026-11-05T12:00:00Z');
  });
  afterAll(() => t.close());

  it('lets admins and owners make boards of widgets; representatives may not', async () => {
    const widgets = [
      { title: 'Calls', metric: 'calls', view: 'total' },
      { title: 'Calls by person', metric: 'calls', view: 'byEmployee' },
      { title: 'Talk time', metric: 'callMinutes', view: 'byDay' },
    ];
    expect((await post(rep, '/api/dashboards', { project: project['@id'], name: 'Mine', widgets })).statusCode).toBe(403);
    const created = await post(owner, '/api/dashboards', { project: project['@id'], name: '  Weekly calls ', widgets });
    expect(created.statusCode, created.body).toBe(201);
    board = created.json();
    expect(board).toMatchObject({ '@type': 'Dashboard', name: 'Weekly calls', isEnabled: true, project: project['@id'] });
    expect(board.widgets).toEqual(widgets.map((widget, id) => ({ id, ...widget, teams: [] })));
    expect((await t.app.inject({ method: 'GET', url: `/api/dashboards/${board.id}`, headers: rep.headers })).json()).toEqual(board);
  });

  it('validates names, widgets and their number', async () => {
    const violation = async (body: Record<string, unknown>) => {
      const response = await post(owner, '/api/dashboards', { project: project['@id'], name: 'Board', ...body });
      expect(response.statusCode, response.body).toBe(422);
      return response.json().violations[0].propertyPath;
    };
    expect(await violation({ name: ' ' })).toBe('name');
    expect(await violation({ widgets: [{ title: '', metric: 'calls', view: 'total' }] })).toBe('widgets.0.title');
    expect(await violation({ widgets: [{ title: 'x', metric: 'vibes', view: 'total' }] })).toBe('widgets.0.metric');
    expect(await violation({ widgets: [{ title: 'x', metric: 'calls', view: 'pie' }] })).toBe('widgets.0.view');
    expect(await violation({ widgets: Array.from({ length: 13 }, () => ({ title: 'x', metric: 'calls', view: 'total' })) })).toBe(
      'widgets',
    );
  });

  it('answers every widget over local days: totals, everyone (inactive too) highest first, and every day', async () => {
    const response = await post(rep, `/api/dashboards/${board.id}/data`, { date: { from: '2026-11-02', to: '2026-11-05' } });
    expect(response.statusCode, response.body).toBe(200);
    const data = response.json();
    expect(data.dashboard).toBe(board['@id']);
    expect(data.widgets[0]).toEqual({ id: 0, metric: 'calls', view: 'total', total: 4 });
    expect(data.widgets[1].byEmployee.slice(0, 2)).toEqual([
      { employee: `/api/employees/${rep.employeeId}`, name: 'Rita Rep', value: 3 },
      { employee: `/api/employees/${cleo.employeeId}`, name: 'Cleo Rep', value: 1 },
    ]);
    expect(data.widgets[1].byEmployee).toHaveLength(3);
    expect(data.widgets[2]).toMatchObject({ total: 2, view: 'byDay' });
    expect(data.widgets[2].byDay).toEqual([
      { date: '2026-11-02', value: 1.5 },
      { date: '2026-11-03', value: 0 },
      { date: '2026-11-04', value: 0.5 },
      { date: '2026-11-05', value: 0 },
    ]);
    const bad = await post(rep, `/api/dashboards/${board.id}/data`, { date: { from: '2026-11-05', to: '2026-11-02' } });
    expect(bad.json().violations).toEqual([{ propertyPath: 'date.to', message: 'must not be before the start' }]);
    const long = await post(rep, `/api/dashboards/${board.id}/data`, { date: { from: '2025-01-01', to: '2026-11-02' } });
    expect(long.statusCode).toBe(422);
    expect((await post(rep, `/api/dashboards/${board.id}/data`, { date: { from: '2026-02-30', to: '2026-03-01' } })).statusCode).toBe(422);
  });

  it('shows the project and team goals for a goal widget, and the daily goal line on a by-day chart', async () => {
    const [team] = await t.db.insert(teams).values({ projectId: project.id, name: 'Callers' }).returning();
    await t.db
      .insert(teamMemberships)
      .values({ projectId: project.id, teamId: team!.id, employeeId: rep.employeeId, fromDay: '2026-10-01' });
    const goal = (body: Record<string, unknown>) =>
      post(owner, '/api/goals', {
        project: project['@id'],
        metric: 'calls',
        period: 'month',
        recurring: true,
        from: '2026-11-01',
        ...body,
      });
    // November 2026 has 21 working days: 42 calls a month is a line at 2 a day.
    expect((await goal({ scope: 'project', target: 42 })).statusCode).toBe(201);
    expect((await goal({ scope: 'team', team: `/api/teams/${team!.id}`, target: 6 })).statusCode).toBe(201);
    const created = await post(owner, '/api/dashboards', {
      project: project['@id'],
      name: 'Goals board',
      widgets: [
        { title: 'Calls goal', metric: 'calls', view: 'goal' },
        { title: 'Calls per day', metric: 'calls', view: 'byDay' },
        { title: 'Bills per day', metric: 'bills', view: 'byDay' },
      ],
    });
    const response = await post(rep, `/api/dashboards/${created.json().id}/data`, { date: { from: '2026-11-02', to: '2026-11-05' } });
    expect(response.statusCode, response.body).toBe(200);
    const [goals, callsByDay, billsByDay] = response.json().widgets;
    // Read on November 5 (the period's last day): the month's calls so far, Rita's 3 for the team.
    expect(goals.goals.map((g: { scope: string; target: number; fact: number }) => [g.scope, g.target, g.fact])).toEqual([
      ['project', 42, 4],
      ['team', 6, 3],
    ]);
    expect(goals.goals[0]).toMatchObject({ from: '2026-11-01', to: '2026-11-30', met: false });
    expect(callsByDay.goalLine).toBe(2);
    expect(billsByDay.goalLine).toBeNull();
    // The next cases count the project's boards.
    expect((await t.app.inject({ method: 'DELETE', url: `/api/dashboards/${created.json().id}`, headers: owner.headers })).statusCode).toBe(
      204,
    );
  });

  it('hides a disabled board from representatives, keeps it for editors, and changes the widget list whole', async () => {
    const disabled = await patch(owner, board.id, { isEnabled: false, widgets: [{ title: 'Tasks', metric: 'tasks', view: 'total' }] });
    expect(disabled.json()).toMatchObject({
      isEnabled: false,
      widgets: [{ id: 0, title: 'Tasks', metric: 'tasks', view: 'total', teams: [] }],
    });
    expect(await list(rep)).toEqual([]);
    expect(await list(rep, '?isEnabled=false')).toEqual([]);
    expect((await t.app.inject({ method: 'GET', url: `/api/dashboards/${board.id}`, headers: rep.headers })).statusCode).toBe(404);
    expect((await post(rep, `/api/dashboards/${board.id}/data`, { date: { from: '2026-11-02', to: '2026-11-02' } })).statusCode).toBe(404);
    expect((await list(owner)).map((b) => b.name)).toEqual(['Weekly calls']);
    expect(await list(owner, '?isEnabled=true')).toEqual([]);
    expect((await patch(rep, board.id, { isEnabled: true })).statusCode).toBe(403);
  });

  it('deletes a board for editors only, and keeps other projects out', async () => {
    const stranger = await signUp(t, 'Stranger');
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/projects/${project.id}/dashboards`, headers: stranger.headers })).statusCode,
    ).toBe(404);
    expect((await patch(stranger, board.id, { name: 'Mine' })).statusCode).toBe(404);
    expect((await post(stranger, `/api/dashboards/${board.id}/data`, { date: { from: '2026-11-02', to: '2026-11-02' } })).statusCode).toBe(
      404,
    );
    expect((await t.app.inject({ method: 'DELETE', url: `/api/dashboards/${board.id}`, headers: rep.headers })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/dashboards/${board.id}`, headers: owner.headers })).statusCode).toBe(204);
    expect((await t.app.inject({ method: 'GET', url: `/api/dashboards/${board.id}`, headers: owner.headers })).statusCode).toBe(404);
  });

  it('holds at most 50 boards a project', async () => {
    const other = await createProject(t, owner, 'Board collectors');
    const [ownerRow] = await t.db.select({ userId: employees.userId }).from(employees).where(eq(employees.projectId, other.id));
    await t.db
      .insert(dashboards)
      .values(Array.from({ length: 49 }, (_, i) => ({ projectId: other.id, name: `Board ${i}`, createdBy: ownerRow!.userId })));
    const make = (name: string) => post(owner, '/api/dashboards', { project: other['@id'], name });
    // Two at once for the last place: one gets it (on PostgreSQL the project row lock decides).
    const raced = await Promise.all([make('Fifty'), make('Fifty too')]);
    expect(raced.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    const refused = await make('Fifty-one');
    expect(refused.statusCode).toBe(409);
    expect(refused.json()['hydra:description']).toBe('A project holds at most 50 boards. Delete one you no longer use first.');
    const listed = await t.app.inject({ method: 'GET', url: `/api/projects/${other.id}/dashboards`, headers: owner.headers });
    expect(listed.json()['hydra:totalItems']).toBe(50);
    expect(listed.json()['hydra:member']).toHaveLength(50);
  });

  it('counts the days of a period across a DST change', () => {
    expect(daysOf('2026-10-24', '2026-10-26')).toEqual(['2026-10-24', '2026-10-25', '2026-10-26']);
    expect(daysOf('2026-12-31', '2027-01-01')).toEqual(['2026-12-31', '2027-01-01']);
  });
});
