import { and, asc, eq, inArray, isNotNull, isNull, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { rowsOf } from '../../db/rows';
import { deals } from '../../db/schema/activity';
import { distributionLeads, distributions } from '../../db/schema/distribution';
import { systemClock, type Clock } from '../../lib/time/clock';

const MINUTE = 60_000;
/** Only deals created this recently are leads: an import of old deals is history, not work to hand out. */
export const LEAD_MAX_AGE_MS = 24 * 60 * MINUTE;
const FAILURE_BACKOFF_MAX_MINUTES = 60;

/**
 * The leads waiting for the engine: recorded by ingestion in its own transaction, each with the time
 * it is due (now, after a postpone, a delay check, a retry), so no lead is lost between a commit and
 * its decision. The decisions themselves: lead-engine.ts.
 */
export function createLeadQueue(deps: { db: Database; now?: Clock }) {
  const clock = deps.now ?? systemClock;
  return {
    /**
     * Called by ingestion inside the batch's transaction with the deals it created without an owner:
     * they become pending leads if the project distributes leads. Returns how many.
     */
    async recordNewLeads(tx: Database, projectId: string, dealIds: string[]): Promise<number> {
      if (dealIds.length === 0) return 0;
      const now = clock().toISOString();
      const since = new Date(Date.parse(now) - LEAD_MAX_AGE_MS).toISOString();
      const result = await tx.execute(sql`
        insert into ${distributionLeads} (project_id, deal_id, state, due_at, created_at, updated_at)
        select ${deals.projectId}, ${deals.id}, 'pending', ${now}::timestamptz, ${now}::timestamptz, ${now}::timestamptz
        from ${deals}
        where ${and(inArray(deals.id, dealIds), isNull(deals.ownerUserId))} and ${deals.createdAt} >= ${since}::timestamptz
          and exists (select 1 from ${distributions} where ${distributions.projectId} = ${projectId} and ${distributions.active})
        on conflict (deal_id) do nothing
        returning id`);
      const rows = rowsOf(result);
      return rows.length;
    },

    /** Of these deals, those whose current owner came from distribution, with that owner. */
    async heldOwners(tx: Database, dealIds: string[]): Promise<Map<string, { id: string; employeeId: string | null }>> {
      if (dealIds.length === 0) return new Map();
      const rows = await tx
        .select({ dealId: deals.id, ownerUserId: deals.ownerUserId, employeeId: deals.employeeId })
        .from(distributionLeads)
        .innerJoin(deals, eq(deals.id, distributionLeads.dealId))
        .where(
          and(
            inArray(distributionLeads.dealId, dealIds),
            inArray(distributionLeads.state, ['assigned', 'processed']),
            // Only while the deal still has the owner distribution gave it.
            eq(deals.employeeId, distributionLeads.employeeId),
            isNotNull(deals.ownerUserId),
          ),
        );
      return new Map(rows.map((r) => [r.dealId, { id: r.ownerUserId!, employeeId: r.employeeId }]));
    },

    /** Leads whose time has come, oldest first. */
    async dueLeads(limit: number): Promise<string[]> {
      const rows = await deps.db
        .select({ id: distributionLeads.id })
        .from(distributionLeads)
        .where(lte(distributionLeads.dueAt, clock()))
        .orderBy(asc(distributionLeads.dueAt))
        .limit(limit);
      return rows.map((r) => r.id);
    },

    /** The earliest pending decision or write-back, if any. */
    async nextDueAt(): Promise<Date | null> {
      const result = await deps.db.execute(sql`
        select least(
          (select min(${distributionLeads.dueAt}) from ${distributionLeads} where ${distributionLeads.dueAt} is not null),
          (select min(${distributionLeads.writeBackDueAt}) from ${distributionLeads} where ${distributionLeads.writeBackState} = 'pending')
        ) as next`);
      const next = rowsOf<{ next: string | Date | null }>(result)[0]?.next;
      return next ? new Date(next) : null;
    },

    /** After a failed attempt: looked at again later, backing off up to an hour. */
    async recordFailure(leadId: string, error: unknown): Promise<void> {
      const message = error instanceof Error ? error.message : String(error);
      const now = clock();
      await deps.db
        .update(distributionLeads)
        .set({
          failures: sql`${distributionLeads.failures} + 1`,
          lastError: message.slice(0, 1000),
          dueAt: sql`${now.toISOString()}::timestamptz + least(power(2, ${distributionLeads.failures}), ${FAILURE_BACKOFF_MAX_MINUTES}) * interval '1 minute'`,
          updatedAt: now,
        })
        .where(eq(distributionLeads.id, leadId));
    },

    /** After a distribution changed: its waiting and alert leads are looked at again now. */
    async wake(distributionId: string): Promise<void> {
      const now = clock();
      await deps.db
        .update(distributionLeads)
        .set({ dueAt: now, updatedAt: now })
        .where(and(eq(distributionLeads.distributionId, distributionId), inArray(distributionLeads.state, ['waiting', 'alert'])));
    },
  };
}
