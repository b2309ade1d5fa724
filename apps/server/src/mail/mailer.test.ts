import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtpCapture } from '../../test/smtp-capture';
import { createTestApp, registerUser, type TestApp } from '../../test/test-app';
import { mailOutbox } from '../db/schema/mail';

describe('mail delivery', () => {
  let smtp: Awaited<ReturnType<typeof startSmtpCapture>>;
  let t: TestApp;
  beforeAll(async () => {
    smtp = await startSmtpCapture();
    t = await createTestApp({ smtpUrl: smtp.url });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('delivers the recovery mail over SMTP with the reset link, and records it as sent', async () => {
    const user = await registerUser(t.app);
    const response = await t.app.inject({ method: 'POST', url: '/api/users/reset-password', payload: { email: user.email } });
    expect(response.statusCode).toBe(202);
    await t.app.mailer.flush();
    const mail = smtp.mails.find((m) => m.to.includes(user.email));
    expect(mail?.raw).toMatch(/http:\/\/app\.test\/auth\/reset-password\/[\w-]+/);
    const [row] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, user.email));
    expect(row?.status).toBe('sent');
  });

  it('keeps the mail in the outbox as failed when SMTP refuses it, without failing the request', async () => {
    const broken = await createTestApp({ smtpUrl: 'smtp://127.0.0.1:1' });
    try {
      const user = await registerUser(broken.app);
      const response = await broken.app.inject({ method: 'POST', url: '/api/users/reset-password', payload: { email: user.email } });
      expect(response.statusCode).toBe(202);
      await broken.app.mailer.flush();
      const [row] = await broken.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, user.email));
      expect(row?.status).toBe('failed');
      expect(row?.lastError).toBeTruthy();
    } finally {
      await broken.close();
    }
  });
});
