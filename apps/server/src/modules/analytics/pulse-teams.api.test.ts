import { pulseResponseSchema, type PulseResponse } from '@salespulse/contract/analytics';
import { afterAll, describe, expect, it } from 'vitest';
import { addMember, createProject, createWebhookProvider, signUp } from '../../../test/fixtures';
import { createTestApp } from '../../../test/test-app';
import { postEvents } from '../../../test/webhook-client';
import { teamMemberships, teams } from '../../db/schema/teams';

// The pulse's teams: the filter keeps those in the teams on the pulse's day, and the answer's team
// totals rows group the same rows by the teams of that day (docs/analytics.md, "Team totals").

const t = await createTestApp();
const owner = await signUp(t, 'Olivia Owner');
const project = await createProject(t, owner, 'Teams on the pulse', 'Europe/Berlin');
const plain = await createProject(t, owner, 'No teams', 'Europe/Berlin');
const otherOwner = await signUp(t, 'Otto Other');
const other = await createProject(t, otherOwner, 'Elsewhere', 'Europe/Berlin');
const anna = await addMember(t, project.id, 'REPRESENTATIVE', 'Anna');
const ben = await addMember(t, project.id, 'REPRESENTATIVE', 'Ben');
const cleo = await addMember(t, project.id, 'REPRESENTATIVE', 'Cleo');
const dan = await addMember(t, project.id, 'REPRESENTATIVE', 'Dan');
const [hunters] = await t.db.insert(teams).values({ projectId: project.id, name: 'Hunters' }).returning();
const [farmers] = await t.db.insert(teams).values({ projectId: project.id, name: 'Farmers' }).returning();
const [foreign] = await t.db.insert(teams).values({ projectId: other.id, name: 'Foreign' }).returning();
// Ben moved from Farmers to Hunters on the pulse's day; Dan is in no team.
await t.db.insert(teamMemberships).values([
  { projectId: project.id, teamId: hunters!.id, employeeId: anna.employeeId, fromDay: '2026-10-01', toDay: null },
  { projectId: project.id, teamId: farmers!.id, employeeId: ben.employeeId, fromDay: '2026-10-01', toDay: '2026-11-01' },
  { projectId: project.id, teamId: hunters!.id, employeeId: ben.employeeId, fromDay: '2026-11-02', toDay: null },
  { projectId: project.id, teamId: farmers!.id, employeeId: cleo.employeeId, fromDay: '2026-10-01', toDay: null },
]);
const crm = await createWebhookProvider(t, owner, project);
const people = [anna, ben, cleo, dan];
// Calls on 2 November: Anna 2 (one answered, 60 s), Ben 1 (answered, 30 s), Cleo 1, Dan 1. Tasks: one each.
const calls: [number, number][] = [
  [0, 60],
  [0, 0],
  [1, 30],
  [2, 0],
  [3, 0],
];
const response = await postEvents(t.app, crm.id, crm.secret, {
  events: [
    ...people.map((m, i) => ({ type: 'user', externalId: `u${i}`, name: m.name, email: m.email })),
    ...calls.map(([owner, durationSeconds], i) => ({
      type: 'call',
      externalId: `c${i}`,
      ownerExternalId: `u${owner}`,
      startedAt: `2026-11-02T10:0${i}:00Z`,
      durationSeconds,
    })),
    ...people.map((_, i) => {
      const at = `2026-11-02T11:0${i}:00Z`;
      return { type: 'task', externalId: `t${i}`, ownerExternalId: `u${i}`, completedAt: at, createdAt: at, updatedAt: at };
    }),
  ],
});
if (response.statusCode !== 200) throw new Error(response.body);

const day = { from: '2026-11-02', to: '2026-11-02' };
const iri = (m: { employeeId: string }) => `/api/employees/${m.employeeId}`;
const teamIri = (team: { id: string } | undefined) => `/api/teams/${team!.id}`;
const pulse = (objectType: string, extra: Record<string, unknown> = {}, projectIri = project['@id']) =>
  t.app.inject({
    method: 'POST',
    url: '/api/analytics/pulse',
    headers: owner.headers,
    payload: { project: projectIri, objectType, date: day, ...extra },
  });
const answerOf = (res: { statusCode: number; body: string }): PulseResponse => {
  expect(res.statusCode, res.body).toBe(200);
  return pulseResponseSchema.parse(JSON.parse(res.body));
};

describe('pulse API: teams', () => {
  afterAll(() => t.close());

  it('adds one totals row per team of the day, by name, from the same rows as the total', async () => {
    // Twice: the first request takes the full path, the second the gated one (analytics-gate.ts).
    for (let round = 0; round < 2; round++) {
      const answer = answerOf(await pulse('call'));
      // The owner is an employee too, in no team.
      expect(answer.employees).toHaveLength(5);
      expect(answer.total.day).toEqual({ calls: 5, successCalls: 2, callDuration: 90 });
      expect(answer.teams).toEqual([
        {
          team: teamIri(farmers),
          name: 'Farmers',
          employees: [iri(cleo)],
          day: { calls: 1, successCalls: 0, callDuration: 0 },
          month: { calls: 1, successCalls: 0, callDuration: 0 },
        },
        {
          team: teamIri(hunters),
          name: 'Hunters',
          // Ben moved to Hunters on the pulse's day: he counts there.
          employees: [iri(anna), iri(ben)],
          day: { calls: 3, successCalls: 2, callDuration: 90 },
          month: { calls: 3, successCalls: 2, callDuration: 90 },
        },
      ]);
    }
    const tasks = answerOf(await pulse('task'));
    expect(tasks.teams.map((row) => [row.name, row.day.tasks])).toEqual([
      ['Farmers', 1],
      ['Hunters', 2],
    ]);
    const deals = answerOf(await pulse('deal'));
    expect(deals.teams.map((row) => [row.name, row.day.wonAmount, row.plan])).toEqual([
      ['Farmers', 0, 0],
      ['Hunters', 0, 0],
    ]);
  });

  it('keeps only those in the chosen teams on the pulse’s day, and their total', async () => {
    // Two days: Ben was in Farmers on the first, in Hunters on the pulse's day (the last).
    const farmersOnly = answerOf(await pulse('call', { teams: [teamIri(farmers)], date: { from: '2026-11-01', to: '2026-11-02' } }));
    expect(farmersOnly.employees.map((row) => row.employee)).toEqual([iri(cleo)]);
    expect(farmersOnly.total.day.calls).toBe(1);
    expect(farmersOnly.teams.map((row) => row.name)).toEqual(['Farmers']);
    const both = answerOf(await pulse('task', { teams: [teamIri(hunters), teamIri(farmers)] }));
    expect(both.employees.map((row) => row.employee)).toEqual([iri(anna), iri(ben), iri(cleo)]);
    expect(both.total.day.tasks).toBe(3);
  });

  it('shows nobody for a team without members on the day', async () => {
    const before = answerOf(await pulse('call', { teams: [teamIri(hunters)], date: { from: '2026-09-30', to: '2026-09-30' } }));
    expect(before.employees).toEqual([]);
    expect(before.total.day.calls).toBe(0);
    expect(before.teams).toEqual([]);
  });

  it('refuses another project’s team and a malformed reference with a 422 on the field', async () => {
    const foreignTeam = await pulse('call', { teams: [teamIri(foreign)] });
    expect(foreignTeam.statusCode).toBe(422);
    expect(foreignTeam.json().violations).toEqual([{ propertyPath: 'teams.0', message: 'must be a team of this project' }]);
    const malformed = await pulse('deal', { teams: [teamIri(hunters), '/api/employees/nope'] });
    expect(malformed.statusCode).toBe(422);
    expect(malformed.json().violations[0].propertyPath).toBe('teams.1');
  });

  it('answers an empty list of teams for a project without teams', async () => {
    for (let round = 0; round < 2; round++) {
      const answer = answerOf(await pulse('call', {}, plain['@id']));
      expect(answer.teams).toEqual([]);
    }
  });
});
