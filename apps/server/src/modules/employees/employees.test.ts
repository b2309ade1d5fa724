import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMember, createProject, mergePatch, signUp, type Actor } from '../../../test/fixtures';
import { createTestApp, type TestApp } from '../../../test/test-app';

describe('employees API', () => {
  let t: TestApp;
  let owner: Actor;
  let project: { id: string; '@id': string };
  beforeAll(async () => {
    t = await createTestApp();
    owner = await signUp(t, 'Olivia Owner');
    project = await createProject(t, owner);
  });
  afterAll(() => t.close());

  const list = (actor: Actor, query = '') =>
    t.app.inject({ method: 'GET', url: `/api/projects/${project.id}/employees${query}`, headers: actor.headers });
  const patch = (actor: Actor, employeeId: string, body: unknown) =>
    t.app.inject({
      method: 'PATCH',
      url: `/api/employees/${employeeId}`,
      headers: mergePatch(actor.headers),
      payload: JSON.stringify(body),
    });

  it('lists active employees by default, sorted by name, with the filters of the spec', async () => {
    const zed = await addMember(t, project.id, 'REPRESENTATIVE', 'Zed Rep');
    const amy = await addMember(t, project.id, 'ADMIN', 'Amy Admin');
    const gone = await addMember(t, project.id, 'REPRESENTATIVE', 'Gone Rep');
    expect((await patch(owner, gone.employeeId, { status: 'inactive' })).statusCode).toBe(200);

    const active = (await list(owner)).json();
    expect(active['@type']).toBe('hydra:Collection');
    const names = active['hydra:member'].map((e: { user: { name: string } }) => e.user.name);
    expect(names).toEqual(expect.arrayContaining(['Amy Admin', 'Olivia Owner', 'Zed Rep']));
    expect(names).not.toContain('Gone Rep');
    expect(names.indexOf('Amy Admin')).toBeLessThan(names.indexOf('Zed Rep'));

    const both = (await list(owner, '?status[]=active&status[]=inactive')).json();
    expect(both['hydra:totalItems']).toBe(active['hydra:totalItems'] + 1);
    const inactive = (await list(owner, '?status=inactive')).json();
    expect(inactive['hydra:member'].map((e: { id: string }) => e.id)).toEqual([gone.employeeId]);

    const byId = (await list(owner, `?id[]=${zed.employeeId}&id[]=${amy.employeeId}`)).json();
    expect(byId['hydra:totalItems']).toBe(2);
    const byUser = (await list(owner, `?user[]=/api/users/${amy.id}`)).json();
    expect(byUser['hydra:member']).toEqual([expect.objectContaining({ id: amy.employeeId, role: 'ADMIN' })]);
    const byName = (await list(owner, '?user.name[]=zed')).json();
    expect(byName['hydra:member'].map((e: { id: string }) => e.id)).toEqual([zed.employeeId]);
    const paged = (await list(owner, '?itemsPerPage=1&page=2')).json();
    expect(paged['hydra:member']).toHaveLength(1);
    // How many active owners there are (the settings ask before offering a lower role).
    const owners = (await list(owner, '?role[]=OWNER&itemsPerPage=1')).json();
    expect(owners['hydra:totalItems']).toBe(1);
    expect(owners['hydra:member']).toEqual([
      expect.objectContaining({ role: 'OWNER', user: expect.objectContaining({ name: 'Olivia Owner' }) }),
    ]);
    const staff = (await list(owner, '?role[]=ADMIN&role[]=REPRESENTATIVE&status[]=active&status[]=inactive')).json();
    const staffNames = staff['hydra:member'].map((e: { user: { name: string } }) => e.user.name);
    expect(staffNames).toEqual(expect.arrayContaining(['Amy Admin', 'Gone Rep', 'Zed Rep']));
    expect(staffNames).not.toContain('Olivia Owner');
  });

  it('rejects bad filters with 422', async () => {
    for (const query of ['?status=gone', '?id[]=nope', '?itemsPerPage=500', '?user[]=/api/users/nope', '?role[]=KING']) {
      expect((await list(owner, query)).statusCode).toBe(422);
    }
  });

  it('lets only owners change roles, and admins status and schedules', async () => {
    const admin = await addMember(t, project.id, 'ADMIN');
    const rep = await addMember(t, project.id, 'REPRESENTATIVE');
    expect((await patch(admin, rep.employeeId, { role: 'ADMIN' })).statusCode).toBe(403);
    expect((await patch(rep, rep.employeeId, { schedules: [] })).statusCode).toBe(403);
    const schedules = [
      { day: 1, start: '09:00', end: '13:00' },
      { day: 1, start: '14:00', end: '18:00' },
      { day: 5, start: '08:30', end: '16:00' },
    ];
    const bySchedule = await patch(admin, rep.employeeId, { schedules });
    expect(bySchedule.statusCode).toBe(200);
    expect(bySchedule.json().schedules).toEqual(schedules);
    const promoted = await patch(owner, rep.employeeId, { role: 'ADMIN' });
    expect(promoted.json()).toMatchObject({ role: 'ADMIN' });
  });

  it.each([
    [{ schedules: [{ day: 8, start: '09:00', end: '10:00' }] }],
    [{ schedules: [{ day: 1, start: '9:00', end: '10:00' }] }],
    [{ schedules: [{ day: 1, start: '11:00', end: '10:00' }] }],
    [
      {
        schedules: [
          { day: 1, start: '09:00', end: '12:00' },
          { day: 1, start: '11:00', end: '13:00' },
        ],
      },
    ],
    [{ role: 'KING' }],
    [{ status: 'sleeping' }],
    [{ userId: 'x' }],
  ])('rejects %j with 422', async (body) => {
    const rep = await addMember(t, project.id, 'REPRESENTATIVE');
    expect((await patch(owner, rep.employeeId, body)).statusCode).toBe(422);
  });

  it('never lets the last active owner be demoted, deactivated or removed', async () => {
    const solo = await signUp(t, 'Solo');
    const own = await createProject(t, solo, 'Solo project');
    const [me] = (
      await t.app.inject({ method: 'GET', url: `/api/projects/${own.id}/employees?user[]=${solo.id}`, headers: solo.headers })
    ).json()['hydra:member'];
    expect((await patch(solo, me.id, { role: 'ADMIN' })).statusCode).toBe(409);
    expect((await patch(solo, me.id, { status: 'inactive' })).statusCode).toBe(409);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/employees/${me.id}`, headers: solo.headers })).statusCode).toBe(409);

    const second = await addMember(t, own.id, 'OWNER');
    expect((await patch(solo, me.id, { role: 'ADMIN' })).statusCode).toBe(200);
    expect((await patch(second, second.employeeId, { role: 'ADMIN' })).statusCode).toBe(409);
  });

  it('lets admins remove representatives but not owners; removed members lose access', async () => {
    const admin = await addMember(t, project.id, 'ADMIN');
    const rep = await addMember(t, project.id, 'REPRESENTATIVE');
    const [ownerEmployee] = (await list(owner, `?user[]=${owner.id}`)).json()['hydra:member'];
    expect((await t.app.inject({ method: 'DELETE', url: `/api/employees/${ownerEmployee.id}`, headers: admin.headers })).statusCode).toBe(
      403,
    );
    expect((await t.app.inject({ method: 'DELETE', url: `/api/employees/${rep.employeeId}`, headers: admin.headers })).statusCode).toBe(
      204,
    );
    expect((await list(rep)).statusCode).toBe(404);
  });

  it('shuts out deactivated members with 403', async () => {
    const rep = await addMember(t, project.id, 'REPRESENTATIVE');
    await patch(owner, rep.employeeId, { status: 'inactive' });
    const response = await list(rep);
    expect(response.statusCode).toBe(403);
    expect(response.json()['hydra:description']).toBe('Your access to this project is deactivated.');
  });
});
