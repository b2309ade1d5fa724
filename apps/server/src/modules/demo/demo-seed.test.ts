import { asc, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, loginUser, bearer, type TestApp } from '../../../test/test-app';
import { employees } from '../../db/schema/employees';
import { teamMemberships, teams } from '../../db/schema/teams';
import { users } from '../../db/schema/users';
import { localDate } from '../../lib/time/zoned-time';
import { demoMoveDay } from './demo-goals';
import { seedDemoWorkspace, shouldSeedDemo } from './demo-seed';
import { DEMO_TIME_ZONE } from './demo-team';

describe('demo workspace', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('creates a demo user who can sign in and sees a project with twelve scheduled employees, once', async () => {
    const credentials = await seedDemoWorkspace(t.db);
    expect(credentials).toBeDefined();
    const { token } = await loginUser(t.app, credentials!.email, credentials!.password);
    const { projects } = (await t.app.inject({ method: 'GET', url: '/api/projects', headers: bearer(token) })).json();
    expect(projects).toHaveLength(1);
    expect(projects[0]).toMatchObject({ name: 'Demo Sales Team', role: 'OWNER' });
    const team = (await t.app.inject({ method: 'GET', url: `/api/projects/${projects[0].id}/employees`, headers: bearer(token) })).json();
    expect(team['hydra:totalItems']).toBe(12);
    expect(team['hydra:member'].every((e: { schedules: unknown[] }) => e.schedules.length > 0)).toBe(true);
    const balances = (
      await t.app.inject({ method: 'GET', url: `/api/projects/${projects[0].id}/point_balances`, headers: bearer(token) })
    ).json();
    expect(balances['hydra:totalItems']).toBe(12);
    const points = balances['hydra:member'].map((b: { points: number }) => b.points);
    expect(points.slice(0, 4)).toEqual([45, 45, 35, 30]);
    expect(points.filter((p: number) => p > 0)).toHaveLength(8);
    const history = (
      await t.app.inject({
        method: 'GET',
        url: `/api/projects/${projects[0].id}/point_transactions?itemsPerPage=100`,
        headers: bearer(token),
      })
    ).json();
    expect(history['hydra:totalItems']).toBe(11);
    expect(history['hydra:member'][0]).toMatchObject({
      amount: -30,
      balance: 30,
      comment: 'Gift request: Coffee voucher',
      author: { name: 'Bianca Ruiz' },
    });
    const gifts = (
      await t.app.inject({ method: 'GET', url: `/api/projects/${projects[0].id}/gift_products`, headers: bearer(token) })
    ).json();
    expect(gifts['hydra:member'].map((g: { price: number }) => g.price)).toEqual([30, 80, 250, 400]);
    // Each with a picture of the project's own (an SVG drawing), served as an uploaded one is.
    for (const gift of gifts['hydra:member'] as { image: { contentUrl: string } | null }[]) {
      const picture = await t.app.inject({ method: 'GET', url: gift.image!.contentUrl });
      expect([picture.statusCode, picture.headers['content-type']]).toEqual([200, 'image/svg+xml']);
    }
    // The distribution a customer would set up: the ten reps and the owner, by weight, live from the start here (no past played).
    const routing = (
      await t.app.inject({ method: 'GET', url: `/api/projects/${projects[0].id}/distributions`, headers: bearer(token) })
    ).json();
    expect(routing['hydra:member']).toMatchObject([{ name: 'Inbound leads', active: true }]);
    expect(routing['hydra:member'][0].employees).toHaveLength(11);
    expect(routing['hydra:member'][0].fallbackEmployee).not.toBeNull();
    const requests = (
      await t.app.inject({ method: 'GET', url: `/api/projects/${projects[0].id}/gift_requests?status[]=pending`, headers: bearer(token) })
    ).json();
    const contests = (
      await t.app.inject({ method: 'GET', url: `/api/projects/${projects[0].id}/point_contests`, headers: bearer(token) })
    ).json();
    expect(contests['hydra:member']).toMatchObject([{ name: 'Successful calls sprint', status: 'running', prizes: [100, 60, 30] }]);
    expect(contests['hydra:member'][0].standings).toHaveLength(12);
    const boards = (
      await t.app.inject({ method: 'GET', url: `/api/projects/${projects[0].id}/dashboards`, headers: bearer(token) })
    ).json();
    expect(boards['hydra:member']).toMatchObject([{ name: 'Team overview', isEnabled: true }]);
    expect(boards['hydra:member'][0].widgets).toHaveLength(6);
    expect(boards['hydra:member'][0].widgets[3]).toMatchObject({ view: 'byTeam', teams: [] });
    const teamList = await t.app.inject({ method: 'GET', url: `/api/projects/${projects[0].id}/teams`, headers: bearer(token) });
    const hunters = teamList.json()['hydra:member'].find((team: { name: string }) => team.name === 'Hunters');
    expect(boards['hydra:member'][0].widgets[5]).toMatchObject({ view: 'goal', teams: [hunters['@id']] });
    expect(boards['hydra:member'][0].widgets[0]).toMatchObject({ metric: 'payments', view: 'total' });
    expect(requests['hydra:member']).toMatchObject([
      { status: 'pending', price: 30, employee: { name: 'Bianca Ruiz' }, giftProduct: { name: 'Coffee voucher' } },
    ]);

    // Three teams of four with a lead each; Diego moved from the Closers to the Hunters on the 10th.
    const names = new Map(
      (await t.db.select({ id: employees.id, name: users.name }).from(employees).innerJoin(users, eq(users.id, employees.userId))).map(
        (row) => [row.id, row.name],
      ),
    );
    const teamRows = await t.db.select().from(teams).where(isNull(teams.archivedAt)).orderBy(asc(teams.name));
    expect(teamRows.map((row) => [row.name, names.get(row.leadEmployeeId!)])).toEqual([
      ['Closers', 'Hana Sato'],
      ['Growth', 'Dana Demo'],
      ['Hunters', 'Alex Morgan'],
    ]);
    const teamName = new Map(teamRows.map((row) => [row.id, row.name]));
    const stretches = await t.db.select().from(teamMemberships);
    const today = new Map<string, string[]>();
    for (const stretch of stretches.filter((s) => s.toDay === null))
      today.set(teamName.get(stretch.teamId)!, [...(today.get(teamName.get(stretch.teamId)!) ?? []), names.get(stretch.employeeId)!]);
    expect([...today.values()].map((members) => members.length)).toEqual([4, 4, 4]);
    expect(today.get('Hunters')).toContain('Diego Alvarez');
    const moveDay = demoMoveDay(localDate(DEMO_TIME_ZONE, Date.now()));
    const diego = stretches
      .filter((s) => names.get(s.employeeId) === 'Diego Alvarez')
      .map((s) => ({ team: teamName.get(s.teamId), from: s.fromDay, to: s.toDay }))
      .sort((a, b) => a.from.localeCompare(b.from));
    expect(diego).toHaveLength(2);
    expect(diego[0]).toMatchObject({
      team: 'Closers',
      to: new Date(Date.parse(`${moveDay}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10),
    });
    expect(diego[1]).toEqual({ team: 'Hunters', from: moveDay, to: null });

    // Monthly recurring goals from this month's 1st: payments, calls and successful calls per rep,
    // payments per team (split evenly) and for the project.
    const goals = (
      await t.app.inject({ method: 'GET', url: `/api/projects/${projects[0].id}/goals?itemsPerPage=100`, headers: bearer(token) })
    ).json();
    type DemoGoal = {
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
    };
    const all: DemoGoal[] = goals['hydra:member'];
    expect(all).toHaveLength(10 * 3 + 3 + 1);
    expect(all.every((g) => g.period === 'month' && g.recurring && g.to === null && g.from.endsWith('-01') && g.target > 0)).toBe(true);
    const byScope = (scope: string) => all.filter((g) => g.scope === scope);
    expect(byScope('employee').filter((g) => g.metric === 'calls')).toHaveLength(10);
    expect(byScope('employee').filter((g) => g.metric === 'successCalls')).toHaveLength(10);
    expect(byScope('employee').filter((g) => g.metric === 'payments')).toHaveLength(10);
    expect(byScope('team').map((g) => [g.metric, g.split])).toEqual([
      ['payments', 'even'],
      ['payments', 'even'],
      ['payments', 'even'],
    ]);
    expect(byScope('project')).toMatchObject([{ metric: 'payments' }]);
    // A team's target is about its members' months, the project's about everyone's: bigger than any rep's.
    const repPayments = byScope('employee')
      .filter((g) => g.metric === 'payments')
      .map((g) => g.target);
    expect(Math.min(...byScope('team').map((g) => g.target))).toBeGreaterThan(Math.min(...repPayments));
    expect(byScope('project')[0]!.target).toBeGreaterThan(Math.max(...byScope('team').map((g) => g.target)));
    // Targets differ per rep, as their paces do.
    expect(
      new Set(
        byScope('employee')
          .filter((g) => g.metric === 'calls')
          .map((g) => g.target),
      ).size,
    ).toBeGreaterThan(5);

    expect(await seedDemoWorkspace(t.db)).toBeUndefined();
  });

  it('runs on the embedded database unless turned off, and on PostgreSQL only when asked', () => {
    expect(shouldSeedDemo(undefined, false)).toBe(true);
    expect(shouldSeedDemo(false, false)).toBe(false);
    expect(shouldSeedDemo(undefined, true)).toBe(false);
    expect(shouldSeedDemo(true, true)).toBe(true);
  });
});
