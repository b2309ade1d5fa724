import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, loginUser, registerUser, uniqueEmail, type TestApp } from '../../../test/test-app';
import { employees } from '../../db/schema/employees';

describe('users API', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  describe('registration', () => {
    it('creates a user with a normalised e-mail and never returns the password', async () => {
      const email = uniqueEmail('Mixed.Case');
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/users',
        payload: { name: '  Ann Lee  ', email: `  ${email.toUpperCase()} `, plainPassword: 'long-enough-1' },
      });
      expect(response.statusCode).toBe(201);
      const body = response.json();
      expect(body).toMatchObject({ '@type': 'User', name: 'Ann Lee', email: email.toLowerCase() });
      expect(body['@id']).toBe(`/api/users/${body.id}`);
      expect(JSON.stringify(body)).not.toContain('long-enough-1');
      expect(body).not.toHaveProperty('passwordHash');
    });

    it('rejects a duplicate e-mail as a 422 violation on email, whatever its case', async () => {
      const user = await registerUser(t.app);
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/users',
        payload: { name: 'Other', email: user.email.toUpperCase(), plainPassword: 'long-enough-1' },
      });
      expect(response.statusCode).toBe(422);
      expect(response.json().violations).toEqual([{ propertyPath: 'email', message: 'this email is already registered' }]);
    });

    it.each([
      [{ email: 'a@b.co', plainPassword: 'long-enough-1' }, 'name', 'required field'],
      [{ name: 'A', plainPassword: 'long-enough-1' }, 'email', 'required field'],
      [{ name: 'A', email: 'not-an-email', plainPassword: 'long-enough-1' }, 'email', 'incorrect format'],
      [{ name: 'A', email: 'a@b.co', plainPassword: 'short' }, 'plainPassword', 'password should be at least 8 characters'],
      [{ name: 'A', email: 'a@b.co', plainPassword: 12345678 }, 'plainPassword', 'required field'],
      [{ name: 'x'.repeat(101), email: 'a@b.co', plainPassword: 'long-enough-1' }, 'name', 'name should be at most 100 characters'],
    ])('rejects %j with a violation on %s', async (payload, propertyPath, message) => {
      const response = await t.app.inject({ method: 'POST', url: '/api/users', payload });
      expect(response.statusCode).toBe(422);
      expect(response.json()).toMatchObject({ '@type': 'hydra:Error', status: 422 });
      expect(response.json().violations).toContainEqual({ propertyPath, message });
    });
  });

  describe('own record', () => {
    it('reads and patches the caller’s own record with merge-patch', async () => {
      const user = await registerUser(t.app);
      const { token } = await loginUser(t.app, user.email, user.password);
      const read = await t.app.inject({ method: 'GET', url: `/api/users/${user.id}`, headers: bearer(token) });
      expect(read.statusCode).toBe(200);
      expect(read.json()).toMatchObject({ id: user.id, email: user.email });

      const patched = await t.app.inject({
        method: 'PATCH',
        url: `/api/users/${user.id}`,
        headers: { ...bearer(token), 'content-type': 'application/merge-patch+json' },
        payload: JSON.stringify({ name: 'Renamed' }),
      });
      expect(patched.statusCode).toBe(200);
      expect(patched.json()).toMatchObject({ name: 'Renamed', email: user.email });
    });

    it('hides other users’ records behind 404, for reading and writing', async () => {
      const me = await registerUser(t.app);
      const other = await registerUser(t.app);
      const { token } = await loginUser(t.app, me.email, me.password);
      const read = await t.app.inject({ method: 'GET', url: `/api/users/${other.id}`, headers: bearer(token) });
      expect(read.statusCode).toBe(404);
      const write = await t.app.inject({
        method: 'PATCH',
        url: `/api/users/${other.id}`,
        headers: { ...bearer(token), 'content-type': 'application/merge-patch+json' },
        payload: JSON.stringify({ name: 'Hacked' }),
      });
      expect(write.statusCode).toBe(404);
    });

    it('lists only the caller’s own account, filtered by name and e-mail', async () => {
      const me = await registerUser(t.app, { name: 'Lena Lister' });
      const other = await registerUser(t.app, { name: 'Lena Other' });
      const { token } = await loginUser(t.app, me.email, me.password);
      const list = async (query: string) => {
        const response = await t.app.inject({ method: 'GET', url: `/api/users${query}`, headers: bearer(token) });
        expect(response.statusCode, response.body).toBe(200);
        return response.json() as { 'hydra:member': { id: string }[]; 'hydra:totalItems': number };
      };
      expect((await list(''))['hydra:member'].map((u) => u.id)).toEqual([me.id]);
      expect((await list('?name=lena'))['hydra:member'].map((u) => u.id)).toEqual([me.id]);
      expect((await list(`?email=${encodeURIComponent(me.email.toUpperCase())}`))['hydra:totalItems']).toBe(1);
      expect(await list(`?email=${encodeURIComponent(other.email)}`)).toMatchObject({ 'hydra:member': [], 'hydra:totalItems': 0 });
      expect(await list('?name=Other')).toMatchObject({ 'hydra:member': [], 'hydra:totalItems': 0 });
      expect((await list('?page=2'))['hydra:member']).toEqual([]);
      expect((await t.app.inject({ method: 'GET', url: '/api/users?page=0', headers: bearer(token) })).statusCode).toBe(422);
      expect((await t.app.inject({ method: 'GET', url: '/api/users' })).statusCode).toBe(401);
    });

    it('keeps the lead e-mail preference, off by default, changeable only by the user themself', async () => {
      const owner = await registerUser(t.app);
      const rep = await registerUser(t.app);
      const ownerToken = (await loginUser(t.app, owner.email, owner.password)).token;
      const repToken = (await loginUser(t.app, rep.email, rep.password)).token;
      const project = await t.app.inject({
        method: 'POST',
        url: '/api/projects',
        headers: bearer(ownerToken),
        payload: { name: 'Shared shop' },
      });
      await t.db.insert(employees).values({ projectId: project.json().id, userId: rep.id, role: 'REPRESENTATIVE' });
      const patch = (token: string, id: string, body: unknown) =>
        t.app.inject({
          method: 'PATCH',
          url: `/api/users/${id}`,
          headers: { ...bearer(token), 'content-type': 'application/merge-patch+json' },
          payload: JSON.stringify(body),
        });

      const before = await t.app.inject({ method: 'GET', url: `/api/users/${rep.id}`, headers: bearer(repToken) });
      expect(before.json()).toMatchObject({ notifyLeadEmail: false });
      const own = await patch(repToken, rep.id, { notifyLeadEmail: true });
      expect(own.statusCode).toBe(200);
      expect(own.json()).toMatchObject({ notifyLeadEmail: true, name: rep.name, email: rep.email });
      const after = await t.app.inject({ method: 'GET', url: `/api/users/${rep.id}`, headers: bearer(repToken) });
      expect(after.json()).toMatchObject({ notifyLeadEmail: true });

      // A teammate (here a representative towards the project's owner) cannot switch it for someone else.
      const foreign = await patch(repToken, owner.id, { notifyLeadEmail: true });
      expect(foreign.statusCode).toBe(404);
      const ownerRead = await t.app.inject({ method: 'GET', url: `/api/users/${owner.id}`, headers: bearer(ownerToken) });
      expect(ownerRead.json()).toMatchObject({ notifyLeadEmail: false });

      const invalid = await patch(repToken, rep.id, { notifyLeadEmail: 'yes' });
      expect(invalid.statusCode).toBe(422);
      expect(invalid.json().violations).toEqual([{ propertyPath: 'notifyLeadEmail', message: 'must be true or false' }]);
    });

    it('refuses an e-mail that another account holds', async () => {
      const me = await registerUser(t.app);
      const other = await registerUser(t.app);
      const { token } = await loginUser(t.app, me.email, me.password);
      const response = await t.app.inject({
        method: 'PATCH',
        url: `/api/users/${me.id}`,
        headers: { ...bearer(token), 'content-type': 'application/merge-patch+json' },
        payload: JSON.stringify({ email: other.email }),
      });
      expect(response.statusCode).toBe(422);
      expect(response.json().violations[0].propertyPath).toBe('email');
    });

    it('rejects unknown fields, bad ids and anonymous callers', async () => {
      const me = await registerUser(t.app);
      const { token } = await loginUser(t.app, me.email, me.password);
      const unknownField = await t.app.inject({
        method: 'PATCH',
        url: `/api/users/${me.id}`,
        headers: { ...bearer(token), 'content-type': 'application/merge-patch+json' },
        payload: JSON.stringify({ passwordHash: 'x' }),
      });
      expect(unknownField.statusCode).toBe(422);
      const badId = await t.app.inject({ method: 'GET', url: '/api/users/not-a-uuid', headers: bearer(token) });
      expect(badId.statusCode).toBe(404);
      const anonymous = await t.app.inject({ method: 'GET', url: `/api/users/${me.id}` });
      expect(anonymous.statusCode).toBe(401);
      expect(anonymous.json()).toMatchObject({ '@type': 'hydra:Error', status: 401 });
    });

    it('rejects forged and malformed access tokens with 401', async () => {
      const me = await registerUser(t.app);
      const { token } = await loginUser(t.app, me.email, me.password);
      const [header, payload] = token.split('.');
      const forged = `${header}.${payload}.c2lnbmF0dXJlLWZyb20tZWxzZXdoZXJl`;
      for (const value of [forged, 'garbage', `${header}.${payload}`]) {
        const response = await t.app.inject({ method: 'GET', url: `/api/users/${me.id}`, headers: bearer(value) });
        expect(response.statusCode).toBe(401);
      }
    });
  });

  describe('change password', () => {
    it('needs the current password, then accepts only the new one and ends other sessions', async () => {
      const me = await registerUser(t.app);
      const current = await loginUser(t.app, me.email, me.password);
      const otherDevice = await loginUser(t.app, me.email, me.password);
      const url = `/api/users/${me.id}/change-password`;
      const headers = { ...bearer(current.token), 'content-type': 'application/merge-patch+json' };

      const wrong = await t.app.inject({
        method: 'PATCH',
        url,
        headers,
        payload: JSON.stringify({ oldPassword: 'nope-nope', newPassword: 'brand-new-pass' }),
      });
      expect(wrong.statusCode).toBe(422);
      expect(wrong.json().violations).toEqual([{ propertyPath: 'oldPassword', message: 'current password is incorrect' }]);

      const short = await t.app.inject({
        method: 'PATCH',
        url,
        headers,
        payload: JSON.stringify({ oldPassword: me.password, newPassword: 'short' }),
      });
      expect(short.statusCode).toBe(422);

      const ok = await t.app.inject({
        method: 'PATCH',
        url,
        headers,
        payload: JSON.stringify({ oldPassword: me.password, newPassword: 'brand-new-pass' }),
      });
      expect(ok.statusCode).toBe(204);

      const oldLogin = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: me.email, password: me.password } });
      expect(oldLogin.statusCode).toBe(401);
      await loginUser(t.app, me.email, 'brand-new-pass');

      const refreshHere = await t.app.inject({
        method: 'POST',
        url: '/api/auth/refresh',
        payload: { refresh_token: current.refresh_token },
      });
      expect(refreshHere.statusCode).toBe(200);
      const refreshElsewhere = await t.app.inject({
        method: 'POST',
        url: '/api/auth/refresh',
        payload: { refresh_token: otherDevice.refresh_token },
      });
      expect(refreshElsewhere.statusCode).toBe(401);
    });
  });
});
