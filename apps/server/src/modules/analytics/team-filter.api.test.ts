import type { CallsRow, ManagersRow } from '@salespulse/contract/analytics';
import { afterAll, describe, expect, it } from 'vitest';
import { addMember, createProject, createWebhookProvider, signUp } from '../../../test/fixtures';
import { createTestApp } from '../../../test/test-app';
import { postEvents } from '../../../test/webhook-client';
import { teamMemberships, teams } from '../../db/schema/teams';

// The analytics boards' team filter: the employees who were in the team on any day of the period.

const t = await createTestApp();
const owner = await signUp(t, 'Olivia Owner');
const project = await createProject(t, owner, 'Teams on boards', 'Europe/Berlin');
const otherOwner = await signUp(t, 'Otto Other');
const other = await createProject(t, otherOwner, 'Elsewhere', 'Europe/Berlin');
const anna = await addMember(t, project.id, 'REPRESENTATIVE', 'Anna');
const ben = await addMember(t, project.id, 'REPRESENTATIVE', 'Ben');
const cleo = await addMember(t, project.id, 'REPRESENTATIVE', 'Cleo');
const [hunters] = await t.db.insert(teams).values({ projectId: project.id, name: 'Hunters' }).returning();
const [empty] = await t.db.insert(teams).values({ projectId: project.id, name: 'Empty' }).returning();
const [foreign] = await t.db.insert(teams).values({ projectId: other.id, name: 'Foreign' }).returning();
// Anna all along; Ben until October 15; Cleo only from November.
await t.db.insert(teamMemberships).values([
  { projectId: project.id, teamId: hunters!.id, employeeId: anna.employeeId, fromDay: '2026-09-01', toDay: null },
  { projectId: project.id, teamId: hunters!.id, employeeId: ben.employeeId, fromDay: '2026-09-01', toDay: '2026-10-15' },
  { projectId: project.id, teamId: hunters!.id, employeeId: cleo.employeeId, fromDay: '2026-11-01', toDay: null },
]);
const crm = await createWebhookProvider(t, owner, project);
const response = await postEvents(t.app, crm.id, crm.secret, {
  events: [
    ...[anna, ben, cleo].map((m, i) => ({ type: 'user', externalId: `u${i}`, name: m.name, email: m.email })),
    ...[0, 1, 2].map((i) => ({
      type: 'call',
      externalId: `c${i}`,
      ownerExternalId: `u${i}`,
      startedAt: '2026-10-20T10:00:00Z',
      durationSeconds: 60,
    })),
  ],
});
if (response.statusCode !== 200) throw new Error(response.body);

const october = { from: '2026-10-01', to: '2026-10-31' };
const iri = (m: { employeeId: string }) => `/api/employees/${m.employeeId}`;
const board = (path: string, filters: Record<string, unknown>) =>
  t.app.inject({
    method: 'POST',
    url: `/api/analytics/${path}`,
    headers: owner.headers,
    payload: { project: project['@id'], date: october, ...filters },
  });

describe('team filter on the analytics boards', () => {
  afterAll(() => t.close());

  it('keeps the employees who were in the team on any day of the period', async () => {
    const calls = await board('calls', { teams: [`/api/teams/${hunters!.id}`] });
    expect(calls.statusCode, calls.body).toBe(200);
    expect((calls.json() as { employees: CallsRow[] }).employees.map((r) => r.employee)).toEqual([iri(anna), iri(ben)]);
    const managers = await board('managers', { teams: [`/api/teams/${hunters!.id}`] });
    expect(managers.statusCode, managers.body).toBe(200);
    expect((managers.json() as { employees: ManagersRow[] }).employees.map((r) => r.employee)).toEqual([iri(anna), iri(ben)]);
  });

  it('with employees: those of them in the team; a team without members in the period: nobody', async () => {
    const both = await board('calls', { teams: [`/api/teams/${hunters!.id}`], employees: [iri(ben), iri(cleo)] });
    expect((both.json() as { employees: CallsRow[] }).employees.map((r) => r.employee)).toEqual([iri(ben)]);
    const none = await board('calls', { teams: [`/api/teams/${empty!.id}`] });
    expect(none.statusCode, none.body).toBe(200);
    expect((none.json() as { employees: CallsRow[] }).employees).toEqual([]);
  });

  it('refuses another project’s team and a malformed reference with a 422 on the field', async () => {
    const foreignTeam = await board('lead_processing', { teams: [`/api/teams/${hunters!.id}`, `/api/teams/${foreign!.id}`] });
    expect(foreignTeam.statusCode).toBe(422);
    expect(foreignTeam.json().violations).toEqual([{ propertyPath: 'teams.1', message: 'must be a team of this project' }]);
    const malformed = await board('calls', { teams: ['/api/employees/nope'] });
    expect(malformed.statusCode).toBe(422);
    expect(malformed.json().violations[0].propertyPath).toBe('teams.0');
  });
});
