import { and, asc, desc, eq, lte, sql } from 'drizzle-orm';
import type { DataProviderType } from '@salespulse/contract/data-providers';
import type { Database } from '../../db/database';
import { dealOwnerChanges, deals, providerUsers } from '../activity/activity.schema';
import { createIngestionRepository } from '../activity/ingestion.repository';
import { dataProviders } from '../data-providers/data-providers.schema';
import { employees } from '../employees/employees.schema';
import { users } from '../users/users.schema';
import { distributionLeads, distributionLogs } from './distribution.schema';
import type { Clock } from './lead-engine';

// Telling the deal's source who owns it now. Every provider type has a writer; a failure is retried
// with backoff (the lead stays assigned meanwhile), and after the last attempt, or at once when the
// writer says retrying cannot help, it is logged.

export type OwnerChange = {
  projectId: string;
  dataProviderId: string;
  dealId: string;
  dealExternalId: string;
  employeeId: string;
  employee: { name: string; email: string };
  at: Date;
};

export interface OwnerWriter {
  /** Makes the employee the deal's owner at the source. Idempotent: called again after a failure. */
  assign(change: OwnerChange): Promise<void>;
}

export type OwnerWriters = (type: DataProviderType) => OwnerWriter;

/**
 * A writer's failure that says how to go on: `permanent` gives up at once (retrying cannot help: the
 * deal is gone, the employee has no owner at the source), `retryAfterMs` asks for a later retry than
 * the backoff would make (the source's rate limit). Any other error is retried with backoff.
 */
export class OwnerWriteError extends Error {
  override name = 'OwnerWriteError';
  readonly permanent: boolean;
  readonly retryAfterMs: number | null;

  constructor(message: string, options: { permanent?: boolean; retryAfterMs?: number | null } = {}) {
    super(message);
    this.permanent = options.permanent ?? false;
    this.retryAfterMs = options.retryAfterMs ?? null;
  }
}

/** The external id of the provider user created for an employee the provider has no user for. */
export const localOwnerExternalId = (employeeId: string) => `salespulse:employee:${employeeId}`;

/**
 * Records the owner change here, on the deal and in its owner history, as if the source had sent it,
 * so analytics see the owner at once and the source's next batch does not flap it.
 */
export async function recordOwnerChange(db: Database, change: OwnerChange, ownerUserId: string): Promise<void> {
  await db.transaction(async (raw) => {
    const tx = raw as unknown as Database;
    // Ingestion of the same provider reads a deal's owner and writes it back under this lock:
    // the change goes in between two batches, never into one. Only the two writes are inside.
    await createIngestionRepository(tx).lockProvider(change.dataProviderId);
    const moved = await tx
      .update(deals)
      .set({ ownerUserId, employeeId: change.employeeId, assignedAt: change.at })
      .where(and(eq(deals.id, change.dealId), sql`(${deals.ownerUserId}, ${deals.employeeId}) is distinct from (${ownerUserId}::uuid, ${change.employeeId}::uuid)`))
      .returning({ id: deals.id });
    if (moved.length > 0) {
      await tx.insert(dealOwnerChanges).values({ projectId: change.projectId, dealId: change.dealId, ownerUserId, assignedAt: change.at });
    }
  });
}

/**
 * Webhook, CSV and demo sources cannot be told anything: the change is only recorded here. The
 * employee's own provider user is used when they have one; otherwise one is created for them, mapped
 * to them.
 */
export function createLocalOwnerWriter(db: Database): OwnerWriter {
  async function ownerUserOf(change: OwnerChange): Promise<string> {
    const [known] = await db
      .select({ id: providerUsers.id })
      .from(providerUsers)
      .where(and(eq(providerUsers.dataProviderId, change.dataProviderId), eq(providerUsers.employeeId, change.employeeId)))
      .orderBy(desc(providerUsers.mappedManually), desc(providerUsers.updatedAt))
      .limit(1);
    if (known) return known.id;
    const [created] = await db
      .insert(providerUsers)
      .values({
        projectId: change.projectId,
        dataProviderId: change.dataProviderId,
        externalId: localOwnerExternalId(change.employeeId),
        name: change.employee.name,
        email: change.employee.email,
        employeeId: change.employeeId,
        mappedManually: true,
      })
      .onConflictDoUpdate({
        target: [providerUsers.dataProviderId, providerUsers.externalId],
        set: { employeeId: change.employeeId, mappedManually: true, updatedAt: sql`now()` },
      })
      .returning({ id: providerUsers.id });
    return created!.id;
  }

  return {
    async assign(change) {
      await recordOwnerChange(db, change, await ownerUserOf(change));
    },
  };
}

/**
 * Sources that can be told (HubSpot: hubspot/hubspot-owner-writer.ts) bring their own writer; the
 * rest record locally. A HubSpot provider without its writer fails rather than pretends: an owner
 * made up here would never reach HubSpot.
 */
export function createOwnerWriters(db: Database, remote: Partial<Record<DataProviderType, OwnerWriter>> = {}): OwnerWriters {
  const local = createLocalOwnerWriter(db);
  const unavailable: OwnerWriter = {
    assign: () => Promise.reject(new OwnerWriteError('this server has no HubSpot writer', { permanent: true })),
  };
  return (type) => remote[type] ?? (type === 'hubspot' ? unavailable : local);
}

export const WRITE_BACK_MAX_ATTEMPTS = 6;
const WRITE_BACK_LEASE_MS = 2 * 60_000;
/** 30 s, 1, 2, 4, 8 minutes between attempts. */
export const writeBackDelayMs = (attempt: number) => 30_000 * 2 ** Math.max(0, attempt - 1);

export type WriteBackOutcome = 'done' | 'retry' | 'failed';

export function createWriteBack(deps: { db: Database; writers: OwnerWriters; now?: Clock }) {
  const clock = deps.now ?? (() => new Date());
  const { db } = deps;

  return {
    async due(limit: number): Promise<string[]> {
      const rows = await db
        .select({ id: distributionLeads.id })
        .from(distributionLeads)
        .where(and(eq(distributionLeads.writeBackState, 'pending'), lte(distributionLeads.writeBackDueAt, clock())))
        .orderBy(asc(distributionLeads.writeBackDueAt))
        .limit(limit);
      return rows.map((r) => r.id);
    },

    /** Writes one lead's owner to its source. Null: not due, or another worker holds the lease. */
    async run(leadId: string): Promise<WriteBackOutcome | null> {
      const now = clock();
      // A lease instead of a lock: the source is called outside any transaction.
      const [lead] = await db
        .update(distributionLeads)
        .set({ writeBackDueAt: new Date(now.getTime() + WRITE_BACK_LEASE_MS), writeBackAttempts: sql`${distributionLeads.writeBackAttempts} + 1` })
        .where(and(eq(distributionLeads.id, leadId), eq(distributionLeads.writeBackState, 'pending'), lte(distributionLeads.writeBackDueAt, now)))
        .returning();
      if (!lead) return null;
      const sameVersion = and(eq(distributionLeads.id, leadId), eq(distributionLeads.writeBackVersion, lead.writeBackVersion));
      const employeeId = lead.employeeId;
      const [target] = employeeId
        ? await db
            .select({ deal: deals, type: dataProviders.type, name: users.name, email: users.email })
            .from(deals)
            .innerJoin(dataProviders, eq(dataProviders.id, deals.dataProviderId))
            .innerJoin(employees, eq(employees.id, employeeId))
            .innerJoin(users, eq(users.id, employees.userId))
            .where(eq(deals.id, lead.dealId))
        : [];
      if (!target || !employeeId) {
        // Nothing left to write (the deal or the employee is gone).
        await db.update(distributionLeads).set({ writeBackState: 'done', writeBackDueAt: null }).where(sameVersion);
        return 'done';
      }
      try {
        await deps.writers(target.type).assign({
          projectId: lead.projectId,
          dataProviderId: target.deal.dataProviderId,
          dealId: lead.dealId,
          dealExternalId: target.deal.externalId,
          employeeId,
          employee: { name: target.name, email: target.email },
          at: lead.assignedAt ?? now,
        });
        await db.update(distributionLeads).set({ writeBackState: 'done', writeBackDueAt: null, writeBackError: null }).where(sameVersion);
        return 'done';
      } catch (error) {
        const message = (error instanceof Error ? error.message : String(error)).slice(0, 1000);
        const permanent = error instanceof OwnerWriteError && error.permanent;
        if (permanent || lead.writeBackAttempts >= WRITE_BACK_MAX_ATTEMPTS) {
          const failed = await db
            .update(distributionLeads)
            .set({ writeBackState: 'failed', writeBackDueAt: null, writeBackError: message })
            .where(sameVersion)
            .returning({ id: distributionLeads.id });
          if (failed.length > 0) {
            await db.insert(distributionLogs).values({
              projectId: lead.projectId,
              distributionId: lead.distributionId,
              dealId: lead.dealId,
              decision: 'writeback_failed',
              employeeId: lead.employeeId,
              previousEmployeeId: null,
              reason: {
                summary: permanent
                  ? `The CRM was not told about the owner: ${message}`
                  : `The CRM was not told about the owner after ${lead.writeBackAttempts} attempts: ${message}`,
                eligible: [],
                skipped: [],
              },
              at: now,
            });
          }
          return 'failed';
        }
        // A rate limit that ends later than the backoff would retry is waited out, not hit again.
        const retryDelay = Math.max(writeBackDelayMs(lead.writeBackAttempts), error instanceof OwnerWriteError ? (error.retryAfterMs ?? 0) : 0);
        await db
          .update(distributionLeads)
          .set({ writeBackDueAt: new Date(now.getTime() + retryDelay), writeBackError: message })
          .where(sameVersion);
        return 'retry';
      }
    },
  };
}

export type WriteBack = ReturnType<typeof createWriteBack>;
