import { afterAll, beforeAll, expect } from 'vitest';
import { addMember, createProject, mergePatch, signUp, type Actor } from '../../../test/fixtures';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { teamMemberships, teams } from '../../db/schema/teams';

export type GoalBody = {
  '@id': string;
  id: string;
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
  weights: Record<string, number>;
};

export const employeeIri = (id: string) => `/api/employees/${id}`;
export const teamIri = (id: string) => `/api/teams/${id}`;

type Member = Actor & { employeeId: string };
type Project = { id: string; '@id': string };
type Stranger = { owner: Actor; project: Project; employeeId: string; teamId: string; goalId: string };
type World = {
  t: TestApp;
  owner: Actor;
  admin: Member;
  anna: Member;
  ben: Member;
  cleo: Member;
  project: Project;
  /** Team ids: Hunters (Anna), Closers (Cleo; Ben until recently), and an archived team. */
  hunters: string;
  closers: string;
  archived: string;
  /** Another project, with a rep, a team and a goal of its own. */
  stranger: Stranger;
};

/**
 * The goals API's test world, built before the calling file's tests and closed after them: a
 * project with an owner, an admin, three representatives in two teams, and a stranger's project;
 * plus calls to the goals endpoints. Its parts are read inside the tests (`const { owner } = w`).
 */
export function goalsTestWorld() {
  let world: World | undefined;
  const w = () => {
    if (!world) throw new Error('the goals world is built in beforeAll');
    return world;
  };

  const post = (actor: Actor, payload: Record<string, unknown>) =>
    w().t.app.inject({ method: 'POST', url: '/api/goals', headers: actor.headers, payload });
  const patch = (actor: Actor, id: string, body: Record<string, unknown>) =>
    w().t.app.inject({ method: 'PATCH', url: `/api/goals/${id}`, headers: mergePatch(actor.headers), payload: JSON.stringify(body) });
  const get = (actor: Actor, id: string) => w().t.app.inject({ method: 'GET', url: `/api/goals/${id}`, headers: actor.headers });
  const remove = (actor: Actor, id: string) => w().t.app.inject({ method: 'DELETE', url: `/api/goals/${id}`, headers: actor.headers });
  const copyNext = (actor: Actor, id: string) =>
    w().t.app.inject({ method: 'POST', url: `/api/goals/${id}/copy_next`, headers: actor.headers, payload: {} });
  const list = async (actor: Actor, query = '', projectId = w().project.id): Promise<GoalBody[]> => {
    const response = await w().t.app.inject({ method: 'GET', url: `/api/projects/${projectId}/goals${query}`, headers: actor.headers });
    expect(response.statusCode, response.body).toBe(200);
    return response.json()['hydra:member'];
  };
  /** Anna's recurring monthly calls goal from 2030, with what differs. */
  const goal = (overrides: Record<string, unknown> = {}) => ({
    project: w().project['@id'],
    metric: 'calls',
    scope: 'employee',
    employee: employeeIri(w().anna.employeeId),
    period: 'month',
    recurring: true,
    from: '2030-01-01',
    target: 100,
    ...overrides,
  });
  const created = async (payload: Record<string, unknown>, actor: Actor = w().owner): Promise<GoalBody> => {
    const response = await post(actor, payload);
    expect(response.statusCode, response.body).toBe(201);
    return response.json();
  };
  /** The first violation of a create the owner sends. */
  const violation = async (payload: Record<string, unknown>) => {
    const response = await post(w().owner, payload);
    expect(response.statusCode, response.body).toBe(422);
    return response.json().violations[0];
  };

  beforeAll(async () => {
    world = await buildWorld();
  });
  afterAll(() => world?.t.close());

  return {
    get t() {
      return w().t;
    },
    get owner() {
      return w().owner;
    },
    get admin() {
      return w().admin;
    },
    get anna() {
      return w().anna;
    },
    get ben() {
      return w().ben;
    },
    get cleo() {
      return w().cleo;
    },
    get project() {
      return w().project;
    },
    get hunters() {
      return w().hunters;
    },
    get closers() {
      return w().closers;
    },
    get archived() {
      return w().archived;
    },
    get stranger() {
      return w().stranger;
    },
    post,
    patch,
    get,
    remove,
    copyNext,
    list,
    goal,
    created,
    violation,
  };
}

async function buildWorld(): Promise<World> {
  const t = await createTestApp();
  const owner = await signUp(t, 'Olivia Owner');
  const project = await createProject(t, owner);
  const admin = await addMember(t, project.id, 'ADMIN', 'Adam Admin');
  const anna = await addMember(t, project.id, 'REPRESENTATIVE', 'Anna Rep');
  const ben = await addMember(t, project.id, 'REPRESENTATIVE', 'Ben Rep');
  const cleo = await addMember(t, project.id, 'REPRESENTATIVE', 'Cleo Rep');
  const made = await t.db
    .insert(teams)
    .values([
      { projectId: project.id, name: 'Hunters' },
      { projectId: project.id, name: 'Closers' },
      { projectId: project.id, name: 'Old guard', archivedAt: new Date() },
    ])
    .returning();
  const [hunters, closers, archived] = made.map((row) => row.id) as [string, string, string];
  // Anna is in Hunters; Ben was in Closers until recently and is in no team now; Cleo is in Closers.
  await t.db.insert(teamMemberships).values([
    { projectId: project.id, teamId: hunters, employeeId: anna.employeeId, fromDay: '2026-01-01', toDay: null },
    { projectId: project.id, teamId: closers, employeeId: ben.employeeId, fromDay: '2026-01-01', toDay: '2026-06-30' },
    { projectId: project.id, teamId: closers, employeeId: cleo.employeeId, fromDay: '2026-01-01', toDay: null },
  ]);

  const otherOwner = await signUp(t, 'Oscar Other');
  const otherProject = await createProject(t, otherOwner, 'Other Sales');
  const otherRep = await addMember(t, otherProject.id, 'REPRESENTATIVE', 'Otto Rep');
  const [otherTeam] = await t.db.insert(teams).values({ projectId: otherProject.id, name: 'Elsewhere' }).returning();
  const otherGoal = await t.app.inject({
    method: 'POST',
    url: '/api/goals',
    headers: otherOwner.headers,
    payload: {
      project: otherProject['@id'],
      metric: 'calls',
      scope: 'project',
      period: 'month',
      recurring: true,
      from: '2030-01-01',
      target: 10,
    },
  });
  expect(otherGoal.statusCode, otherGoal.body).toBe(201);
  const stranger = {
    owner: otherOwner,
    project: otherProject,
    employeeId: otherRep.employeeId,
    teamId: otherTeam!.id,
    goalId: otherGoal.json().id,
  };
  return { t, owner, admin, anna, ben, cleo, project, hunters, closers, archived, stranger };
}
