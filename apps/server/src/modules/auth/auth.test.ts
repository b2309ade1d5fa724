import { desc, eq } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, loginUser, registerUser, uniqueEmail, type TestApp } from '../../../test/test-app';
import { mailOutbox } from '../../db/schema/mail';
import { passwordResetTokens } from '../../db/schema/auth';

describe('auth API', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const refresh = (refreshToken: string) =>
    t.app.inject({ method: 'POST', url: '/api/auth/refresh', payload: { refresh_token: refreshToken } });

  describe('login', () => {
    it('returns a 15-minute HS256 JWT with userid, and a refresh token', async () => {
      const user = await registerUser(t.app);
      const pair = await loginUser(t.app, user.email.toUpperCase(), user.password);
      const claims = decodeJwt(pair.token);
      expect(claims.userid).toBe(user.id);
      expect(claims.exp! - claims.iat!).toBe(15 * 60);
      expect(pair.refresh_token).toMatch(/^[\w-]{40,}$/);
      const me = await t.app.inject({ method: 'GET', url: `/api/users/${user.id}`, headers: bearer(pair.token) });
      expect(me.statusCode).toBe(200);
    });

    it('answers a wrong password and an unknown e-mail with the same 401', async () => {
      const user = await registerUser(t.app);
      const wrong = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: user.email, password: 'wrong-pass' } });
      const unknown = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: uniqueEmail(), password: 'wrong-pass' },
      });
      expect(wrong.statusCode).toBe(401);
      expect(unknown.statusCode).toBe(401);
      expect(wrong.json()['hydra:description']).toBe('Invalid email or password.');
      expect(unknown.json()['hydra:description']).toBe(wrong.json()['hydra:description']);
    });

    it.each([
      [{ password: 'secret12' }, 'email', 'required field'],
      [{ email: 'bad', password: 'secret12' }, 'email', 'incorrect format'],
      [{ email: 'a@b.co' }, 'password', 'required field'],
      [{ email: 'a@b.co', password: 'abc' }, 'password', 'password is too short'],
      [{ email: 'a@b.co', password: 'secret12', rememberMe: 'yes' }, 'rememberMe', expect.any(String)],
    ])('rejects %j with a violation on %s', async (payload, propertyPath, message) => {
      const response = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload });
      expect(response.statusCode).toBe(422);
      expect(response.json().violations).toContainEqual({ propertyPath, message });
    });
  });

  describe('refresh', () => {
    it('rotates: each refresh token works once and yields a new pair of the same session', async () => {
      const user = await registerUser(t.app);
      const first = await loginUser(t.app, user.email, user.password);
      const response = await refresh(first.refresh_token);
      expect(response.statusCode).toBe(200);
      const second = response.json();
      expect(second.refresh_token).not.toBe(first.refresh_token);
      expect(decodeJwt(second.token).sid).toBe(decodeJwt(first.token).sid);
      expect((await refresh(second.refresh_token)).statusCode).toBe(200);
    });

    it('rejects a reused refresh token and revokes the whole session', async () => {
      const user = await registerUser(t.app);
      const first = await loginUser(t.app, user.email, user.password);
      const second = (await refresh(first.refresh_token)).json();
      const reuse = await refresh(first.refresh_token);
      expect(reuse.statusCode).toBe(401);
      expect(reuse.json()).toMatchObject({ '@type': 'hydra:Error', status: 401 });
      // The thief's copy and the legitimate newer token are both dead now.
      expect((await refresh(second.refresh_token)).statusCode).toBe(401);
    });

    it('lets only one of two simultaneous refreshes with one token win', async () => {
      const user = await registerUser(t.app);
      const pair = await loginUser(t.app, user.email, user.password);
      const results = await Promise.all([refresh(pair.refresh_token), refresh(pair.refresh_token)]);
      expect(results.map((r) => r.statusCode).sort()).toEqual([200, 401]);
    });

    it('rejects unknown, empty and oversized tokens without a 500', async () => {
      expect((await refresh('not-a-real-token')).statusCode).toBe(401);
      expect((await refresh('')).statusCode).toBe(422);
      expect((await refresh('x'.repeat(500))).statusCode).toBe(422);
    });
  });

  describe('logout', () => {
    it('revokes the refresh token', async () => {
      const user = await registerUser(t.app);
      const pair = await loginUser(t.app, user.email, user.password);
      const response = await t.app.inject({ method: 'POST', url: '/api/auth/logout', payload: { refresh_token: pair.refresh_token } });
      expect(response.statusCode).toBe(204);
      expect((await refresh(pair.refresh_token)).statusCode).toBe(401);
    });

    it('is harmless for an unknown token', async () => {
      const response = await t.app.inject({ method: 'POST', url: '/api/auth/logout', payload: { refresh_token: 'unknown' } });
      expect(response.statusCode).toBe(204);
    });
  });

  describe('password recovery', () => {
    async function latestResetLink(email: string): Promise<string> {
      await t.app.mailer.flush();
      const [mail] = await t.db
        .select()
        .from(mailOutbox)
        .where(eq(mailOutbox.recipient, email))
        .orderBy(desc(mailOutbox.createdAt))
        .limit(1);
      const link = mail?.textBody.match(/http:\/\/app\.test\/auth\/reset-password\/([\w-]+)/);
      if (!link?.[1]) throw new Error(`no reset link mailed to ${email}`);
      return link[1];
    }

    const requestReset = (email: string) => t.app.inject({ method: 'POST', url: '/api/users/reset-password', payload: { email } });
    const reset = (resetPasswordToken: string, password: string) =>
      t.app.inject({
        method: 'PATCH',
        url: '/api/users/reset-password',
        headers: { 'content-type': 'application/merge-patch+json' },
        payload: JSON.stringify({ resetPasswordToken, password }),
      });

    it('answers the same for known and unknown e-mails, and mails only the known one', async () => {
      const user = await registerUser(t.app);
      const stranger = uniqueEmail('stranger');
      const known = await requestReset(user.email);
      const unknown = await requestReset(stranger);
      expect(known.statusCode).toBe(202);
      expect(unknown.statusCode).toBe(202);
      expect(unknown.body).toBe(known.body);
      await t.app.mailer.flush();
      const strangerMails = await t.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, stranger));
      expect(strangerMails).toHaveLength(0);
      const [mail] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, user.email));
      expect(mail?.status).toBe('logged');
    });

    it('sets a new password with a single-use token stored only as a hash', async () => {
      const user = await registerUser(t.app);
      const session = await loginUser(t.app, user.email, user.password);
      await requestReset(user.email);
      const token = await latestResetLink(user.email);
      const stored = await t.db.select().from(passwordResetTokens).where(eq(passwordResetTokens.userId, user.id));
      expect(stored.map((row) => row.tokenHash)).not.toContain(token);

      expect((await reset(token, 'short')).statusCode).toBe(422);
      expect((await reset(token, 'fresh-password-9')).statusCode).toBe(204);
      await loginUser(t.app, user.email, 'fresh-password-9');
      // The old sessions end with the old password.
      expect((await refresh(session.refresh_token)).statusCode).toBe(401);

      const again = await reset(token, 'another-password-9');
      expect(again.statusCode).toBe(422);
      expect(again.json().violations).toEqual([{ propertyPath: 'resetPasswordToken', message: 'this link is invalid or has expired' }]);
    });

    it('refuses an expired token', async () => {
      const user = await registerUser(t.app);
      await requestReset(user.email);
      const token = await latestResetLink(user.email);
      await t.db
        .update(passwordResetTokens)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(passwordResetTokens.userId, user.id));
      expect((await reset(token, 'fresh-password-9')).statusCode).toBe(422);
    });

    it('makes an older link useless once a newer one is sent', async () => {
      const user = await registerUser(t.app);
      await requestReset(user.email);
      const older = await latestResetLink(user.email);
      await new Promise((resolve) => setTimeout(resolve, 5));
      await requestReset(user.email);
      const newer = await latestResetLink(user.email);
      expect(newer).not.toBe(older);
      expect((await reset(older, 'fresh-password-9')).statusCode).toBe(422);
      expect((await reset(newer, 'fresh-password-9')).statusCode).toBe(204);
    });

    it('rejects forged tokens and bad input with 4xx', async () => {
      expect((await reset('forged-token', 'fresh-password-9')).statusCode).toBe(422);
      expect((await reset('', 'fresh-password-9')).statusCode).toBe(422);
      expect((await requestReset('not-an-email')).statusCode).toBe(422);
    });
  });

  describe('rate limiting', () => {
    it('allows 10 login attempts a minute per address and e-mail, then answers 429', async () => {
      const email = uniqueEmail('limited');
      const attempt = () => t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password: 'wrong-pass' } });
      for (let i = 0; i < 10; i++) expect((await attempt()).statusCode).toBe(401);
      const blocked = await attempt();
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json()).toMatchObject({ '@type': 'hydra:Error', status: 429 });
      // Another e-mail from the same address has its own budget.
      const other = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: uniqueEmail(), password: 'wrong-pass' },
      });
      expect(other.statusCode).toBe(401);
    });
  });
});
