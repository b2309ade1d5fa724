import { sql } from 'drizzle-orm';
import type { Database } from './database';

/**
 * Tells the project's live views that its activity changed (channel 'activity', fanned out by
 * modules/live), when the transaction `db` commits.
 */
export async function notifyActivity(db: Database, projectId: string, payload: Record<string, unknown>): Promise<void> {
  await db.execute(sql`select pg_notify('activity', ${JSON.stringify({ projectId, ...payload })})`);
}
