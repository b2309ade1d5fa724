import { describe, expect, it } from 'vitest';
import { goalsTestWorld, employeeIri, teamIri } from './goals-test-world';

describe('goals API: creating, changing and copying goals', () => {
  const w = goalsTestWorld();
  const { patch, get, remove, copyNext, goal, created } = w;

  it('creates, reads, patches and deletes a goal', async () => {
    const { owner, admin, anna, project } = w;
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
    const { owner, ben, cleo, closers } = w;
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

  it('copies a one-time goal to the next period, and refuses a recurring one or a collision', async () => {
    const { owner, admin, anna, ben, cleo, hunters } = w;
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
