import { and, eq, inArray, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { dataProviders, type DataProviderRow } from '../../db/schema/data-providers';
import type { SyncCursor } from './sync-connector';

export const SYNC_QUEUE = 'provider-sync';

// Status writes never touch `updated_at` of a provider the user is editing, except through these
// columns; `state` moves to error on a failure and back to active on a success, but a paused
// provider stays paused.
const unlessPaused = (next: 'active' | 'error') => sql`case when ${dataProviders.state} = 'paused' then 'paused' else ${next} end`;

export function createProviderSyncRepository(db: Database) {
  return {
    async find(id: string): Promise<DataProviderRow | undefined> {
      const [row] = await db.select().from(dataProviders).where(eq(dataProviders.id, id)).limit(1);
      return row;
    },

    /** Marks the provider queued unless a sync is already queued or running; the gate against doubles. */
    async claim(id: string): Promise<DataProviderRow | undefined> {
      const [row] = await db
        .update(dataProviders)
        .set({ syncStatus: 'queued', updatedAt: new Date() })
        .where(and(eq(dataProviders.id, id), inArray(dataProviders.syncStatus, ['idle', 'failed'])))
        .returning();
      return row;
    },

    async setStatus(id: string, syncStatus: DataProviderRow['syncStatus'], extra: { lastError?: string | null } = {}): Promise<void> {
      await db
        .update(dataProviders)
        .set({ syncStatus, ...extra, updatedAt: new Date() })
        .where(eq(dataProviders.id, id));
    },

    async markRunning(id: string): Promise<void> {
      await db
        .update(dataProviders)
        .set({ syncStatus: 'running', lastSyncAt: new Date(), updatedAt: new Date() })
        .where(eq(dataProviders.id, id));
    },

    async saveCursor(id: string, cursor: SyncCursor): Promise<void> {
      await db.update(dataProviders).set({ syncCursor: cursor }).where(eq(dataProviders.id, id));
    },

    async markSucceeded(id: string): Promise<void> {
      const now = new Date();
      await db
        .update(dataProviders)
        .set({ syncStatus: 'idle', lastSuccessAt: now, lastError: null, state: unlessPaused('active'), updatedAt: now })
        .where(eq(dataProviders.id, id));
    },

    /** `retrying`: a retry is queued (status stays queued); otherwise the sync failed for good. */
    async markFailed(id: string, message: string, options: { retrying: boolean; disconnect?: boolean }): Promise<void> {
      await db
        .update(dataProviders)
        .set({
          syncStatus: options.retrying ? 'queued' : 'failed',
          lastError: message.slice(0, 1000),
          state: unlessPaused('error'),
          ...(options.disconnect ? { credentials: null } : {}),
          updatedAt: new Date(),
        })
        .where(eq(dataProviders.id, id));
    },

    /**
     * Providers whose periodic sync is due: active (or failing: a failed sync is tried again at the
     * next interval), not queued or running, of a type that syncs on a schedule, and not synced
     * within their interval.
     */
    async due(schedule: { type: DataProviderRow['type']; everyMinutes: number; needsCredentials: boolean }[], now: Date) {
      if (schedule.length === 0) return [];
      const rules = schedule.map((rule) =>
        and(
          eq(dataProviders.type, rule.type),
          rule.needsCredentials ? isNotNull(dataProviders.credentials) : undefined,
          or(isNull(dataProviders.lastSyncAt), lt(dataProviders.lastSyncAt, new Date(now.getTime() - rule.everyMinutes * 60_000 + 5_000))),
        ),
      );
      return db
        .select({ id: dataProviders.id, type: dataProviders.type })
        .from(dataProviders)
        .where(and(inArray(dataProviders.state, ['active', 'error']), inArray(dataProviders.syncStatus, ['idle', 'failed']), or(...rules)));
    },

    /**
     * Providers marked queued or running for a while without any live job behind them (its process
     * died and pg-boss gave it up, or the enqueue never happened): they would look busy forever.
     * Reads pg-boss's job table, whose job states sort created < retry < active < completed.
     */
    async orphaned(olderThan: Date): Promise<string[]> {
      const rows = await db
        .select({ id: dataProviders.id })
        .from(dataProviders)
        .where(
          and(
            inArray(dataProviders.syncStatus, ['queued', 'running']),
            lt(dataProviders.updatedAt, olderThan),
            sql`not exists (select 1 from pgboss.job j where j.name = ${SYNC_QUEUE} and j.singleton_key = ${dataProviders.id}::text and j.state < 'completed')`,
          ),
        );
      return rows.map((row) => row.id);
    },
  };
}

export type ProviderSyncRepository = ReturnType<typeof createProviderSyncRepository>;
