import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { employees } from '../employees/employees.schema';
import { users } from '../users/users.schema';
import { definitions } from '../definitions/definitions.schema';
import { calls, dealOwnerChanges, deals, dealStageChanges, providerUsers, tasks } from './activity.schema';

type Scope = { projectId: string; dataProviderId: string };
export type Owner = { id: string; employeeId: string | null };
export type StoredDeal = { id: string; externalId: string; stage: string; ownerUserId: string | null; updatedAt: Date; assignedAt: Date };

export type NewDeal = typeof deals.$inferInsert;
export type DealUpdate = {
  id: string;
  title: string | null;
  ownerUserId: string | null;
  employeeId: string | null;
  stage: string;
  amount: number | null;
  product: string | null;
  productId: string | null;
  properties: Record<string, string | number | null>;
  link: string | null;
  createdAt: Date;
  updatedAt: Date;
  assignedAt: Date;
};
export type NewCall = typeof calls.$inferInsert;
export type NewTask = typeof tasks.$inferInsert;

/** All SQL of ingestion. Called inside one transaction per batch. */
export function createIngestionRepository(db: Database) {
  return {
    /** One writer per provider at a time, so versions compare against what is really stored. */
    async lockProvider(dataProviderId: string): Promise<void> {
      await db.execute(sql`select pg_advisory_xact_lock(hashtextextended(${dataProviderId}, 0))`);
    },

    /** Creates or refreshes provider users; returns the external ids of the rows that changed. */
    async upsertUsers(scope: Scope, people: { externalId: string; name: string; email: string | null }[]): Promise<string[]> {
      if (people.length === 0) return [];
      const rows = await db
        .insert(providerUsers)
        .values(people.map((p) => ({ ...scope, externalId: p.externalId, name: p.name, email: p.email })))
        .onConflictDoUpdate({
          target: [providerUsers.dataProviderId, providerUsers.externalId],
          set: { name: sql`excluded.name`, email: sql`excluded.email`, updatedAt: sql`now()` },
          setWhere: sql`(${providerUsers.name}, ${providerUsers.email}) is distinct from (excluded.name, excluded.email)`,
        })
        .returning({ externalId: providerUsers.externalId });
      return rows.map((r) => r.externalId);
    },

    /** Owners referenced by activity; unknown ones are kept as placeholders so nothing is lost. */
    async ensureOwners(scope: Scope, externalIds: string[]): Promise<Map<string, Owner>> {
      if (externalIds.length === 0) return new Map();
      const known = async () => {
        const rows = await db
          .select({ id: providerUsers.id, externalId: providerUsers.externalId, employeeId: providerUsers.employeeId })
          .from(providerUsers)
          .where(and(eq(providerUsers.dataProviderId, scope.dataProviderId), inArray(providerUsers.externalId, externalIds)));
        return new Map(rows.map((r) => [r.externalId, { id: r.id, employeeId: r.employeeId }]));
      };
      const owners = await known();
      const missing = externalIds.filter((id) => !owners.has(id));
      if (missing.length === 0) return owners;
      await db
        .insert(providerUsers)
        .values(missing.map((externalId) => ({ ...scope, externalId, name: externalId })))
        .onConflictDoNothing();
      return known();
    },

    /** Maps unmapped provider users to the project's employees with the same e-mail. */
    async mapUsersByEmail(scope: Scope): Promise<string[]> {
      const rows = await db
        .update(providerUsers)
        .set({ employeeId: sql`match.employee_id` })
        .from(
          sql`(select ${employees.id} as employee_id, ${users.email} as email from ${employees}
               join ${users} on ${users.id} = ${employees.userId}
               where ${employees.projectId} = ${scope.projectId}) as match`,
        )
        .where(
          and(
            eq(providerUsers.dataProviderId, scope.dataProviderId),
            isNull(providerUsers.employeeId),
            eq(providerUsers.mappedManually, false),
            sql`lower(${providerUsers.email}) = match.email`,
          ),
        )
        .returning({ id: providerUsers.id });
      return rows.map((r) => r.id);
    },

    /** After a mapping change, activity of those provider users follows their employee. */
    async propagateEmployees(ownerUserIds: string[]): Promise<void> {
      if (ownerUserIds.length === 0) return;
      for (const table of [deals, calls, tasks]) {
        await db
          .update(table)
          .set({ employeeId: sql`(select ${providerUsers.employeeId} from ${providerUsers} where ${providerUsers.id} = ${table.ownerUserId})` })
          .where(inArray(table.ownerUserId, ownerUserIds));
      }
    },

    async storedDeals(dataProviderId: string, externalIds: string[]): Promise<Map<string, StoredDeal>> {
      if (externalIds.length === 0) return new Map();
      const rows = await db
        .select({
          id: deals.id,
          externalId: deals.externalId,
          stage: deals.stage,
          ownerUserId: deals.ownerUserId,
          updatedAt: deals.updatedAt,
          assignedAt: deals.assignedAt,
        })
        .from(deals)
        .where(and(eq(deals.dataProviderId, dataProviderId), inArray(deals.externalId, externalIds)));
      return new Map(rows.map((r) => [r.externalId, r]));
    },

    async insertDeals(rows: NewDeal[]): Promise<Map<string, string>> {
      if (rows.length === 0) return new Map();
      const inserted = await db.insert(deals).values(rows).returning({ id: deals.id, externalId: deals.externalId });
      return new Map(inserted.map((r) => [r.externalId, r.id]));
    },

    /** One statement for the whole batch: a row per changed deal in a VALUES list. */
    async updateDeals(rows: DealUpdate[]): Promise<void> {
      if (rows.length === 0) return;
      const values = sql.join(
        rows.map(
          (r) =>
            sql`(${r.id}::uuid, ${r.title}::text, ${r.ownerUserId}::uuid, ${r.employeeId}::uuid, ${r.stage}::text,
                 ${r.amount}::numeric, ${r.product}::text, ${r.productId}::uuid, ${JSON.stringify(r.properties)}::jsonb, ${r.link}::text,
                 ${r.createdAt.toISOString()}::timestamptz, ${r.updatedAt.toISOString()}::timestamptz, ${r.assignedAt.toISOString()}::timestamptz)`,
        ),
        sql`, `,
      );
      await db.execute(sql`
        update ${deals} as d set
          title = v.title, owner_user_id = v.owner_user_id, employee_id = v.employee_id, stage = v.stage,
          amount = v.amount, product = v.product, product_id = v.product_id, properties = v.properties, link = v.link,
          created_at = v.created_at, updated_at = v.updated_at, assigned_at = v.assigned_at
        from (values ${values}) as v(id, title, owner_user_id, employee_id, stage, amount, product, product_id, properties, link, created_at, updated_at, assigned_at)
        where d.id = v.id`);
    },

    /** Stages seen in deals appear on the Definitions screen, unmapped until someone maps them. */
    async observeStages(scope: Scope, stages: string[]): Promise<void> {
      if (stages.length === 0) return;
      await db
        .insert(definitions)
        .values(stages.map((stage) => ({ ...scope, stage, label: stage, kind: null })))
        .onConflictDoNothing();
    },

    async recordStages(rows: (typeof dealStageChanges.$inferInsert)[]): Promise<void> {
      if (rows.length) await db.insert(dealStageChanges).values(rows);
    },

    async recordOwners(rows: (typeof dealOwnerChanges.$inferInsert)[]): Promise<void> {
      if (rows.length) await db.insert(dealOwnerChanges).values(rows);
    },

    /** Inserts new calls and updates stored ones with an older version; returns the external ids that changed. */
    async upsertCalls(rows: NewCall[]): Promise<string[]> {
      if (rows.length === 0) return [];
      const changed = await db
        .insert(calls)
        .values(rows)
        .onConflictDoUpdate({
          target: [calls.dataProviderId, calls.externalId],
          set: {
            ownerUserId: sql`excluded.owner_user_id`,
            employeeId: sql`excluded.employee_id`,
            dealExternalId: sql`excluded.deal_external_id`,
            startedAt: sql`excluded.started_at`,
            durationSeconds: sql`excluded.duration_seconds`,
            answered: sql`excluded.answered`,
            direction: sql`excluded.direction`,
            updatedAt: sql`excluded.updated_at`,
          },
          setWhere: sql`${calls.updatedAt} < excluded.updated_at`,
        })
        .returning({ externalId: calls.externalId });
      return changed.map((r) => r.externalId);
    },

    /** As upsertCalls, for tasks. */
    async upsertTasks(rows: NewTask[]): Promise<string[]> {
      if (rows.length === 0) return [];
      const changed = await db
        .insert(tasks)
        .values(rows)
        .onConflictDoUpdate({
          target: [tasks.dataProviderId, tasks.externalId],
          set: {
            ownerUserId: sql`excluded.owner_user_id`,
            employeeId: sql`excluded.employee_id`,
            dealExternalId: sql`excluded.deal_external_id`,
            title: sql`excluded.title`,
            dueAt: sql`excluded.due_at`,
            completedAt: sql`excluded.completed_at`,
            createdAt: sql`excluded.created_at`,
            updatedAt: sql`excluded.updated_at`,
          },
          setWhere: sql`${tasks.updatedAt} < excluded.updated_at`,
        })
        .returning({ externalId: tasks.externalId });
      return changed.map((r) => r.externalId);
    },

    /** Delivered on commit: screens of the project refresh (the analytics issue streams it). */
    async notify(projectId: string, payload: Record<string, unknown>): Promise<void> {
      await db.execute(sql`select pg_notify('activity', ${JSON.stringify({ projectId, ...payload })})`);
    },
  };
}

export type IngestionRepository = ReturnType<typeof createIngestionRepository>;
