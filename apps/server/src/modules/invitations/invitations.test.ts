import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMember, createProject, signUp, type Actor } from '../../../test/fixtures';
import { createTestApp, loginUser, registerUser, bearer, uniqueEmail, type TestApp } from '../../../test/test-app';
import { mailOutbox } from '../../db/schema/mail';
import { invitations } from '../../db/schema/invitations';

describe('invitations API', () => {
  let t: TestApp;
  let owner: Actor;
  let project: { id: string; '@id': string; name: string };
  beforeAll(async () => {
    t = await createTestApp();
    owner = await signUp(t, 'Olivia Owner');
    project = await createProject(t, owner, 'Acme Sales');
  });
  afterAll(() => t.close());

  const invite = (actor: Actor, email: string, role = 'REPRESENTATIVE') =>
    t.app.inject({ method: 'POST', url: '/api/invitations', headers: actor.headers, payload: { project: project['@id'], email, role } });
  const call = (actor: { headers: Record<string, string> }, method: 'GET' | 'PATCH' | 'DELETE', url: string, body?: unknown) =>
    t.app.inject({
      method,
      url,
      headers: body === undefined ? actor.headers : { ...actor.headers, 'content-type': 'application/merge-patch+json' },
      payload: body === undefined ? undefined : JSON.stringify(body),
    });

  async function invitee(email = uniqueEmail('invitee')) {
    const user = await registerUser(t.app, { email, name: 'Ivy Invitee' });
    const { token } = await loginUser(t.app, user.email, user.password);
    return { ...user, headers: bearer(token) };
  }

  it('mails a link to /invite/{id}; the invitee sees project and inviter, accepts, and becomes an employee', async () => {
    const email = uniqueEmail('join');
    const created = await invite(owner, email, 'ADMIN');
    expect(created.statusCode).toBe(201);
    const invitation = created.json();
    expect(invitation).toMatchObject({
      '@type': 'Invitation',
      email,
      role: 'ADMIN',
      status: 'pending',
      expired: false,
      project: { name: 'Acme Sales' },
      invitedBy: { name: 'Olivia Owner' },
    });
    const days = (Date.parse(invitation.expiresAt) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.9);
    expect(days).toBeLessThanOrEqual(7);

    await t.app.mailer.flush();
    const [mail] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, email));
    expect(mail?.textBody).toContain(`http://app.test/invite/${invitation.id}`);

    const person = await invitee(email);
    const seen = await call(person, 'GET', `/api/invitations/${invitation.id}`);
    expect(seen.statusCode).toBe(200);
    expect(seen.json()).toMatchObject({ project: { name: 'Acme Sales', '@id': project['@id'] }, invitedBy: { name: 'Olivia Owner' } });

    const accepted = await call(person, 'PATCH', `/api/invitations/${invitation.id}/accept`);
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json().project).toMatchObject({ id: project.id, name: 'Acme Sales' });
    const projects = await t.app.inject({ method: 'GET', url: '/api/projects', headers: person.headers });
    expect(projects.json().projects).toEqual([expect.objectContaining({ id: project.id, role: 'ADMIN' })]);

    // Accepting again is harmless.
    expect((await call(person, 'PATCH', `/api/invitations/${invitation.id}/accept`)).statusCode).toBe(200);
  });

  it("shows the invitation and lets it be accepted only by the invited address (and shows it to the project's managers)", async () => {
    const created = (await invite(owner, uniqueEmail('target'))).json();
    const stranger = await invitee();
    // A forwarded link tells another account that it is not theirs, and nothing of the project.
    const seen = await call(stranger, 'GET', `/api/invitations/${created.id}`);
    expect(seen.statusCode).toBe(403);
    expect(seen.body).not.toContain('Acme Sales');
    expect(seen.body).not.toContain(created.email);
    expect(seen.json()['hydra:description']).toBe(
      'This invitation was sent to another e-mail address. Sign in with that address to accept it.',
    );
    const response = await call(stranger, 'PATCH', `/api/invitations/${created.id}/accept`);
    expect(response.statusCode).toBe(403);
    expect((await call(owner, 'GET', `/api/invitations/${created.id}`)).statusCode).toBe(200);
    const rep = await addMember(t, project.id, 'REPRESENTATIVE');
    expect((await call(rep, 'GET', `/api/invitations/${created.id}`)).statusCode).toBe(403);
  });

  it('answers 404 "The link has expired" for expired, revoked and unknown invitations', async () => {
    const email = uniqueEmail('late');
    const created = (await invite(owner, email)).json();
    const person = await invitee(email);
    await t.db
      .update(invitations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(invitations.id, created.id));
    const expired = await call(person, 'GET', `/api/invitations/${created.id}`);
    expect(expired.statusCode).toBe(404);
    expect(expired.json()['hydra:description']).toBe('The link has expired');
    expect((await call(person, 'PATCH', `/api/invitations/${created.id}/accept`)).statusCode).toBe(404);

    const resent = await call(owner, 'PATCH', `/api/invitations/${created.id}/resend`);
    expect(resent.statusCode).toBe(200);
    expect(resent.json().expired).toBe(false);
    expect((await call(person, 'GET', `/api/invitations/${created.id}`)).statusCode).toBe(200);

    expect((await call(owner, 'DELETE', `/api/invitations/${created.id}`)).statusCode).toBe(204);
    expect((await call(person, 'GET', `/api/invitations/${created.id}`)).statusCode).toBe(404);
    expect((await call(person, 'GET', '/api/invitations/00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
  });

  it('refreshes a pending invitation instead of duplicating it, and refuses current members', async () => {
    const email = uniqueEmail('twice');
    const first = (await invite(owner, email)).json();
    const second = (await invite(owner, email, 'ADMIN')).json();
    expect(second.id).toBe(first.id);
    expect(second.role).toBe('ADMIN');

    const member = await addMember(t, project.id, 'REPRESENTATIVE');
    const already = await invite(owner, member.email);
    expect(already.statusCode).toBe(422);
    expect(already.json().violations).toEqual([{ propertyPath: 'email', message: 'already a member of this project' }]);
  });

  it('lets admins invite and manage, but only owners grant OWNER; representatives cannot invite', async () => {
    const admin = await addMember(t, project.id, 'ADMIN');
    const rep = await addMember(t, project.id, 'REPRESENTATIVE');
    expect((await invite(admin, uniqueEmail())).statusCode).toBe(201);
    expect((await invite(admin, uniqueEmail(), 'OWNER')).statusCode).toBe(403);
    expect((await invite(owner, uniqueEmail(), 'OWNER')).statusCode).toBe(201);
    expect((await invite(rep, uniqueEmail())).statusCode).toBe(403);

    const pending = (await invite(admin, uniqueEmail())).json();
    expect((await call(admin, 'PATCH', `/api/invitations/${pending.id}`, { role: 'ADMIN' })).json().role).toBe('ADMIN');
    expect((await call(admin, 'PATCH', `/api/invitations/${pending.id}`, { role: 'OWNER' })).statusCode).toBe(403);
    expect((await call(rep, 'PATCH', `/api/invitations/${pending.id}/resend`)).statusCode).toBe(403);

    const listed = await call(admin, 'GET', `/api/projects/${project.id}/invitations?status=pending`);
    expect(listed.statusCode).toBe(200);
    expect(listed.json()['hydra:member'].every((i: { status: string }) => i.status === 'pending')).toBe(true);
    expect((await call(rep, 'GET', `/api/projects/${project.id}/invitations`)).statusCode).toBe(403);
  });

  it('rejects bad input', async () => {
    expect((await invite(owner, 'not-an-email')).statusCode).toBe(422);
    expect((await invite(owner, uniqueEmail(), 'KING')).statusCode).toBe(422);
    const badProject = await t.app.inject({
      method: 'POST',
      url: '/api/invitations',
      headers: owner.headers,
      payload: { project: 'x', email: uniqueEmail() },
    });
    expect(badProject.statusCode).toBe(422);
  });
});
