import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMember, createProject, mergePatch, signUp, type Actor } from '../../../test/fixtures';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { teamMemberships, teams } from '../../db/schema/teams';

type GoalBody = {
  '@id': string;
  id: string;
  metric: string;
  scope: string;
  employee: string | null;
  team: string | null;
  period: string;
  recurring: boolean;
  from: string;
  to: string | null;
  target: number;
  split: string;
  weights: Record<string, number>;
};

const employeeIri = (id: string) => `/api/employees/${id}`;
const teamIri = (id: string) => `/api/teams/${id}`;

describe('goals API', () => {
  let t: TestApp;
  let owner: Actor;
  let admin: Actor & { employeeId: string };
  let anna: Actor & { employeeId: string };
  let ben: Actor & { employeeId: string };
  let cleo: Actor & { employeeId: string };
  let project: { id: string; '@id': string };
  let hunters: string;
  let closers: string;
  let archived: string;
  let stranger: { owner: Actor; project: { id: string; '@id': string }; employeeId: string; teamId: string; goalId: string };

  const post = (actor: Actor, payload: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: '/api/goals', headers: actor.headers, payload });
  const patch = (actor: Actor, id: string, body: Record<string, unknown>) =>
    t.app.inject({ method: 'PATCH', url: `/api/goals/${id}`, headers: mergePatch(actor.headers), payload: JSON.stringify(body) });
  const get = (actor: Actor, id: string) => t.app.inject({ method: 'GET', url: `/api/goals/${id}`, headers: actor.headers });
  const remove = (actor: Actor, id: string) => t.app.inject({ method: 'DELETE', url: `/api/goals/${id}`, headers: actor.headers });
  const copyNext = (actor: Actor, id: string) =>
    t.app.inject({ method: 'POST', url: `/api/goals/${id}/copy_next`, headers: actor.headers, payload: {} });
  const list = async (actor: Actor, query = '', projectId = project.id): Promise<GoalBody[]> => {
    const response = await t.app.inject({ method: 'GET', url: `/api/projects/${projectId}/goals${query}`, headers: actor.headers });
    expect(response.statusCode, response.body).toBe(200);
    return response.json()['hydra:member'];
  };
  const goal = (overrides: Record<string, unknown> = {}) => ({
    project: project['@id'],
    metric: 'calls',
    scope: 'employee',
    employee: employeeIri(anna.employeeId),
    period: 'month',
    recurring: true,
    from: '2030-01-01',
    target: 100,
    ...overrides,
  });
  const created = async (payload: Record<string, unknown>, actor: Actor = owner): Promise<GoalBody> => {
    const response = await post(actor, payload);
    expect(response.statusCode, response.body).toBe(201);
    return response.json();
  };
  const violation = async (payload: Record<string, unknown>) => {
    const response = await post(owner, payload);
    expect(response.statusCode, response.body).toBe(422);
    return response.json().violations[0];
  };

  beforeAll(async () => {
    t = await createTestApp();
    owner = await signUp(t, 'Olivia Owner');
    project = await createProject(t, owner);
    admin = await addMember(t, project.id, 'ADMIN', 'Adam Admin');
    anna = await addMember(t, project.id, 'REPRESENTATIVE', 'Anna Rep');
    ben = await addMember(t, project.id, 'REPRESENTATIVE', 'Ben Rep');
    cleo = await addMember(t, project.id, 'REPRESENTATIVE', 'Cleo Rep');
    const made = await t.db
      .insert(teams)
      .values([
        { projectId: project.id, name: 'Hunters' },
        { projectId: project.id, name: 'Closers' },
        { projectId: project.id, name: 'Old guard', archivedAt: new Date() },
      ])
      .returning();
    [hunters, closers, archived] = made.map((row) => row.id) as [string, string, string];
    // Anna is in Hunters; Ben was in Closers until recently and is in no team now; Cleo is in Closers.
    await t.db.insert(teamMemberships).values([
      { projectId: project.id, teamId: hunters, employeeId: anna.employeeId, fromDay: '2026-01-01', toDay: null },
      { projectId: project.id, teamId: closers, employeeId: ben.employeeId, fromDay: '2026-01-01', toDay: '2026-06-30' },
      { projectId: project.id, teamId: closers, employeeId: cleo.employeeId, fromDay: '2026-01-01', toDay: null },
    ]);

    const otherOwner = await signUp(t, 'Oscar Other');
    const otherProject = await createProject(t, otherOwner, 'Other Sales');
    const otherRep = await addMember(t, otherProject.id, 'REPRESENTATIVE', 'Otto Rep');
    const [otherTeam] = await t.db.insert(teams).values({ projectId: otherProject.id, name: 'Elsewhere' }).returning();
    const otherGoal = await post(otherOwner, {
      project: otherProject['@id'],
      metric: 'calls',
      scope: 'project',
      period: 'month',
      recurring: true,
      from: '2030-01-01',
      target: 10,
    });
    expect(otherGoal.statusCode, otherGoal.body).toBe(201);
    stranger = {
      owner: otherOwner,
      project: otherProject,
      employeeId: otherRep.employeeId,
      teamId: otherTeam!.id,
      goalId: otherGoal.json().id,
    };
  });
  afterAll(() => t.close());

  it('creates, reads, patches and deletes a goal', async () => {
    const body = await created(goal({ metric: 'tasks', to: '2030-06-30' }));
    expect(body).toMatchObject({
      '@id': `/api/goals/${body.id}`,
      '@type': 'Goal',
      project: project['@id'],
      metric: 'tasks',
      scope: 'employee',
      employee: employeeIri(anna.employeeId),
      team: null,
      period: 'month',
      recurring: true,
      from: '2030-01-01',
      to: '2030-06-30',
      target: 100,
      split: 'none',
      weights: {},
    });
    expect((await get(anna, body.id)).json()).toEqual(body);

    const changed = await patch(admin, body.id, { target: 150, to: null });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({ target: 150, to: null, from: '2030-01-01' });

    expect((await remove(admin, body.id)).statusCode).toBe(204);
    expect((await get(owner, body.id)).statusCode).toBe(404);
    expect((await remove(owner, body.id)).statusCode).toBe(404);
  });

  it('derives a one-time goal’s end and keeps a team goal’s split and weights by employee IRI', async () => {
    const once = await created(goal({ metric: 'bills', period: 'week', recurring: false, from: '2030-01-07' }));
    expect(once).toMatchObject({ recurring: false, from: '2030-01-07', to: '2030-01-13' });

    const team = await created(
      goal({
        metric: 'billAmount',
        scope: 'team',
        employee: undefined,
        team: teamIri(closers),
        split: 'weighted',
        weights: { [employeeIri(cleo.employeeId)]: 2, [employeeIri(ben.employeeId)]: 0 },
      }),
    );
    expect(team).toMatchObject({
      team: teamIri(closers),
      employee: null,
      split: 'weighted',
      weights: { [employeeIri(cleo.employeeId)]: 2, [employeeIri(ben.employeeId)]: 0 },
    });
    const even = await patch(owner, team.id, { split: 'even', weights: {} });
    expect(even.statusCode, even.body).toBe(200);
    expect(even.json()).toMatchObject({ split: 'even', weights: {} });
    const zero = await patch(owner, team.id, { split: 'weighted' });
    expect(zero.statusCode).toBe(422);
    expect(zero.json().violations).toEqual([{ propertyPath: 'weights', message: 'a weighted split needs at least one weight above 0' }]);
  });

  it('lets only project.settings write; a representative gets 403', async () => {
    const mine = await created(goal({ metric: 'wonDeals' }));
    expect((await post(anna, goal({ metric: 'callMinutes' }))).statusCode).toBe(403);
    expect((await patch(anna, mine.id, { target: 1 })).statusCode).toBe(403);
    expect((await remove(anna, mine.id)).statusCode).toBe(403);
    expect((await copyNext(anna, mine.id)).statusCode).toBe(403);
    expect((await get(owner, mine.id)).json()).toMatchObject({ target: 100 });
    expect((await created(goal({ metric: 'callMinutes' }), admin)).metric).toBe('callMinutes');
  });

  it('shows a representative the project’s goals, their own and their current team’s', async () => {
    const projectGoal = await created(goal({ metric: 'points', scope: 'project', employee: undefined }));
    const annaGoal = await created(goal({ metric: 'points' }));
    const benGoal = await created(goal({ metric: 'points', employee: employeeIri(ben.employeeId) }));
    const huntersGoal = await created(goal({ metric: 'points', scope: 'team', employee: undefined, team: teamIri(hunters) }));
    const closersGoal = await created(goal({ metric: 'points', scope: 'team', employee: undefined, team: teamIri(closers) }));
    const ids = async (actor: Actor) => (await list(actor, '?metric[]=points')).map((g) => g.id).sort();

    expect(await ids(owner)).toEqual([projectGoal.id, annaGoal.id, benGoal.id, huntersGoal.id, closersGoal.id].sort());
    expect(await ids(admin)).toHaveLength(5);
    expect(await ids(anna)).toEqual([projectGoal.id, annaGoal.id, huntersGoal.id].sort());
    // Ben left Closers: he sees the project's goal and his own only.
    expect(await ids(ben)).toEqual([projectGoal.id, benGoal.id].sort());
    expect(await ids(cleo)).toEqual([projectGoal.id, closersGoal.id].sort());

    expect((await get(anna, benGoal.id)).statusCode).toBe(404);
    expect((await get(anna, closersGoal.id)).statusCode).toBe(404);
    expect((await get(ben, closersGoal.id)).statusCode).toBe(404);
    expect((await get(cleo, closersGoal.id)).statusCode).toBe(200);
    expect((await get(anna, huntersGoal.id)).statusCode).toBe(200);
    expect((await get(anna, projectGoal.id)).statusCode).toBe(200);
  });

  it('filters the list by metric[], scope[] and date', async () => {
    await created(goal({ metric: 'successCalls', period: 'quarter', recurring: false, from: '2031-04-01' }));
    await created(goal({ metric: 'successCalls', period: 'day', recurring: false, from: '2031-05-05' }));
    await created(goal({ metric: 'successCalls', scope: 'project', employee: undefined, recurring: true, from: '2031-07-01' }));
    const days = (goals: GoalBody[]) => goals.map((g) => `${g.period}:${g.from}`).sort();

    expect(days(await list(owner, '?metric[]=successCalls'))).toEqual(['day:2031-05-05', 'month:2031-07-01', 'quarter:2031-04-01']);
    expect(days(await list(owner, '?metric[]=successCalls&date=2031-05-05'))).toEqual(['day:2031-05-05', 'quarter:2031-04-01']);
    expect(days(await list(owner, '?metric[]=successCalls&date=2031-05-06'))).toEqual(['quarter:2031-04-01']);
    expect(days(await list(owner, '?metric[]=successCalls&date=2040-01-01'))).toEqual(['month:2031-07-01']);
    expect(days(await list(owner, '?metric[]=successCalls&scope[]=project'))).toEqual(['month:2031-07-01']);
    expect(days(await list(owner, '?metric[]=successCalls&scope[]=project&scope[]=employee'))).toHaveLength(3);
    const paged = await t.app.inject({
      method: 'GET',
      url: `/api/projects/${project.id}/goals?metric[]=successCalls&itemsPerPage=2&page=2`,
      headers: owner.headers,
    });
    expect(paged.json()['hydra:totalItems']).toBe(3);
    expect(paged.json()['hydra:member']).toHaveLength(1);
    const bad = await t.app.inject({ method: 'GET', url: `/api/projects/${project.id}/goals?metric[]=vibes`, headers: owner.headers });
    expect(bad.statusCode).toBe(422);
  });

  it('validates every field with a property path and a clear message', async () => {
    expect(await violation(goal({ target: 0 }))).toMatchObject({ propertyPath: 'target' });
    expect(await violation(goal({ metric: 'vibes' }))).toMatchObject({ propertyPath: 'metric' });
    expect(await violation(goal({ scope: 'galaxy' }))).toMatchObject({ propertyPath: 'scope' });
    expect(await violation(goal({ period: 'year' }))).toMatchObject({ propertyPath: 'period' });
    expect(await violation(goal({ employee: undefined }))).toEqual({
      propertyPath: 'employee',
      message: 'an employee goal needs an employee',
    });
    expect(await violation(goal({ team: teamIri(hunters) }))).toEqual({ propertyPath: 'team', message: 'only a team goal has a team' });
    expect(await violation(goal({ scope: 'team', employee: undefined }))).toEqual({
      propertyPath: 'team',
      message: 'a team goal needs a team',
    });
    expect(await violation(goal({ scope: 'team', team: teamIri(hunters) }))).toEqual({
      propertyPath: 'employee',
      message: 'only an employee goal has an employee',
    });
    expect(await violation(goal({ scope: 'project' }))).toEqual({
      propertyPath: 'employee',
      message: 'only an employee goal has an employee',
    });
    expect(await violation(goal({ employee: 'not-an-iri' }))).toMatchObject({ propertyPath: 'employee' });
    expect(await violation(goal({ period: 'week', from: '2030-01-08' }))).toEqual({
      propertyPath: 'from',
      message: 'a weekly goal starts on a Monday',
    });
    expect(await violation(goal({ from: '2030-01-02' }))).toEqual({
      propertyPath: 'from',
      message: 'a monthly goal starts on the 1st of a month',
    });
    expect(await violation(goal({ period: 'quarter', from: '2030-02-01' }))).toEqual({
      propertyPath: 'from',
      message: 'a quarterly goal starts on January, April, July or October 1st',
    });
    expect(await violation(goal({ recurring: false, to: '2030-02-28' }))).toEqual({
      propertyPath: 'to',
      message: 'a one-time goal ends with its period, on 2030-01-31',
    });
    expect(await violation(goal({ to: '2030-02-27' }))).toEqual({
      propertyPath: 'to',
      message: 'a monthly goal ends on the last day of a month',
    });
    expect(await violation(goal({ from: '2030-03-01', to: '2030-01-31' }))).toEqual({
      propertyPath: 'to',
      message: 'must not be before from',
    });
    expect(await violation(goal({ period: 'custom', from: '2030-01-05', to: '2030-01-09' }))).toEqual({
      propertyPath: 'recurring',
      message: 'a custom goal never repeats',
    });
    expect(await violation(goal({ period: 'custom', recurring: false, from: '2030-01-05' }))).toEqual({
      propertyPath: 'to',
      message: 'a custom goal needs its last day',
    });
    expect(await violation(goal({ period: 'custom', recurring: false, from: '2030-01-05', to: '2030-01-04' }))).toEqual({
      propertyPath: 'to',
      message: 'must not be before from',
    });
    expect(await violation(goal({ period: 'custom', recurring: false, from: '2030-01-01', to: '2031-01-02' }))).toEqual({
      propertyPath: 'to',
      message: 'a custom goal lasts at most 366 days',
    });
    expect(await violation(goal({ split: 'even' }))).toEqual({ propertyPath: 'split', message: 'only a team goal is split' });
    expect(await violation(goal({ weights: { [employeeIri(anna.employeeId)]: 1 } }))).toEqual({
      propertyPath: 'weights',
      message: 'only a team goal is split',
    });
    const teamGoal = goal({ scope: 'team', employee: undefined, team: teamIri(hunters), metric: 'billAmount' });
    expect(await violation({ ...teamGoal, split: 'weighted', weights: { [employeeIri(anna.employeeId)]: 0 } })).toEqual({
      propertyPath: 'weights',
      message: 'a weighted split needs at least one weight above 0',
    });
    expect(await violation({ ...teamGoal, split: 'weighted', weights: { [employeeIri(randomUUID())]: 1 } })).toMatchObject({
      propertyPath: 'weights',
      message: expect.stringContaining('is not an employee of this project'),
    });
    expect(await violation({ ...teamGoal, weights: { [employeeIri(anna.employeeId)]: -1 } })).toMatchObject({
      propertyPath: expect.stringContaining('weights'),
    });
    expect(await violation(goal({ colour: 'red' }))).toBeDefined();
  });

  it('answers 422 for employee, team and weight IRIs of another project, an unknown or an archived team', async () => {
    expect(await violation(goal({ employee: employeeIri(stranger.employeeId) }))).toEqual({
      propertyPath: 'employee',
      message: 'must be an employee of this project',
    });
    expect(await violation(goal({ employee: employeeIri(randomUUID()) }))).toEqual({
      propertyPath: 'employee',
      message: 'must be an employee of this project',
    });
    const teamGoal = goal({ scope: 'team', employee: undefined, metric: 'billAmount' });
    for (const team of [stranger.teamId, randomUUID(), archived])
      expect(await violation({ ...teamGoal, team: teamIri(team) })).toEqual({
        propertyPath: 'team',
        message: 'must be a live team of this project',
      });
    expect(
      await violation({ ...teamGoal, team: teamIri(hunters), split: 'weighted', weights: { [employeeIri(stranger.employeeId)]: 1 } }),
    ).toEqual({ propertyPath: 'weights', message: `${employeeIri(stranger.employeeId)} is not an employee of this project` });
    const mine = await created({ ...teamGoal, team: teamIri(hunters) });
    const foreignWeights = await patch(owner, mine.id, { split: 'weighted', weights: { [employeeIri(stranger.employeeId)]: 1 } });
    expect(foreignWeights.statusCode).toBe(422);
  });

  it('answers 404 for a goal or project of another project, or none', async () => {
    expect((await post(owner, { ...goal(), project: stranger.project['@id'] })).statusCode).toBe(404);
    const foreignList = await t.app.inject({ method: 'GET', url: `/api/projects/${stranger.project.id}/goals`, headers: owner.headers });
    expect(foreignList.statusCode).toBe(404);
    for (const id of [stranger.goalId, randomUUID()]) {
      expect((await get(owner, id)).statusCode).toBe(404);
      expect((await patch(owner, id, { target: 5 })).statusCode).toBe(404);
      expect((await remove(owner, id)).statusCode).toBe(404);
      expect((await copyNext(owner, id)).statusCode).toBe(404);
    }
    expect((await get(stranger.owner, stranger.goalId)).json()).toMatchObject({ target: 10 });
  });

  it('keeps one goal per metric, scope and period kind over any day', async () => {
    const first = await created(goal({ metric: 'payments', from: '2032-01-01', to: '2032-06-30' }));
    const overlap = { propertyPath: 'metric', message: 'a goal for this metric, scope and period already exists' };
    expect(await violation(goal({ metric: 'payments', from: '2032-06-01', recurring: false }))).toEqual(overlap);
    expect(await violation(goal({ metric: 'payments', from: '2031-01-01' }))).toEqual(overlap);
    // Another period kind, another employee, another metric, or days after it: all fine.
    await created(goal({ metric: 'payments', period: 'week', from: '2032-01-05' }));
    await created(goal({ metric: 'payments', from: '2032-01-01', employee: employeeIri(ben.employeeId) }));
    await created(goal({ metric: 'tasks', from: '2032-01-01', employee: employeeIri(ben.employeeId) }));
    const later = await created(goal({ metric: 'payments', from: '2032-07-01', recurring: false }));
    expect(later.to).toBe('2032-07-31');
    // The same for project and team scopes.
    await created(goal({ metric: 'payments', scope: 'project', employee: undefined, from: '2032-01-01' }));
    expect(await violation(goal({ metric: 'payments', scope: 'project', employee: undefined, from: '2033-01-01' }))).toEqual(overlap);
    await created(goal({ metric: 'payments', scope: 'team', employee: undefined, team: teamIri(hunters), from: '2032-01-01' }));
    await created(goal({ metric: 'payments', scope: 'team', employee: undefined, team: teamIri(closers), from: '2032-01-01' }));
    expect(
      await violation(goal({ metric: 'payments', scope: 'team', employee: undefined, team: teamIri(hunters), from: '2032-03-01' })),
    ).toEqual(overlap);

    // Patching `to` follows the date rules and the overlap rule.
    const longer = await patch(owner, first.id, { to: '2032-07-31' });
    expect(longer.statusCode).toBe(422);
    expect(longer.json().violations).toEqual([overlap]);
    const open = await patch(owner, first.id, { to: null });
    expect(open.json().violations).toEqual([overlap]);
    const odd = await patch(owner, first.id, { to: '2032-05-30' });
    expect(odd.json().violations).toEqual([{ propertyPath: 'to', message: 'a monthly goal ends on the last day of a month' }]);
    const shorter = await patch(owner, first.id, { to: '2032-05-31' });
    expect(shorter.statusCode, shorter.body).toBe(200);
    expect(shorter.json().to).toBe('2032-05-31');
    const once = await patch(owner, later.id, { to: '2032-08-31' });
    expect(once.json().violations).toEqual([{ propertyPath: 'to', message: 'a one-time goal ends with its period, on 2032-07-31' }]);
    // A patch that keeps the goal where it was does not collide with itself.
    expect((await patch(owner, later.id, { to: '2032-07-31', target: 7 })).statusCode).toBe(200);
  });

  it('lets only one of two concurrent creates of the same goal through', async () => {
    const payload = goal({ metric: 'calls', employee: employeeIri(cleo.employeeId), from: '2034-01-01' });
    const answers = await Promise.all([owner, admin, owner, admin, owner, admin].map((actor) => post(actor, payload)));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 422, 422, 422, 422, 422]);
  });

  it('copies a one-time goal to the next period, and refuses a recurring one or a collision', async () => {
    const month = await created(goal({ metric: 'wonDeals', employee: employeeIri(cleo.employeeId), recurring: false, from: '2035-01-01' }));
    const copy = await copyNext(owner, month.id);
    expect(copy.statusCode, copy.body).toBe(201);
    expect(copy.json()).toMatchObject({
      metric: 'wonDeals',
      scope: 'employee',
      employee: employeeIri(cleo.employeeId),
      period: 'month',
      recurring: false,
      from: '2035-02-01',
      to: '2035-02-28',
      target: 100,
    });
    expect(copy.json().id).not.toBe(month.id);
    const again = await copyNext(owner, month.id);
    expect(again.statusCode).toBe(422);
    expect(again.json().violations).toEqual([
      { propertyPath: 'metric', message: 'a goal for this metric, scope and period already exists' },
    ]);
    const third = await copyNext(owner, copy.json().id);
    expect(third.statusCode, third.body).toBe(201);
    expect(third.json()).toMatchObject({ from: '2035-03-01', to: '2035-03-31' });

    const custom = await created(
      goal({
        metric: 'wonDeals',
        scope: 'team',
        employee: undefined,
        team: teamIri(hunters),
        period: 'custom',
        recurring: false,
        from: '2035-01-05',
        to: '2035-01-14',
        target: 30,
        split: 'weighted',
        weights: { [employeeIri(anna.employeeId)]: 3 },
      }),
    );
    const customCopy = await copyNext(admin, custom.id);
    expect(customCopy.statusCode, customCopy.body).toBe(201);
    expect(customCopy.json()).toMatchObject({
      period: 'custom',
      from: '2035-01-15',
      to: '2035-01-24',
      team: teamIri(hunters),
      target: 30,
      split: 'weighted',
      weights: { [employeeIri(anna.employeeId)]: 3 },
    });

    const recurring = await created(goal({ metric: 'wonDeals', employee: employeeIri(ben.employeeId), from: '2035-01-01' }));
    const refused = await copyNext(owner, recurring.id);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().violations).toEqual([{ propertyPath: 'recurring', message: 'a recurring goal already repeats' }]);
  });
});
