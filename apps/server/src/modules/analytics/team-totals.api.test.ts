import { callsResponseSchema, leadProcessingResponseSchema, managersResponseSchema } from '@salespulse/contract/analytics';
import { afterAll, describe, expect, it } from 'vitest';
import { sendHistory } from '../../../test/activity-history';
import { addMember, createProject, createWebhookProvider, signUp } from '../../../test/fixtures';
import { createTestApp } from '../../../test/test-app';
import { teamMemberships, teams } from '../../db/schema/teams';

// Team totals rows on the managers, lead-processing and calls boards (docs/analytics.md, "Team
// totals"): each employee in the team of the period's last day, rates from the team's sums.

const t = await createTestApp();
const owner = await signUp(t, 'Olivia Owner');
const project = await createProject(t, owner, 'Team totals', 'UTC');
const otherOwner = await signUp(t, 'Otto Other');
const other = await createProject(t, otherOwner, 'No teams here', 'UTC');
const anna = await addMember(t, project.id, 'REPRESENTATIVE', 'Anna');
const ben = await addMember(t, project.id, 'REPRESENTATIVE', 'Ben');
const cleo = await addMember(t, project.id, 'REPRESENTATIVE', 'Cleo');
const dan = await addMember(t, project.id, 'REPRESENTATIVE', 'Dan');
const otto = await addMember(t, other.id, 'REPRESENTATIVE', 'Otto Rep');
// Named so that creation order is not name order.
const [beta] = await t.db.insert(teams).values({ projectId: project.id, name: 'Beta' }).returning();
const [alpha] = await t.db.insert(teams).values({ projectId: project.id, name: 'Alpha' }).returning();
// Anna in Alpha; Ben in Alpha until October 15, then in Beta; Cleo in Beta; Dan in no team.
await t.db.insert(teamMemberships).values([
  { projectId: project.id, teamId: alpha!.id, employeeId: anna.employeeId, fromDay: '2026-09-01', toDay: null },
  { projectId: project.id, teamId: alpha!.id, employeeId: ben.employeeId, fromDay: '2026-09-01', toDay: '2026-10-15' },
  { projectId: project.id, teamId: beta!.id, employeeId: ben.employeeId, fromDay: '2026-10-16', toDay: null },
  { projectId: project.id, teamId: beta!.id, employeeId: cleo.employeeId, fromDay: '2026-09-01', toDay: null },
]);

const crm = await createWebhookProvider(t, owner, project);
const users = [anna, ben, cleo, dan].map((m, i) => ({ type: 'user', externalId: `u${i}`, name: m.name, email: m.email }));
const call = (id: string, ownerId: string | null, startedAt: string, durationSeconds: number) => ({
  type: 'call',
  externalId: id,
  ...(ownerId ? { ownerExternalId: ownerId } : {}),
  startedAt,
  durationSeconds,
});
// Deals reach their owner at creation (weekdays, inside 10:00-17:00); a stage change processes them.
await sendHistory(
  t.app,
  crm,
  [
    {
      externalId: 'A1',
      createdAt: '2026-10-05T10:00:00Z',
      owner: 'u0',
      amount: 100,
      steps: [{ at: '2026-10-05T10:10:00Z', stage: 'paid' }],
    },
    { externalId: 'A2', createdAt: '2026-10-05T11:00:00Z', owner: 'u0', amount: 100 },
    {
      externalId: 'B1',
      createdAt: '2026-10-06T10:00:00Z',
      owner: 'u1',
      amount: 100,
      steps: [{ at: '2026-10-06T10:20:00Z', stage: 'paid' }],
    },
    {
      externalId: 'B2',
      createdAt: '2026-10-07T11:00:00Z',
      owner: 'u1',
      amount: 100,
      steps: [{ at: '2026-10-07T11:40:00Z', stage: 'paid' }],
    },
    {
      externalId: 'C1',
      createdAt: '2026-10-08T10:00:00Z',
      owner: 'u2',
      amount: 100,
      steps: [{ at: '2026-10-08T10:10:00Z', stage: 'qualified' }],
    },
    {
      externalId: 'D1',
      createdAt: '2026-10-09T10:00:00Z',
      owner: 'u3',
      amount: 100,
      steps: [{ at: '2026-10-09T10:05:00Z', stage: 'paid' }],
    },
    {
      externalId: 'G1',
      createdAt: '2026-10-09T12:00:00Z',
      owner: 'ghost',
      amount: 100,
      steps: [{ at: '2026-10-09T12:05:00Z', stage: 'paid' }],
    },
  ],
  [
    ...users,
    call('c1', 'u0', '2026-10-05T12:00:00Z', 60),
    call('c2', 'u0', '2026-10-05T12:30:00Z', 0),
    call('c3', 'u1', '2026-10-06T12:00:00Z', 120),
    call('c4', 'u1', '2026-10-06T12:30:00Z', 0),
    call('c5', 'u2', '2026-10-06T13:00:00Z', 30),
    call('c6', 'u3', '2026-10-07T13:00:00Z', 45),
    call('c7', null, '2026-10-07T14:00:00Z', 10),
  ],
);
await t.db.execute(`update definitions set kind = 'won' where project_id = '${project.id}' and stage = 'paid'`);
const setting = await t.app.inject({
  method: 'POST',
  url: '/api/settings',
  headers: owner.headers,
  payload: { project: project['@id'], name: 'call_time_target', value: '1' },
});
if (setting.statusCode !== 201) throw new Error(setting.body);
// The other project's own activity (no teams there).
const otherCrm = await createWebhookProvider(t, otherOwner, other);
await sendHistory(
  t.app,
  otherCrm,
  [{ externalId: 'A1', createdAt: '2026-10-05T10:00:00Z', owner: 'x0', amount: 5 }],
  [{ type: 'user', externalId: 'x0', name: 'Otto Rep', email: otto.email }, call('c1', 'x0', '2026-10-05T12:00:00Z', 60)],
);

const october = { from: '2026-10-01', to: '2026-10-31' };
const board = (path: string, actor = owner, of: { '@id': string } = project, filters: Record<string, unknown> = {}) =>
  t.app.inject({
    method: 'POST',
    url: `/api/analytics/${path}`,
    headers: actor.headers,
    payload: { project: of['@id'], date: october, ...filters },
  });
const alphaIri = `/api/teams/${alpha!.id}`;
const betaIri = `/api/teams/${beta!.id}`;

describe('team totals rows on the analytics boards', () => {
  afterAll(() => t.close());

  it('managers: one row per team of the last day, by name, rates from the summed counts', async () => {
    const response = await board('managers');
    expect(response.statusCode, response.body).toBe(200);
    const body = managersResponseSchema.parse(response.json());
    expect(body.teams.map((r) => [r.team, r.name, r.count, r.won, r.conversion])).toEqual([
      // Anna: 2 deals, 1 won.
      [alphaIri, 'Alpha', 2, 1, 50],
      // Ben (moved in on the 16th) 2 won of 2, Cleo 0 of 1: 2 of 3, not the mean of 100 % and 0 %.
      [betaIri, 'Beta', 3, 2, 66.67],
    ]);
    expect(body.teams[1]!.columns[0]).toEqual({ name: 'Lead', value: 3 });
    // Dan and "No owner" are in no team row; the total still counts them.
    expect(body.total.count).toBe(7);
  });

  it('lead processing: counts summed, the averages over the members’ leads (weighted by count)', async () => {
    const response = await board('lead_processing');
    expect(response.statusCode, response.body).toBe(200);
    const body = leadProcessingResponseSchema.parse(response.json());
    expect(body.teams).toEqual([
      { team: alphaIri, name: 'Alpha', participatedCount: 2, processedCount: 1, processTimeAvg: 600, participateTimeAvg: 0 },
      // (1200 + 2400 + 600) / 3 = 1400, where the mean of Ben's 1800 and Cleo's 600 would be 1200.
      { team: betaIri, name: 'Beta', participatedCount: 3, processedCount: 3, processTimeAvg: 1400, participateTimeAvg: 0 },
    ]);
  });

  it('calls: sums, the pickup rate from them, day records summed by date, kpi over the members’ working days', async () => {
    const response = await board('calls');
    expect(response.statusCode, response.body).toBe(200);
    const body = callsResponseSchema.parse(response.json());
    expect(body.teams).toEqual([
      {
        team: alphaIri,
        name: 'Alpha',
        callCountActivity: { actual: 2, success: 1 },
        callDurationActivity: { actual: 60 },
        pickupRate: 50,
        // One day of 22 working days met the 60-second target.
        kpi: 4.55,
        dayCallStats: [{ date: '2026-10-05', duration: 60 }],
      },
      {
        team: betaIri,
        name: 'Beta',
        // 2 of 3, not the mean of Ben's 50 % and Cleo's 100 %.
        callCountActivity: { actual: 3, success: 2 },
        callDurationActivity: { actual: 150 },
        pickupRate: 66.67,
        // Ben met 1 day, Cleo half of one, over 2 × 22 working days.
        kpi: 3.41,
        dayCallStats: [{ date: '2026-10-06', duration: 150 }],
      },
    ]);
  });

  it('the last day decides: a period ending before the move counts Ben in Alpha', async () => {
    const response = await board('calls', owner, project, { date: { from: '2026-10-01', to: '2026-10-15' } });
    const body = callsResponseSchema.parse(response.json());
    expect(body.teams.map((r) => [r.name, r.callCountActivity.actual])).toEqual([
      ['Alpha', 4],
      ['Beta', 1],
    ]);
  });

  it('with a team filter the team rows come from the kept employees only', async () => {
    const response = await board('managers', owner, project, { teams: [betaIri] });
    const body = managersResponseSchema.parse(response.json());
    // Ben was in Alpha earlier in the period, so the Alpha filter would keep him; Beta keeps Ben and Cleo.
    expect(body.teams.map((r) => [r.name, r.count])).toEqual([['Beta', 3]]);
  });

  it('a project without teams answers an empty list, and never shows another project’s teams', async () => {
    for (const path of ['managers', 'lead_processing', 'calls']) {
      const response = await board(path, otherOwner, other);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().teams).toEqual([]);
      const foreign = await board(path, otherOwner, project);
      expect(foreign.statusCode).toBe(404);
    }
  });
});
