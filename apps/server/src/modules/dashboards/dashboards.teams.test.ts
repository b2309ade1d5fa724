import { randomUUID } from 'node:crypto';
import type { DashboardData } from '@salespulse/contract/dashboards';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMember, createProject, mergePatch, signUp, type Actor } from '../../../test/fixtures';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { createProjectAccess } from '../../access/project-access';
import { calls } from '../../db/schema/activity';
import { teamMemberships, teams } from '../../db/schema/teams';
import { createGoalProgressService } from '../goals';
import { createDashboardsService } from './dashboards.service';

type Widget = { id: number; title: string; metric: string; view: string; teams: string[] };

describe('custom board widgets limited to teams', () => {
  let t: TestApp;
  let owner: Actor;
  let rita: Actor & { employeeId: string };
  let sam: Actor & { employeeId: string };
  let nora: Actor & { employeeId: string };
  let project: { id: string; '@id': string };
  let providerId: string;
  let hunters: string;
  let farmers: string;
  const period = { date: { from: '2026-11-02', to: '2026-11-05' } };

  const post = (actor: Actor, url: string, payload: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url, headers: actor.headers, payload });
  const patch = (id: string, body: Record<string, unknown>) =>
    t.app.inject({ method: 'PATCH', url: `/api/dashboards/${id}`, headers: mergePatch(owner.headers), payload: JSON.stringify(body) });
  const call = (employeeId: string, at: string) =>
    t.db.insert(calls).values({
      projectId: project.id,
      dataProviderId: providerId,
      externalId: randomUUID(),
      employeeId,
      startedAt: new Date(at),
      durationSeconds: 60,
      answered: true,
      updatedAt: new Date(at),
    });
  const goal = (body: Record<string, unknown>) =>
    post(owner, '/api/goals', { project: project['@id'], metric: 'calls', period: 'month', recurring: true, from: '2026-11-01', ...body });

  beforeAll(async () => {
    t = await createTestApp();
    owner = await signUp(t, 'Olivia Owner');
    project = await createProject(t, owner);
    rita = await addMember(t, project.id, 'REPRESENTATIVE', 'Rita Hunter');
    sam = await addMember(t, project.id, 'REPRESENTATIVE', 'Sam Farmer');
    nora = await addMember(t, project.id, 'REPRESENTATIVE', 'Nora Nobody');
    providerId = (await post(owner, '/api/data_providers', { project: project['@id'], type: 'webhook', name: 'CRM' })).json().id;
    const made = await t.db
      .insert(teams)
      .values([
        { projectId: project.id, name: 'Hunters' },
        { projectId: project.id, name: 'Farmers' },
      ])
      .returning();
    hunters = made[0]!.id;
    farmers = made[1]!.id;
    // Sam joins the hunters for November 3 and 4 only: a member of both teams within the period.
    await t.db.insert(teamMemberships).values([
      { projectId: project.id, teamId: hunters, employeeId: rita.employeeId, fromDay: '2026-10-01' },
      { projectId: project.id, teamId: hunters, employeeId: sam.employeeId, fromDay: '2026-11-03', toDay: '2026-11-04' },
      { projectId: project.id, teamId: farmers, employeeId: sam.employeeId, fromDay: '2026-11-05' },
    ]);
    await call(rita.employeeId, '2026-11-02T09:00:00Z');
    await call(rita.employeeId, '2026-11-03T09:00:00Z');
    await call(sam.employeeId, '2026-11-02T09:00:00Z');
    await call(nora.employeeId, '2026-11-04T09:00:00Z');
    expect((await goal({ scope: 'project', target: 42 })).statusCode).toBe(201);
    expect((await goal({ scope: 'team', team: `/api/teams/${hunters}`, target: 21, split: 'even' })).statusCode).toBe(201);
    expect((await goal({ scope: 'team', team: `/api/teams/${farmers}`, target: 10 })).statusCode).toBe(201);
    expect((await goal({ scope: 'project', metric: 'bills', target: 5 })).statusCode).toBe(201);
  });
  afterAll(() => t.close());

  const board = async (widgets: Record<string, unknown>[]) => {
    const response = await post(owner, '/api/dashboards', { project: project['@id'], name: `Board ${randomUUID()}`, widgets });
    expect(response.statusCode, response.body).toBe(201);
    return response.json() as { id: string; widgets: Widget[] };
  };
  const data = async (id: string): Promise<DashboardData> => {
    const response = await post(rita, `/api/dashboards/${id}/data`, period);
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  };

  it('keeps a widget’s teams by team name, and clears them when a patch leaves them out', async () => {
    const created = await board([
      { title: 'Both', metric: 'calls', view: 'total', teams: [`/api/teams/${hunters}`, `/api/teams/${farmers}`, `/api/teams/${hunters}`] },
      { title: 'Everyone', metric: 'calls', view: 'total' },
    ]);
    expect(created.widgets.map((w) => w.teams)).toEqual([[`/api/teams/${farmers}`, `/api/teams/${hunters}`], []]);
    const read = await t.app.inject({ method: 'GET', url: `/api/dashboards/${created.id}`, headers: owner.headers });
    expect(read.json().widgets[0].teams).toEqual([`/api/teams/${farmers}`, `/api/teams/${hunters}`]);
    const listed = await t.app.inject({ method: 'GET', url: `/api/projects/${project.id}/dashboards`, headers: owner.headers });
    expect(listed.json()['hydra:member'].find((b: { id: string }) => b.id === created.id).widgets[0].teams).toHaveLength(2);

    // A name-only patch keeps the teams; a new widget list replaces them (moved, then cleared).
    expect((await patch(created.id, { name: `Renamed ${randomUUID()}` })).json().widgets[0].teams).toHaveLength(2);
    const moved = await patch(created.id, {
      widgets: [
        { title: 'Everyone', metric: 'calls', view: 'total' },
        { title: 'Hunters', metric: 'calls', view: 'total', teams: [`/api/teams/${hunters}`] },
      ],
    });
    expect(moved.json().widgets.map((w: Widget) => w.teams)).toEqual([[], [`/api/teams/${hunters}`]]);
    const cleared = await patch(created.id, { widgets: [{ title: 'Hunters', metric: 'calls', view: 'total', teams: [] }] });
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect(cleared.json().widgets).toEqual([{ id: 0, title: 'Hunters', metric: 'calls', view: 'total', teams: [] }]);
  });

  it('refuses a team of another project or a malformed one with a 422 on its field', async () => {
    const other = await createProject(t, owner, 'Elsewhere');
    const [foreign] = await t.db.insert(teams).values({ projectId: other.id, name: 'Strangers' }).returning();
    const widgets = [
      { title: 'Ok', metric: 'calls', view: 'total' },
      { title: 'Bad', metric: 'calls', view: 'total', teams: [`/api/teams/${hunters}`, `/api/teams/${foreign!.id}`] },
    ];
    const refused = await post(owner, '/api/dashboards', { project: project['@id'], name: 'Foreign', widgets });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().violations).toEqual([{ propertyPath: 'widgets.1.teams.1', message: 'must be a team of this project' }]);
    const created = await board([{ title: 'Ok', metric: 'calls', view: 'total' }]);
    const patched = await patch(created.id, { widgets });
    expect(patched.statusCode).toBe(422);
    expect(patched.json().violations[0].propertyPath).toBe('widgets.1.teams.1');
    const malformed = await patch(created.id, { widgets: [{ title: 'x', metric: 'calls', view: 'total', teams: ['nope'] }] });
    expect(malformed.json().violations[0].propertyPath).toBe('widgets.0.teams.0');
  });

  it('counts only the members of its teams (anyone in one on any day of the period) and shows only their goals', async () => {
    const hunterTeam = [`/api/teams/${hunters}`];
    const created = await board([
      { title: 'All calls', metric: 'calls', view: 'total' },
      { title: 'Hunter calls', metric: 'calls', view: 'total', teams: hunterTeam },
      { title: 'Hunters', metric: 'calls', view: 'byEmployee', teams: hunterTeam },
      { title: 'Hunters by day', metric: 'calls', view: 'byDay', teams: hunterTeam },
      { title: 'Hunters goal', metric: 'calls', view: 'goal', teams: hunterTeam },
      { title: 'Farmers by day', metric: 'calls', view: 'byDay', teams: [`/api/teams/${farmers}`] },
      { title: 'Both by day', metric: 'calls', view: 'byDay', teams: [`/api/teams/${hunters}`, `/api/teams/${farmers}`] },
    ]);
    const [all, total, byEmployee, byDay, goals, farmersByDay, bothByDay] = (await data(created.id)).widgets;
    expect(all!.total).toBe(4);
    // Rita and Sam (a hunter on November 3 and 4): all their calls of the period; Nora in no team is left out.
    expect(total!.total).toBe(3);
    expect(byEmployee!.byEmployee).toEqual([
      { employee: `/api/employees/${rita.employeeId}`, name: 'Rita Hunter', value: 2 },
      { employee: `/api/employees/${sam.employeeId}`, name: 'Sam Farmer', value: 1 },
    ]);
    expect(byDay!.byDay!.map((d) => d.value)).toEqual([2, 1, 0, 0]);
    // November has 21 working days: the hunters' 21 a month is a line at 1 a day; the farmers' 10 at 0.48.
    expect(byDay!.goalLine).toBe(1);
    expect(farmersByDay!.goalLine).toBe(0.48);
    expect(bothByDay!.goalLine).toBeNull();
    expect(goals!.goals!.map((g) => [g.scope, g.team, g.target, g.shareOf])).toEqual([['team', `/api/teams/${hunters}`, 21, null]]);
  });

  it('sums a By team widget under the teams of the period’s last day, every team listed, highest first', async () => {
    const created = await board([
      { title: 'By team', metric: 'calls', view: 'byTeam' },
      { title: 'Hunters by team', metric: 'calls', view: 'byTeam', teams: [`/api/teams/${hunters}`] },
    ]);
    const [everyone, limited] = (await data(created.id)).widgets;
    // On November 5 Rita is a hunter and Sam a farmer; Nora (in no team) counts in no row.
    expect(everyone!.total).toBe(4);
    expect(everyone!.byTeam).toEqual([
      { team: `/api/teams/${hunters}`, name: 'Hunters', value: 2 },
      { team: `/api/teams/${farmers}`, name: 'Farmers', value: 1 },
    ]);
    // Limited to the hunters: Rita and Sam are counted (Sam was one on the 3rd), but Sam's call is
    // under the farmers on the last day, a team the widget does not show.
    expect(limited!.total).toBe(3);
    expect(limited!.byTeam).toEqual([{ team: `/api/teams/${hunters}`, name: 'Hunters', value: 2 }]);
    // September: nobody was in a team yet.
    const september = await post(rita, `/api/dashboards/${created.id}/data`, { date: { from: '2026-09-01', to: '2026-09-30' } });
    expect(september.json().widgets[0].byTeam).toEqual([]);
  });

  it('computes only the goals its widgets show, with the same answer as before', async () => {
    const created = await board([
      { title: 'Calls goal', metric: 'calls', view: 'goal' },
      { title: 'Calls per day', metric: 'calls', view: 'byDay' },
      { title: 'Tasks per day', metric: 'tasks', view: 'byDay' },
      { title: 'Calls', metric: 'calls', view: 'total' },
    ]);
    const progress = createGoalProgressService({ db: t.db, access: createProjectAccess(t.db) });
    const computed: number[] = [];
    const service = createDashboardsService({
      db: t.db,
      access: createProjectAccess(t.db),
      goals: {
        compute: async (...args: Parameters<typeof progress.compute>) => {
          const answer = await progress.compute(...args);
          computed.push(answer.rows.length);
          return answer;
        },
      },
    });
    const answer = await service.data({ userId: rita.id, sessionId: randomUUID() }, created.id, period);
    expect(answer).toEqual(await data(created.id));
    const [goals, callsByDay, tasksByDay] = answer.widgets;
    expect(goals!.goals!.map((g) => [g.scope, g.target, g.fact])).toEqual([
      ['project', 42, 4],
      ['team', 21, 2],
      ['team', 10, 0],
    ]);
    expect(callsByDay!.goalLine).toBe(2);
    expect(tasksByDay!.goalLine).toBeNull();
    // One reading of the three calls goals: not the bills goal, not the hunters' split share.
    expect(computed).toEqual([3]);
    // What the board read before: every project and team goal, shares included, then picked per widget.
    const everything = await progress.compute(project.id, period.date.to, { scopes: ['project', 'team'] });
    expect(everything.rows).toHaveLength(5);
    const before = everything.rows.filter((g) => g.metric === 'calls' && g.shareOf === null);
    expect(goals!.goals).toEqual([...before.filter((g) => g.scope === 'project'), ...before.filter((g) => g.scope === 'team')]);

    const plain = await board([{ title: 'Calls', metric: 'calls', view: 'byEmployee' }]);
    await service.data({ userId: rita.id, sessionId: randomUUID() }, plain.id, period);
    expect(computed).toEqual([3]);
  });
});
