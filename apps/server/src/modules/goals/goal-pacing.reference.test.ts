import { readFile } from 'node:fs/promises';
import { eq } from 'drizzle-orm';
import type { GoalProgress } from '@salespulse/contract/goals';
import { afterAll, describe, expect, it } from 'vitest';
import { addMember, createProject, createWebhookProvider, signUp } from '../../../test/fixtures';
import { createTestApp } from '../../../test/test-app';
import { postEvents } from '../../../test/webhook-client';
import { createProjectAccess } from '../../access/project-access';
import { employees } from '../../db/schema/employees';
import { goals } from '../../db/schema/goals';
import { settings } from '../../db/schema/settings';
import { teamMemberships, teams } from '../../db/schema/teams';
import { createGoalProgressService } from './goal-progress.service';

// The pacing reference of docs/analytics.md ("Goals and pacing"): a Berlin project in March 2026
// (clocks spring forward on Sunday the 29th), work hours 09:00-17:00 on Monday to Friday, a
// part-time employee with a night window, a team whose members change mid-month, and goals created
// mid-month. Every expected number was worked out by hand; the comments say how.

const HOUR = 3600;
const t = await createTestApp();
const olivia = await signUp(t, 'Olivia Owner');
const project = await createProject(t, olivia, 'Pacing', 'Europe/Berlin');
const other = await createProject(t, await signUp(t, 'Otto Other'), 'Elsewhere', 'Europe/Berlin');
const anna = await addMember(t, project.id, 'REPRESENTATIVE', 'Anna Fulltime');
const ben = await addMember(t, project.id, 'REPRESENTATIVE', 'Ben Parttime');
const cleo = await addMember(t, project.id, 'REPRESENTATIVE', 'Cleo Joiner');
await t.db
  .insert(settings)
  .values({ projectId: project.id, name: 'work_hours', value: '09:00-17:00' })
  .onConflictDoUpdate({ target: [settings.projectId, settings.name], set: { value: '09:00-17:00' } });
// Ben: Monday and Wednesday mornings, and a Sunday night window 01:00-04:00 (2 hours on March 29).
await t.db
  .update(employees)
  .set({
    schedules: [
      { day: 1, start: '09:00', end: '13:00' },
      { day: 3, start: '09:00', end: '13:00' },
      { day: 7, start: '01:00', end: '04:00' },
    ],
  })
  .where(eq(employees.id, ben.employeeId));

const [hunters] = await t.db.insert(teams).values({ projectId: project.id, name: 'Hunters' }).returning();
const [closers] = await t.db.insert(teams).values({ projectId: project.id, name: 'Closers' }).returning();
// Ben leaves Hunters for Closers on March 16; Cleo joins Hunters that day.
await t.db.insert(teamMemberships).values([
  { projectId: project.id, teamId: hunters!.id, employeeId: anna.employeeId, fromDay: '2026-02-01', toDay: null },
  { projectId: project.id, teamId: hunters!.id, employeeId: ben.employeeId, fromDay: '2026-02-01', toDay: '2026-03-15' },
  { projectId: project.id, teamId: closers!.id, employeeId: ben.employeeId, fromDay: '2026-03-16', toDay: null },
  { projectId: project.id, teamId: hunters!.id, employeeId: cleo.employeeId, fromDay: '2026-03-16', toDay: null },
]);

const crm = await createWebhookProvider(t, olivia, project);
for (const [stage, kind] of [
  ['paid', 'won'],
  ['refunded', 'refund'],
] as const) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/definitions',
    headers: olivia.headers,
    payload: { dataProvider: `/api/data_providers/${crm.id}`, stage, kind },
  });
  if (response.statusCode !== 201) throw new Error(response.body);
}
const call = (externalId: string, owner: string, startedAt: string) => ({
  type: 'call',
  externalId,
  ownerExternalId: owner,
  startedAt,
  durationSeconds: 60,
});
const deal = (externalId: string, stage: string, amount: number, createdAt: string, updatedAt = createdAt) => ({
  type: 'deal',
  externalId,
  ownerExternalId: 'u-anna',
  stage,
  amount,
  createdAt,
  updatedAt,
});
const send = async (events: Record<string, unknown>[]) => {
  const response = await postEvents(t.app, crm.id, crm.secret, { events });
  if (response.statusCode !== 200) throw new Error(response.body);
};
await send([
  { type: 'user', externalId: 'u-anna', name: 'Anna', email: anna.email },
  { type: 'user', externalId: 'u-ben', name: 'Ben', email: ben.email },
  { type: 'user', externalId: 'u-cleo', name: 'Cleo', email: cleo.email },
  call('a1', 'u-anna', '2026-03-03T09:30:00+01:00'),
  call('a2', 'u-anna', '2026-03-03T10:30:00+01:00'),
  call('a3', 'u-anna', '2026-03-20T10:30:00+01:00'),
  call('b1', 'u-ben', '2026-03-05T10:00:00+01:00'), // in Hunters
  call('b2', 'u-ben', '2026-03-20T10:00:00+01:00'), // in Closers
  call('b3', 'u-ben', '2026-03-23T10:00:00+01:00'), // in Closers
  call('c1', 'u-cleo', '2026-03-05T10:00:00+01:00'), // before Cleo joined Hunters
  call('c2', 'u-cleo', '2026-03-25T10:00:00+01:00'),
  deal('D1', 'paid', 3000, '2026-03-03T11:00:00+01:00'),
  deal('D2', 'paid', 2500, '2026-03-09T11:00:00+01:00'),
  deal('D3', 'paid', 500, '2026-03-04T11:00:00+01:00'),
]);
await send([deal('D3', 'refunded', 500, '2026-03-04T11:00:00+01:00', '2026-03-10T11:00:00+01:00')]);

const goal = async (values: Partial<typeof goals.$inferInsert> & Pick<typeof goals.$inferInsert, 'metric' | 'scope' | 'target'>) =>
  (
    await t.db
      .insert(goals)
      .values({ projectId: project.id, period: 'month', recurring: true, fromDay: '2026-03-01', ...values })
      .returning()
  )[0]!;
// Created on March 10, after most of the month's first deals: the fact is still the whole month's.
const annaPayments = await goal({
  metric: 'payments',
  scope: 'employee',
  employeeId: anna.employeeId,
  target: 20_000,
  createdAt: new Date('2026-03-10T12:00:00+01:00'),
});
const benMinutes = await goal({ metric: 'callMinutes', scope: 'employee', employeeId: ben.employeeId, target: 10 });
const huntersCalls = await goal({ metric: 'calls', scope: 'team', teamId: hunters!.id, target: 6, split: 'even' });
const closersCalls = await goal({ metric: 'calls', scope: 'team', teamId: closers!.id, target: 4 });
const projectCalls = await goal({ metric: 'calls', scope: 'project', target: 10 });
const annaWeek = await goal({
  metric: 'calls',
  scope: 'employee',
  employeeId: anna.employeeId,
  period: 'custom',
  recurring: false,
  fromDay: '2026-03-02',
  toDay: '2026-03-06',
  target: 4,
});
const april = await goal({ metric: 'tasks', scope: 'project', target: 5, fromDay: '2026-04-01' });
await t.db
  .insert(goals)
  .values({ projectId: other.id, metric: 'calls', scope: 'project', period: 'month', recurring: true, fromDay: '2026-03-01', target: 1 });

const access = createProjectAccess(t.db);
const progressAt = async (iso: string, query: Record<string, unknown> = {}, actor = olivia) => {
  const service = createGoalProgressService({ db: t.db, access, clock: () => new Date(iso) });
  const answer = await service.progress({ userId: actor.id, sessionId: 'test' }, project.id, { page: 1, itemsPerPage: 1000, ...query });
  return answer['hydra:member'];
};
const of = (rows: GoalProgress[], goalId: string, employeeId?: string) =>
  rows.find(
    (r) =>
      r.goal === `/api/goals/${goalId}` &&
      (employeeId ? r.shareOf !== null && r.employee === `/api/employees/${employeeId}` : r.shareOf === null),
  )!;

describe('goal pacing: reference data set', () => {
  afterAll(() => t.close());

  it('the worked example: Anna on Wednesday March 11, 13:00, a goal created mid-month still counts the whole month', async () => {
    const rows = await progressAt('2026-03-11T13:00:00+01:00');
    expect(of(rows, annaPayments.id)).toEqual({
      '@type': 'GoalProgress',
      goal: `/api/goals/${annaPayments.id}`,
      shareOf: null,
      metric: 'payments',
      scope: 'employee',
      employee: `/api/employees/${anna.employeeId}`,
      team: null,
      period: 'month',
      from: '2026-03-01',
      to: '2026-03-31',
      target: 20_000,
      // D1 3,000 (Mar 3) + D2 2,500 (Mar 9) + D3 500 (Mar 4) - its refund 500 (Mar 10).
      fact: 5500,
      percent: 27.5,
      // 22 working days x 8 h = 176 h; gone: Mar 2-6, 9, 10 (7 x 8 h) + Mar 11 09:00-13:00 = 60 h.
      elapsedSeconds: 60 * HOUR,
      totalSeconds: 176 * HOUR,
      // 20,000 x 60 / 176
      expected: 6818.18,
      pace: 'behind',
      // 5,500 x 176 / 60
      projected: 16133.33,
      met: false,
    });
    // docs/analytics.md states the same numbers.
    const docs = await readFile(new URL('../../../../../docs/analytics.md', import.meta.url), 'utf8');
    for (const figure of ['**176 h**', '**60 h**', '**5,500**', '**27.5 %**', '**6,818.18**', '**16,133.33**'])
      expect(docs).toContain(figure);
  });

  it('a part-time schedule with a night window that the DST change shortens', async () => {
    // Ben: Mondays 2, 9, 16, 23, 30 and Wednesdays 4, 11, 18, 25 x 4 h = 36 h; Sundays 1, 8, 15, 22 x 3 h
    // and March 29 01:00-04:00 = 2 h (02:00 does not exist): 50 h in all.
    const onTheNight = of(await progressAt('2026-03-29T03:30:00+02:00'), benMinutes.id);
    // Before 03:30 CEST on the 29th: 8 mornings (32 h), 4 Sundays (12 h), 01:00 CET-03:30 CEST (1.5 h).
    expect(onTheNight).toMatchObject({ totalSeconds: 50 * HOUR, elapsedSeconds: 45.5 * HOUR });
    // Calls b1, b2, b3: 3 successful minutes of a target of 10 with 45.5 of 50 h gone: expected 9.1.
    expect(onTheNight).toMatchObject({ fact: 3, expected: 9.1, pace: 'behind', projected: 3.3 });
  });

  it('a team whose members change mid-month: work and figures count for the days each was in it', async () => {
    const rows = await progressAt('2026-03-31T15:00:00+02:00');
    // Hunters: Anna all month (176 h, 174 gone by Tue 31 15:00), Ben Mar 1-15 (Sundays 1, 8, 15 x 3 h +
    // Mondays 2, 9 and Wednesdays 4, 11 x 4 h = 25 h), Cleo Mar 16-31 (12 days x 8 h = 96 h, 94 gone).
    // Calls: Anna a1, a2, a3 + Ben b1 (Mar 5) + Cleo c2 (Mar 25; c1 on Mar 5 was before she joined) = 5.
    expect(of(rows, huntersCalls.id)).toMatchObject({
      scope: 'team',
      team: `/api/teams/${hunters!.id}`,
      fact: 5,
      totalSeconds: 297 * HOUR,
      elapsedSeconds: 293 * HOUR,
      // 6 x 293 / 297 = 5.919; 5 is more than 5 % under it.
      expected: 5.92,
      pace: 'behind',
      projected: 5.07,
      percent: 83.33,
    });
    // Closers: Ben from Mar 16 (Mondays 16, 23, 30, Wednesdays 18, 25 x 4 h, Sundays 22 x 3 h, 29 x 2 h = 25 h), calls b2 and b3.
    expect(of(rows, closersCalls.id)).toMatchObject({
      fact: 2,
      totalSeconds: 25 * HOUR,
      elapsedSeconds: 25 * HOUR,
      expected: 4,
      pace: 'behind',
    });
    // The even split goes to the members of March 31: Anna and Cleo, 3 calls each, over their own days in the team.
    expect(of(rows, huntersCalls.id, anna.employeeId)).toMatchObject({ target: 3, fact: 3, totalSeconds: 176 * HOUR, pace: 'on_track' });
    expect(of(rows, huntersCalls.id, cleo.employeeId)).toMatchObject({ target: 3, fact: 1, totalSeconds: 96 * HOUR, pace: 'behind' });
    expect(of(rows, huntersCalls.id, ben.employeeId)).toBeUndefined();
    // The project: every employee's calls (8), over the active employees' working time (Olivia, Anna, Cleo 176 h each, Ben 50 h).
    expect(of(rows, projectCalls.id)).toMatchObject({ fact: 8, totalSeconds: (3 * 176 + 50) * HOUR });
  });

  it('a one-time custom range counts only its days, and a goal starting next month is not read yet', async () => {
    // Read on March 11 about March 6: Mar 2-6 holds a1 and a2 (Mar 3) of 4; the range is over, so expected is the target.
    expect(of(await progressAt('2026-03-11T13:00:00+01:00', { date: '2026-03-06' }), annaWeek.id)).toMatchObject({
      from: '2026-03-02',
      to: '2026-03-06',
      fact: 2,
      expected: 4,
      projected: 2,
      pace: 'behind',
    });
    const rows = await progressAt('2026-03-11T13:00:00+01:00');
    expect(of(rows, annaWeek.id)).toBeUndefined();
    expect(of(rows, april.id)).toBeUndefined();
    const inApril = await progressAt('2026-04-01T10:00:00+02:00');
    expect(of(inApril, april.id)).toMatchObject({ from: '2026-04-01', to: '2026-04-30', fact: 0 });
    // The recurring monthly goals moved on to April.
    expect(of(inApril, annaPayments.id)).toMatchObject({ from: '2026-04-01', fact: 0 });
  });

  it('a representative sees the project goals, their own and their team’s; never another project’s', async () => {
    const rows = await progressAt('2026-03-31T15:00:00+02:00', {}, cleo);
    const goalsSeen = new Set(rows.map((r) => r.goal));
    expect(goalsSeen).toEqual(new Set([`/api/goals/${huntersCalls.id}`, `/api/goals/${projectCalls.id}`]));
    expect(rows.filter((r) => r.shareOf).map((r) => r.employee)).toEqual([`/api/employees/${cleo.employeeId}`]);
    const all = await progressAt('2026-03-31T15:00:00+02:00');
    expect(all.every((r) => r.target !== 1)).toBe(true);
  });

  it('filters by team and by employee (their goals, shares and their team’s goals)', async () => {
    const byTeam = await progressAt('2026-03-31T15:00:00+02:00', { 'team[]': [`/api/teams/${closers!.id}`] });
    expect(byTeam.map((r) => r.goal)).toEqual([`/api/goals/${closersCalls.id}`]);
    const byEmployee = await progressAt('2026-03-31T15:00:00+02:00', { 'employee[]': [`/api/employees/${ben.employeeId}`] });
    expect(new Set(byEmployee.map((r) => r.goal))).toEqual(new Set([`/api/goals/${benMinutes.id}`, `/api/goals/${closersCalls.id}`]));
  });
});
