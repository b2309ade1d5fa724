import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { Actor } from '../../../test/fixtures';
import { goalsTestWorld, employeeIri, teamIri, type GoalBody } from './goals-test-world';

describe('goals API: who may write, see and list goals', () => {
  const w = goalsTestWorld();
  const { post, patch, get, remove, copyNext, list, goal, created } = w;

  it('lets only project.settings write; a representative gets 403', async () => {
    const { owner, admin, anna } = w;
    const mine = await created(goal({ metric: 'wonDeals' }));
    expect((await post(anna, goal({ metric: 'callMinutes' }))).statusCode).toBe(403);
    expect((await patch(anna, mine.id, { target: 1 })).statusCode).toBe(403);
    expect((await remove(anna, mine.id)).statusCode).toBe(403);
    expect((await copyNext(anna, mine.id)).statusCode).toBe(403);
    expect((await get(owner, mine.id)).json()).toMatchObject({ target: 100 });
    expect((await created(goal({ metric: 'callMinutes' }), admin)).metric).toBe('callMinutes');
  });

  it('shows a representative the project’s goals, their own and their current team’s', async () => {
    const { owner, admin, anna, ben, cleo, hunters, closers } = w;
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
    const { t, owner, project } = w;
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

  it('answers 404 for a goal or project of another project, or none', async () => {
    const { t, owner, stranger } = w;
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
});
