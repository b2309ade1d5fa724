import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { Database } from '../db/database';
import { createMailRepository } from './mail.repository';

export type Mail = { to: string; subject: string; text: string; html?: string };

export type Mailer = {
  /**
   * Records the mail in the outbox and starts delivery without waiting for it, so an answer never
   * depends on (or reveals, by its timing) what the SMTP server does.
   */
  send(mail: Mail): Promise<void>;
  /** Waits for deliveries under way (shutdown, tests). */
  flush(): Promise<void>;
  close(): Promise<void>;
};

export function createMailer(options: { db: Database; smtpUrl: string | undefined; from: string; log: FastifyBaseLogger }): Mailer {
  const outbox = createMailRepository(options.db);
  const transport = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : undefined;
  const inFlight = new Set<Promise<void>>();

  async function deliver(id: string, mail: Mail): Promise<void> {
    if (!transport) {
      // Without SMTP the mail (and its links) is logged, and the outbox keeps it.
      options.log.info({ mailId: id, to: mail.to, subject: mail.subject, text: mail.text }, 'mail (no SMTP_URL configured)');
      await outbox.mark(id, 'logged');
      return;
    }
    try {
      await transport.sendMail({ from: options.from, to: mail.to, subject: mail.subject, text: mail.text, html: mail.html });
      await outbox.mark(id, 'sent');
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      options.log.error({ mailId: id, to: mail.to, err: error }, 'mail delivery failed; kept in outbox');
      await outbox.mark(id, 'failed', message);
    }
  }

  return {
    async send(mail) {
      const id = await outbox.enqueue({ recipient: mail.to, subject: mail.subject, textBody: mail.text, htmlBody: mail.html });
      const delivery = deliver(id, mail).catch((error: unknown) => options.log.error({ err: error, mailId: id }, 'outbox update failed'));
      inFlight.add(delivery);
      void delivery.finally(() => inFlight.delete(delivery));
    },
    async flush() {
      await Promise.all([...inFlight]);
    },
    async close() {
      await Promise.all([...inFlight]);
      transport?.close();
    },
  };
}
