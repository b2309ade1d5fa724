import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { goalsTestWorld, employeeIri, teamIri } from './goals-test-world';

describe('goals API: validation and one goal per metric, scope and period', () => {
  const w = goalsTestWorld();
  const { post, patch, goal, created, violation } = w;

  it('validates every field with a property path and a clear message', async () => {
    const { anna, hunters } = w;
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
    const { owner, hunters, archived, stranger } = w;
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

  it('keeps one goal per metric, scope and period kind over any day', async () => {
    const { owner, ben, hunters, closers } = w;
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
    const { owner, admin, cleo } = w;
    const payload = goal({ metric: 'calls', employee: employeeIri(cleo.employeeId), from: '2034-01-01' });
    const answers = await Promise.all([owner, admin, owner, admin, owner, admin].map((actor) => post(actor, payload)));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 422, 422, 422, 422, 422]);
  });
});
