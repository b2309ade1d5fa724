import { eq } from 'drizzle-orm';
import type { Database } from '../db/database';
import { mailOutbox } from '../db/schema/mail';

export type OutboxStatus = 'sent' | 'logged' | 'failed';

export function createMailRepository(db: Database) {
  return {
    async enqueue(mail: { recipient: string; subject: string; textBody: string; htmlBody?: string }): Promise<string> {
      const [row] = await db.insert(mailOutbox).values(mail).returning({ id: mailOutbox.id });
      if (!row) throw new Error('outbox insert returned nothing');
      return row.id;
    },
    async mark(id: string, status: OutboxStatus, error?: string): Promise<void> {
      await db
        .update(mailOutbox)
        .set({ status, lastError: error ?? null, sentAt: status === 'failed' ? null : new Date() })
        .where(eq(mailOutbox.id, id));
    },
  };
}
