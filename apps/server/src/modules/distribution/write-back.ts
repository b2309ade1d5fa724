import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { DataProviderType } from '@salespulse/contract/data-providers';
import type { Database } from '../../db/database';
import { dealOwnerChanges, deals, providerUsers } from '../../db/schema/activity';
import { lockProviderIngestion } from '../../db/ingestion-lock';
import { dataProviders } from '../../db/schema/data-providers';
import { employees } from '../../db/schema/employees';
import { users } from '../../db/schema/users';
import { distributionLeads, distributionLogs, type DistributionLeadRow } from '../../db/schema/distribution';
import { rowsOf } from './lead-store';
import { systemClock, type Clock } from '../../lib/time/clock';

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
  /** Several changes at once, all or none (a writer that only records here does them in one transaction). */
  assignMany?(changes: OwnerChange[]): Promise<void>;
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
 * Records owner changes here, on the deals and in their owner history, as if the source had sent
 * them, so analytics see the owner at once and the source's next batch does not flap it. One
 * transaction for all of them: one update, one insert (one rollup refresh).
 */
export async function recordOwnerChanges(db: Database, changes: { change: OwnerChange; ownerUserId: string }[]): Promise<void> {
  if (changes.length === 0) return;
  await db.transaction(async (tx) => {
    // Ingestion of the same provider reads a deal's owner and writes it back under this lock:
    // the change goes in between two batches, never into one. Only the two writes are inside.
    // Providers in one order, so two writers never wait for each other's lock.
    for (const providerId of [...new Set(changes.map((c) => c.change.dataProviderId))].sort()) await lockProviderIngestion(tx, providerId);
    const values = sql.join(
      changes.map(
        ({ change, ownerUserId }) =>
          sql`(${change.dealId}::uuid, ${ownerUserId}::uuid, ${change.employeeId}::uuid, ${change.at.toISOString()}::timestamptz)`,
      ),
      sql`, `,
    );
    const moved = rowsOf<{ id: string; project_id: string; owner_user_id: string; assigned_at: string | Date }>(
      await tx.execute(sql`
        update ${deals} as d set owner_user_id = v.owner_user_id, employee_id = v.employee_id, assigned_at = v.at
        from (values ${values}) as v(deal_id, owner_user_id, employee_id, at)
        where d.id = v.deal_id and (d.owner_user_id, d.employee_id) is distinct from (v.owner_user_id, v.employee_id)
        returning d.id, d.project_id, d.owner_user_id, v.at as assigned_at`),
    );
    if (moved.length > 0) {
      await tx
        .insert(dealOwnerChanges)
        .values(
          moved.map((m) => ({ projectId: m.project_id, dealId: m.id, ownerUserId: m.owner_user_id, assignedAt: new Date(m.assigned_at) })),
        );
    }
  });
}

/** One owner change recorded here (see recordOwnerChanges). */
export async function recordOwnerChange(db: Database, change: OwnerChange, ownerUserId: string): Promise<void> {
  await recordOwnerChanges(db, [{ change, ownerUserId }]);
}

/**
 * Webhook, CSV and demo sources cannot be told anything: the change is only recorded here. The
 * employee's own provider user is used when they have one; otherwise one is created for them, mapped
 * to them.
 */
export function createLocalOwnerWriter(db: Database): OwnerWriter {
  const keyOf = (dataProviderId: string, employeeId: string) => `${dataProviderId}:${employeeId}`;

  /**
   * Each change's owner user, by provider and employee: one look-up for a burst, and one insert for
   * the employees who have none yet (was a look-up a lead, a twentieth of a burst's statements).
   */
  async function ownerUsersOf(changes: OwnerChange[]): Promise<Map<string, string>> {
    const wanted = new Map(changes.map((change) => [keyOf(change.dataProviderId, change.employeeId), change]));
    const pairs = sql.join(
      [...wanted.values()].map((change) => sql`(${change.dataProviderId}::uuid, ${change.employeeId}::uuid)`),
      sql`, `,
    );
    const known = rowsOf<{ id: string; data_provider_id: string; employee_id: string }>(
      await db.execute(sql`
        select distinct on (pu.data_provider_id, pu.employee_id) pu.id, pu.data_provider_id, pu.employee_id
        from ${providerUsers} as pu join (values ${pairs}) as w(data_provider_id, employee_id)
          on pu.data_provider_id = w.data_provider_id and pu.employee_id = w.employee_id
        order by pu.data_provider_id, pu.employee_id, pu.mapped_manually desc, pu.updated_at desc`),
    );
    const owners = new Map(known.map((row) => [keyOf(row.data_provider_id, row.employee_id), row.id]));
    const missing = [...wanted].filter(([key]) => !owners.has(key)).map(([, change]) => change);
    if (missing.length > 0) {
      const created = await db
        .insert(providerUsers)
        .values(
          missing.map((change) => ({
            projectId: change.projectId,
            dataProviderId: change.dataProviderId,
            externalId: localOwnerExternalId(change.employeeId),
            name: change.employee.name,
            email: change.employee.email,
            employeeId: change.employeeId,
            mappedManually: true,
          })),
        )
        .onConflictDoUpdate({
          target: [providerUsers.dataProviderId, providerUsers.externalId],
          set: { employeeId: sql`excluded.employee_id`, mappedManually: true, updatedAt: sql`now()` },
        })
        .returning({ id: providerUsers.id, dataProviderId: providerUsers.dataProviderId, employeeId: providerUsers.employeeId });
      for (const row of created) owners.set(keyOf(row.dataProviderId, row.employeeId!), row.id);
    }
    return owners;
  }

  async function assignMany(changes: OwnerChange[]): Promise<void> {
    if (changes.length === 0) return;
    const owners = await ownerUsersOf(changes);
    await recordOwnerChanges(
      db,
      changes.map((change) => ({ change, ownerUserId: owners.get(keyOf(change.dataProviderId, change.employeeId))! })),
    );
  }

  return {
    assign: (change) => assignMany([change]),
    assignMany,
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
  const clock = deps.now ?? systemClock;
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
      return (await runMany([leadId])).get(leadId) ?? null;
    },

    runMany,
  };

  type Target = { leadId: string; deal: typeof deals.$inferSelect; type: DataProviderType; name: string; email: string };

  /**
   * Writes these leads' owners to their sources; leads not due, or leased by another worker, are
   * left out of the answer. Changes that a writer can take together (those recorded here) go in one
   * transaction; the rest, and a group that failed, one by one.
   */
  async function runMany(leadIds: string[]): Promise<Map<string, WriteBackOutcome>> {
    const outcomes = new Map<string, WriteBackOutcome>();
    if (leadIds.length === 0) return outcomes;
    const now = clock();
    // A lease instead of a lock: the source is called outside any transaction.
    const leads = await db
      .update(distributionLeads)
      .set({
        writeBackDueAt: new Date(now.getTime() + WRITE_BACK_LEASE_MS),
        writeBackAttempts: sql`${distributionLeads.writeBackAttempts} + 1`,
      })
      .where(
        and(
          inArray(distributionLeads.id, leadIds),
          eq(distributionLeads.writeBackState, 'pending'),
          lte(distributionLeads.writeBackDueAt, now),
        ),
      )
      .returning();
    if (leads.length === 0) return outcomes;
    const targets: Target[] = await db
      .select({ leadId: distributionLeads.id, deal: deals, type: dataProviders.type, name: users.name, email: users.email })
      .from(distributionLeads)
      .innerJoin(deals, eq(deals.id, distributionLeads.dealId))
      .innerJoin(dataProviders, eq(dataProviders.id, deals.dataProviderId))
      .innerJoin(employees, eq(employees.id, distributionLeads.employeeId))
      .innerJoin(users, eq(users.id, employees.userId))
      .where(
        inArray(
          distributionLeads.id,
          leads.map((l) => l.id),
        ),
      );
    const targetOf = new Map(targets.map((t) => [t.leadId, t]));

    const together = new Map<OwnerWriter, { lead: DistributionLeadRow; change: OwnerChange }[]>();
    for (const lead of leads) {
      const target = targetOf.get(lead.id);
      if (!target || !lead.employeeId) {
        // Nothing left to write (the deal or the employee is gone).
        await db.update(distributionLeads).set({ writeBackState: 'done', writeBackDueAt: null }).where(sameVersion(lead));
        outcomes.set(lead.id, 'done');
        continue;
      }
      const writer = deps.writers(target.type);
      const change = changeOf(lead, target, lead.employeeId, now);
      if (!writer.assignMany) {
        outcomes.set(lead.id, await writeOne(writer, lead, change, now));
        continue;
      }
      const group = together.get(writer) ?? [];
      group.push({ lead, change });
      together.set(writer, group);
    }
    for (const [writer, group] of together) {
      try {
        await writer.assignMany!(group.map((g) => g.change));
      } catch {
        // One change may be the cause: each is written alone, with its own retry or failure.
        for (const { lead, change } of group) outcomes.set(lead.id, await writeOne(writer, lead, change, now));
        continue;
      }
      const versions = sql.join(
        group.map(({ lead }) => sql`(${lead.id}::uuid, ${lead.writeBackVersion}::int)`),
        sql`, `,
      );
      await db.execute(sql`
        update ${distributionLeads} as l set writeback_state = 'done', writeback_due_at = null, writeback_error = null
        from (values ${versions}) as v(id, version)
        where l.id = v.id and l.writeback_version = v.version`);
      for (const { lead } of group) outcomes.set(lead.id, 'done');
    }
    return outcomes;
  }

  function changeOf(lead: DistributionLeadRow, target: Target, employeeId: string, now: Date): OwnerChange {
    return {
      projectId: lead.projectId,
      dataProviderId: target.deal.dataProviderId,
      dealId: lead.dealId,
      dealExternalId: target.deal.externalId,
      employeeId,
      employee: { name: target.name, email: target.email },
      at: lead.assignedAt ?? now,
    };
  }

  /** Only for the version the lease was taken on: a newer assignment is not marked written. */
  function sameVersion(lead: DistributionLeadRow) {
    return and(eq(distributionLeads.id, lead.id), eq(distributionLeads.writeBackVersion, lead.writeBackVersion));
  }

  async function writeOne(writer: OwnerWriter, lead: DistributionLeadRow, change: OwnerChange, now: Date): Promise<WriteBackOutcome> {
    try {
      await writer.assign(change);
      await db
        .update(distributionLeads)
        .set({ writeBackState: 'done', writeBackDueAt: null, writeBackError: null })
        .where(sameVersion(lead));
      return 'done';
    } catch (error) {
      const message = (error instanceof Error ? error.message : String(error)).slice(0, 1000);
      const permanent = error instanceof OwnerWriteError && error.permanent;
      if (permanent || lead.writeBackAttempts >= WRITE_BACK_MAX_ATTEMPTS) {
        const failed = await db
          .update(distributionLeads)
          .set({ writeBackState: 'failed', writeBackDueAt: null, writeBackError: message })
          .where(sameVersion(lead))
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
      const retryDelay = Math.max(
        writeBackDelayMs(lead.writeBackAttempts),
        error instanceof OwnerWriteError ? (error.retryAfterMs ?? 0) : 0,
      );
      await db
        .update(distributionLeads)
        .set({ writeBackDueAt: new Date(now.getTime() + retryDelay), writeBackError: message })
        .where(sameVersion(lead));
      return 'retry';
    }
  }
}

export type WriteBack = ReturnType<typeof createWriteBack>;
