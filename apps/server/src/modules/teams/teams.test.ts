import { eq } from 'drizzle-orm';
import type { Team, TeamMembership } from '@salespulse/contract/teams';
import { afterAll, describe, expect, it } from 'vitest';
import { addMember, createProject, mergePatch, signUp, type Actor } from '../../../test/fixtures';
import { createTestApp } from '../../../test/test-app';
import { teamMemberships } from '../../db/schema/teams';
import { localDate } from '../../lib/time/zoned-time';

const t = await createTestApp();
const owner = await signUp(t, 'Olivia Owner');
const project = await createProject(t, owner, 'Teams', 'Europe/Berlin');
const admin = await addMember(t, project.id, 'ADMIN', 'Adam Admin');
const anna = await addMember(t, project.id, 'REPRESENTATIVE', 'Anna');
const ben = await addMember(t, project.id, 'REPRESENTATIVE', 'Ben');
const cleo = await addMember(t, project.id, 'REPRESENTATIVE', 'Cleo');
const outsider = await signUp(t, 'Otto Outsider');
const elsewhere = await createProject(t, outsider, 'Elsewhere', 'Europe/Berlin');
const stranger = await addMember(t, elsewhere.id, 'REPRESENTATIVE', 'Stella Stranger');
const today = localDate('Europe/Berlin', Date.now());
const yesterday = new Date(Date.parse(`${today}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
const e = (m: { employeeId: string }) => `/api/employees/${m.employeeId}`;

const create = (actor: Actor, body: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/teams', headers: actor.headers, payload: { project: project['@id'], ...body } });
const patch = (actor: Actor, id: string, body: Record<string, unknown>) =>
  t.app.inject({ method: 'PATCH', url: `/api/teams/${id}`, headers: mergePatch(actor.headers), payload: JSON.stringify(body) });
const history = async (id: string) => {
  const response = await t.app.inject({ method: 'GET', url: `/api/teams/${id}/memberships`, headers: owner.headers });
  expect(response.statusCode, response.body).toBe(200);
  return response.json()['hydra:member'] as TeamMembership[];
};
const made = async (body: Record<string, unknown>) => {
  const response = await create(owner, body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as Team;
};

describe('teams API', () => {
  afterAll(() => t.close());

  it('creates a team with a lead and members, lists it, and lets every member read it', async () => {
    const team = await made({ name: ' Hunters ', lead: e(anna), members: [e(ben), e(anna), e(anna)] });
    expect(team).toMatchObject({ '@type': 'Team', name: 'Hunters', lead: e(anna), members: [e(anna), e(ben)], project: project['@id'] });
    const list = await t.app.inject({ method: 'GET', url: `/api/projects/${project.id}/teams`, headers: cleo.headers });
    expect(list.statusCode).toBe(200);
    expect(list.json()['hydra:member'].map((x: Team) => x.name)).toContain('Hunters');
    const one = await t.app.inject({ method: 'GET', url: team['@id'], headers: cleo.headers });
    expect(one.json()).toEqual(team);
    expect(await history(team.id)).toEqual(
      expect.arrayContaining([
        { '@type': 'TeamMembership', team: team['@id'], employee: e(anna), from: today, to: null },
        { '@type': 'TeamMembership', team: team['@id'], employee: e(ben), from: today, to: null },
      ]),
    );
  });

  it('moves an employee between teams keeping history; a same-day move replaces the stretch', async () => {
    const closers = await made({ name: 'Closers', members: [e(cleo)] });
    const growth = await made({ name: 'Growth' });
    // Pretend Cleo joined Closers last week: the move ends that stretch yesterday.
    await t.db.update(teamMemberships).set({ fromDay: '2026-01-05' }).where(eq(teamMemberships.teamId, closers.id));
    const moved = await patch(owner, growth.id, { members: [e(cleo)] });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().members).toEqual([e(cleo)]);
    expect(await history(closers.id)).toEqual([
      { '@type': 'TeamMembership', team: closers['@id'], employee: e(cleo), from: '2026-01-05', to: yesterday },
    ]);
    expect((await t.app.inject({ method: 'GET', url: closers['@id'], headers: owner.headers })).json().members).toEqual([]);
    // Moved again the same day: the stretch in Growth begun today is replaced, not kept.
    await patch(owner, closers.id, { members: [e(cleo)] });
    expect(await history(growth.id)).toEqual([]);
    expect((await history(closers.id)).map((s) => [s.from, s.to])).toEqual([
      [today, null],
      ['2026-01-05', yesterday],
    ]);
    // Removing a member closes their stretch; patching only the name leaves members alone.
    await patch(owner, closers.id, { name: 'Closers East' });
    expect((await t.app.inject({ method: 'GET', url: closers['@id'], headers: owner.headers })).json()).toMatchObject({
      name: 'Closers East',
      members: [e(cleo)],
    });
    await patch(owner, closers.id, { members: [] });
    expect((await history(closers.id)).map((s) => [s.from, s.to])).toEqual([['2026-01-05', yesterday]]);
    const onDay = await t.app.inject({ method: 'GET', url: `${closers['@id']}/memberships?date=2026-01-04`, headers: owner.headers });
    expect(onDay.json()['hydra:totalItems']).toBe(0);
  });

  it('deletes by archiving: the history stays, the name is free again, the team is gone from lists', async () => {
    const old = await made({ name: 'Old guard', members: [e(admin)] });
    await t.db.update(teamMemberships).set({ fromDay: '2026-01-05' }).where(eq(teamMemberships.teamId, old.id));
    const removed = await t.app.inject({ method: 'DELETE', url: old['@id'], headers: admin.headers });
    expect(removed.statusCode).toBe(204);
    expect((await t.app.inject({ method: 'GET', url: old['@id'], headers: owner.headers })).statusCode).toBe(404);
    const rows = await t.db.select().from(teamMemberships).where(eq(teamMemberships.teamId, old.id));
    expect(rows.map((r) => [r.fromDay, r.toDay])).toEqual([['2026-01-05', yesterday]]);
    expect((await create(owner, { name: 'old GUARD' })).statusCode).toBe(201);
  });

  it('answers clear 422s: name required, too long or taken; lead and members of this project only', async () => {
    const cases: [Record<string, unknown>, { propertyPath: string; message: string }][] = [
      [{ name: '  ' }, { propertyPath: 'name', message: 'required field' }],
      [{ name: 'x'.repeat(61) }, { propertyPath: 'name', message: 'at most 60 characters' }],
      [{ name: 'hunters' }, { propertyPath: 'name', message: 'this name is already used in the project' }],
      [
        { name: 'A', lead: e(stranger) },
        { propertyPath: 'lead', message: 'must be an employee of this project' },
      ],
      [
        { name: 'B', members: [e(anna), e(stranger)] },
        { propertyPath: 'members[1]', message: 'must be an employee of this project' },
      ],
      [
        { name: 'C', members: ['/api/users/nope'] },
        { propertyPath: 'members[0]', message: 'must be an employee of this project' },
      ],
    ];
    for (const [body, violation] of cases) {
      const response = await create(owner, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(422);
      expect(response.json().violations).toContainEqual(violation);
    }
    const list = await t.app.inject({ method: 'GET', url: `/api/projects/${project.id}/teams`, headers: owner.headers });
    const hunters = list.json()['hydra:member'].find((x: Team) => x.name === 'Hunters') as Team;
    const rename = await patch(owner, hunters.id, { name: 'Closers East' });
    expect(rename.statusCode).toBe(422);
    expect(rename.json().violations).toEqual([{ propertyPath: 'name', message: 'this name is already used in the project' }]);
  });

  it('lets only admins and owners write (403), and hides other projects’ teams (404)', async () => {
    expect((await create(anna, { name: 'Mine' })).statusCode).toBe(403);
    const team = await made({ name: 'Guarded' });
    expect((await patch(anna, team.id, { name: 'Taken over' })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'DELETE', url: team['@id'], headers: anna.headers })).statusCode).toBe(403);
    expect((await patch(admin, team.id, { lead: e(ben) })).json().lead).toBe(e(ben));
    for (const [method, url] of [
      ['GET', team['@id']],
      ['PATCH', team['@id']],
      ['DELETE', team['@id']],
      ['GET', `${team['@id']}/memberships`],
      ['GET', `/api/projects/${project.id}/teams`],
    ] as const) {
      const response = await t.app.inject({
        method,
        url,
        headers: method === 'PATCH' ? mergePatch(outsider.headers) : outsider.headers,
        ...(method === 'PATCH' ? { payload: '{}' } : {}),
      });
      expect(response.statusCode, `${method} ${url}`).toBe(404);
    }
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/teams/00000000-0000-4000-8000-000000000000', headers: owner.headers })).statusCode,
    ).toBe(404);
    const foreign = await t.app.inject({
      method: 'POST',
      url: '/api/teams',
      headers: owner.headers,
      payload: { project: elsewhere['@id'], name: 'Intruders' },
    });
    expect(foreign.statusCode).toBe(404);
  });

  it('keeps one current team per employee when two moves race', async () => {
    const [a, b] = [await made({ name: 'Race A' }), await made({ name: 'Race B' })];
    const answers = await Promise.all([patch(owner, a.id, { members: [e(ben)] }), patch(owner, b.id, { members: [e(ben)] })]);
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200]);
    const current = await t.db.select().from(teamMemberships).where(eq(teamMemberships.employeeId, ben.employeeId));
    expect(current.filter((r) => r.toDay === null)).toHaveLength(1);
  });
});
