import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMember, createProject, mergePatch, signUp, type Actor } from '../../../test/fixtures';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { calls } from '../../db/schema/activity';
import { employees } from '../../db/schema/employees';
import { createProjectAccess } from '../../access/project-access';
import { settings } from '../../db/schema/settings';
import { createPointContestsService } from './point-contests.service';
import { pointContests } from '../../db/schema/points';

type Standing = { employee: string; value: number; place: number; points: number };
type Contest = {
  id: string;
  '@id': string;
  name: string;
  status: string;
  standings: Standing[];
  prizes: number[];
  participants: string[];
  settledAt: string | null;
};

const HOUR = 60 * 60 * 1000;

/** A local date of Europe/Berlin (the test project's zone), `offset` days from today there. */
function berlinDay(offset: number): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin' }).format(new Date());
  const date = new Date(`${today}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + offset);
  return date.toISOString().slice(0, 10);
}

describe('point contests API', () => {
  let t: TestApp;
  let owner: Actor;
  let anna: Actor & { employeeId: string };
  let ben: Actor & { employeeId: string };
  let cleo: Actor & { employeeId: string };
  let project: { id: string; '@id': string };
  let providerId: string;
  let ownerEmployee: string;

  const iri = (id: string) => `/api/employees/${id}`;
  const post = (actor: Actor, payload: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: '/api/point_contests', headers: actor.headers, payload });
  const patch = (actor: Actor, id: string, body: Record<string, unknown>) =>
    t.app.inject({ method: 'PATCH', url: `/api/point_contests/${id}`, headers: mergePatch(actor.headers), payload: JSON.stringify(body) });
  const list = async (actor: Actor, query = ''): Promise<Contest[]> => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/projects/${project.id}/point_contests${query}`,
      headers: actor.headers,
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json()['hydra:member'];
  };
  const contest = (overrides: Record<string, unknown> = {}) => ({
    project: project['@id'],
    name: 'Call sprint',
    metric: 'calls',
    startsOn: berlinDay(-1),
    endsOn: berlinDay(1),
    prizes: [100, 50],
    ...overrides,
  });
  const call = (employeeId: string, at: Date, durationSeconds = 0) =>
    t.db.insert(calls).values({
      projectId: project.id,
      dataProviderId: providerId,
      externalId: randomUUID(),
      employeeId,
      startedAt: at,
      durationSeconds,
      answered: durationSeconds > 0,
      updatedAt: at,
    });
  const balanceOf = async (employeeId: string): Promise<number> => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/projects/${project.id}/point_balances?employee[]=${employeeId}`,
      headers: owner.headers,
    });
    return response.json()['hydra:member'][0].points;
  };

  beforeAll(async () => {
    t = await createTestApp();
    owner = await signUp(t, 'Olivia Owner');
    project = await createProject(t, owner);
    anna = await addMember(t, project.id, 'REPRESENTATIVE', 'Anna Rep');
    ben = await addMember(t, project.id, 'REPRESENTATIVE', 'Ben Rep');
    cleo = await addMember(t, project.id, 'REPRESENTATIVE', 'Cleo Rep');
    const provider = await t.app.inject({
      method: 'POST',
      url: '/api/data_providers',
      headers: owner.headers,
      payload: { project: project['@id'], type: 'webhook', name: 'CRM' },
    });
    providerId = provider.json().id;
    const [row] = await t.db
      .select({ id: employees.id })
      .from(employees)
      .where(and(eq(employees.projectId, project.id), eq(employees.userId, owner.id)));
    ownerEmployee = row!.id;
  });
  afterAll(() => t.close());

  it('is closed while the gift shop is off, then open to admins and owners only', async () => {
    expect((await post(owner, contest())).statusCode).toBe(403);
    await t.db
      .update(settings)
      .set({ value: '1' })
      .where(and(eq(settings.projectId, project.id), eq(settings.name, 'gift_shop_enabled')));
    expect((await post(anna, contest())).statusCode).toBe(403);
  });

  it('validates the days, prizes, figure and participants', async () => {
    const violation = async (overrides: Record<string, unknown>) => {
      const response = await post(owner, contest(overrides));
      expect(response.statusCode, response.body).toBe(422);
      return response.json().violations[0];
    };
    expect(await violation({ startsOn: berlinDay(2), endsOn: berlinDay(1) })).toEqual({
      propertyPath: 'endsOn',
      message: 'must not be before startsOn',
    });
    expect(await violation({ startsOn: berlinDay(-10), endsOn: berlinDay(-1) })).toEqual({
      propertyPath: 'endsOn',
      message: 'must not be in the past',
    });
    expect(await violation({ startsOn: berlinDay(0), endsOn: berlinDay(366) })).toEqual({
      propertyPath: 'endsOn',
      message: 'a contest lasts at most 366 days',
    });
    expect(await violation({ startsOn: '2026-02-30' })).toMatchObject({ propertyPath: 'startsOn' });
    expect(await violation({ prizes: [] })).toMatchObject({ propertyPath: 'prizes' });
    expect(await violation({ prizes: [10, 0] })).toMatchObject({ propertyPath: 'prizes.1' });
    expect(await violation({ metric: 'vibes' })).toMatchObject({ propertyPath: 'metric' });
    expect(await violation({ participants: [iri(anna.employeeId), iri(randomUUID())] })).toEqual({
      propertyPath: 'participants.1',
      message: 'must be an employee of this project',
    });
  });

  it('shows live standings of a running contest: best first, prizes by place, everyone active taking part', async () => {
    const now = Date.now();
    await call(anna.employeeId, new Date(now - 60_000));
    await call(anna.employeeId, new Date(now - 120_000), 90);
    await call(anna.employeeId, new Date(now - 180_000));
    await call(ben.employeeId, new Date(now - 240_000), 30);
    const created = await post(owner, contest());
    expect(created.statusCode, created.body).toBe(201);
    const body: Contest = created.json();
    expect(body).toMatchObject({
      '@type': 'PointContest',
      name: 'Call sprint',
      status: 'running',
      prizes: [100, 50],
      participants: [],
      settledAt: null,
    });
    expect(body.standings.slice(0, 3)).toEqual([
      { employee: iri(anna.employeeId), value: 3, place: 1, points: 100 },
      { employee: iri(ben.employeeId), value: 1, place: 2, points: 50 },
      { employee: iri(cleo.employeeId), value: 0, place: 3, points: 0 },
    ]);
    expect(body.standings).toHaveLength(4);

    const minutes = await post(
      owner,
      contest({ name: 'Talk time', metric: 'callMinutes', participants: [iri(ben.employeeId), iri(anna.employeeId)] }),
    );
    expect(minutes.json().standings).toEqual([
      { employee: iri(anna.employeeId), value: 1.5, place: 1, points: 100 },
      { employee: iri(ben.employeeId), value: 0.5, place: 2, points: 50 },
    ]);
    const upcoming = await post(owner, contest({ name: 'Next week', startsOn: berlinDay(3), endsOn: berlinDay(9) }));
    expect(upcoming.json()).toMatchObject({ status: 'upcoming' });
    expect(upcoming.json().standings.every((s: Standing) => s.points === 0)).toBe(true);

    const listed = await list(anna);
    expect(listed.map((c) => c.name)).toEqual(['Next week', 'Talk time', 'Call sprint']);
    // The page reads all its contests' figures at once; each keeps its own figure, days and roster.
    expect(listed.map((c) => c.standings)).toEqual([upcoming.json().standings, minutes.json().standings, body.standings]);
    expect((await list(anna, '?status[]=upcoming')).map((c) => c.name)).toEqual(['Next week']);
    expect((await list(anna, '?status[]=running')).map((c) => c.name)).toEqual(['Talk time', 'Call sprint']);
  });

  it('gives the prizes once, automatically, when the last day is over', async () => {
    // The contest's days move into the past, as if it had run last week; its calls with it.
    await t.db
      .update(pointContests)
      .set({ startsOn: berlinDay(-9), endsOn: berlinDay(-2) })
      .where(eq(pointContests.name, 'Call sprint'));
    // Around noon in Berlin three days ago (UTC+1 or +2: the same local day either way).
    const noon = Date.parse(`${berlinDay(-3)}T11:00:00Z`);
    for (const hours of [0, 1, 2, 3]) await call(cleo.employeeId, new Date(noon - (hours * HOUR) / 4));
    const contests = createPointContestsService({ db: t.db, access: createProjectAccess(t.db) });
    expect(await contests.settleDue()).toBe(1);
    expect(await contests.settleDue()).toBe(0);

    const [finished] = await list(owner, '?status[]=finished');
    expect(finished).toMatchObject({ name: 'Call sprint', status: 'finished' });
    expect(finished!.settledAt).not.toBeNull();
    // Today's calls are outside last week's contest: only Cleo's calls of three days ago count.
    expect(finished!.standings[0]).toEqual({ employee: iri(cleo.employeeId), value: 4, place: 1, points: 100 });
    expect(finished!.standings.slice(1).every((s) => s.points === 0)).toBe(true);
    expect(await balanceOf(cleo.employeeId)).toBe(100);
    expect(await balanceOf(anna.employeeId)).toBe(0);
    const history = await t.app.inject({
      method: 'GET',
      url: `/api/projects/${project.id}/point_transactions?employee[]=${cleo.employeeId}`,
      headers: owner.headers,
    });
    expect(history.json()['hydra:member'][0]).toMatchObject({
      amount: 100,
      comment: 'Contest "Call sprint": place 1',
      author: { name: 'Olivia Owner' },
    });

    const late = await patch(owner, finished!.id, { name: 'Renamed' });
    expect(late.statusCode).toBe(409);
    expect(late.json()['hydra:description']).toBe('This contest is already finished.');
  });

  it('changes a running contest, and cancels one without prizes', async () => {
    const [talk] = await list(owner, '?status[]=running');
    expect((await patch(anna, talk!.id, { name: 'Mine now' })).statusCode).toBe(403);
    const renamed = await patch(owner, talk!.id, {
      name: 'Talk time II',
      prizes: [70],
      endsOn: berlinDay(5),
      participants: [iri(ownerEmployee)],
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json()).toMatchObject({ name: 'Talk time II', prizes: [70], endsOn: berlinDay(5), participants: [iri(ownerEmployee)] });
    expect((await patch(owner, talk!.id, { endsOn: berlinDay(-3) })).json().violations[0]).toMatchObject({ propertyPath: 'endsOn' });
    const canceled = await patch(owner, talk!.id, { status: 'canceled' });
    expect(canceled.json()).toMatchObject({ status: 'canceled', standings: [] });
    expect((await patch(owner, talk!.id, { status: 'canceled' })).statusCode).toBe(409);
    await t.db
      .update(pointContests)
      .set({ endsOn: berlinDay(-1), startsOn: berlinDay(-2) })
      .where(eq(pointContests.id, talk!.id));
    const contests = createPointContestsService({ db: t.db, access: createProjectAccess(t.db) });
    expect(await contests.settleDue()).toBe(0);
    expect(await balanceOf(ownerEmployee)).toBe(0);
  });

  it('keeps other projects’ contests out of reach', async () => {
    const stranger = await signUp(t, 'Stranger');
    const [upcoming] = await list(owner, '?status[]=upcoming');
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/projects/${project.id}/point_contests`, headers: stranger.headers })).statusCode,
    ).toBe(404);
    expect((await patch(stranger, upcoming!.id, { name: 'Mine' })).statusCode).toBe(404);
    expect((await post(stranger, contest())).statusCode).toBe(404);
  });
});
