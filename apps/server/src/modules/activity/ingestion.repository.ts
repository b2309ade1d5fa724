import { and, eq, inArray, isNull, sql, type AnyColumn } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { notifyActivity } from '../../db/activity-notify';
import { lockProviderIngestion } from '../../db/ingestion-lock';
import { rowsOf } from '../../db/rows';
import { employees } from '../../db/schema/employees';
import { users } from '../../db/schema/users';
import { definitions } from '../../db/schema/definitions';
import { calls, dealOwnerChanges, deals, dealStageChanges, providerUsers, tasks } from '../../db/schema/activity';

type Scope = { projectId: string; dataProviderId: string };
export type Owner = { id: string; employeeId: string | null };
/** `updatedAt` and `assignedAt` as canonical instants (microseconds), to compare and write back unchanged. */
export type StoredDeal = {
  id: string;
  externalId: string;
  stage: string;
  ownerUserId: string | null;
  updatedAt: string;
  assignedAt: string;
};

/**
 * A row as the recordset sends it: its timestamps as canonical ISO text (canonicalInstant), so the
 * microseconds of a version reach the column (a Date would cut them to milliseconds).
 */
type WithInstants<T> = {
  [K in keyof T]: T[K] extends Date ? string : T[K] extends Date | null | undefined ? Exclude<T[K], Date> | string : T[K];
};

export type NewDeal = WithInstants<typeof deals.$inferInsert>;
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
  createdAt: string;
  updatedAt: string;
  assignedAt: string;
};
export type NewCall = WithInstants<typeof calls.$inferInsert>;
export type NewTask = WithInstants<typeof tasks.$inferInsert>;
type NewStageChange = WithInstants<typeof dealStageChanges.$inferInsert>;
type NewOwnerChange = WithInstants<typeof dealOwnerChanges.$inferInsert>;

/** A timestamp column as canonicalInstant writes it: UTC, microseconds. */
const canonicalText = (column: AnyColumn) => sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

const snakeCase = (key: string) => key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

/**
 * Rows as one JSON parameter read back by `json_to_recordset`: a batch's hundreds of rows are one
 * value to bind instead of thousands (building and binding those cost more than the insert itself).
 * Keys become column names; dates become ISO text; `undefined` is left out (null in the column).
 */
function recordset(rows: object[]) {
  const json = JSON.stringify(rows.map((row) => Object.fromEntries(Object.entries(row).map(([key, value]) => [snakeCase(key), value]))));
  return sql`json_to_recordset(${json}::json)`;
}

/** All SQL of ingestion. Called inside one transaction per batch. */
export function createIngestionRepository(db: Database) {
  return {
    /** One writer per provider at a time, so versions compare against what is really stored. */
    async lockProvider(dataProviderId: string): Promise<void> {
      await lockProviderIngestion(db, dataProviderId);
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
          .set({
            employeeId: sql`(select ${providerUsers.employeeId} from ${providerUsers} where ${providerUsers.id} = ${table.ownerUserId})`,
          })
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
          updatedAt: canonicalText(deals.updatedAt),
          assignedAt: canonicalText(deals.assignedAt),
        })
        .from(deals)
        .where(and(eq(deals.dataProviderId, dataProviderId), inArray(deals.externalId, externalIds)));
      return new Map(rows.map((r) => [r.externalId, r]));
    },

    async insertDeals(rows: NewDeal[]): Promise<Map<string, string>> {
      if (rows.length === 0) return new Map();
      const inserted = rowsOf<{ id: string; external_id: string }>(
        await db.execute(sql`
          insert into ${deals} (project_id, data_provider_id, external_id, title, owner_user_id, employee_id, stage, amount, product, product_id,
                                properties, link, created_at, updated_at, assigned_at, stage_amounts, stages)
          select project_id, data_provider_id, external_id, title, owner_user_id, employee_id, stage, amount, product, product_id,
                 coalesce(properties, '{}'), link, created_at, updated_at, assigned_at, coalesce(stage_amounts, '{}'), coalesce(stages, '{}')
          from ${recordset(rows)} as r(project_id uuid, data_provider_id uuid, external_id text, title text, owner_user_id uuid, employee_id uuid,
                 stage text, amount numeric, product text, product_id uuid, properties jsonb, link text, created_at timestamptz,
                 updated_at timestamptz, assigned_at timestamptz, stage_amounts jsonb, stages text[])
          returning id, external_id`),
      );
      return new Map(inserted.map((r) => [r.external_id, r.id]));
    },

    /** One statement for the whole batch: a row per changed deal. */
    async updateDeals(rows: DealUpdate[]): Promise<void> {
      if (rows.length === 0) return;
      await db.execute(sql`
        update ${deals} as d set
          title = v.title, owner_user_id = v.owner_user_id, employee_id = v.employee_id, stage = v.stage,
          amount = v.amount, product = v.product, product_id = v.product_id, properties = coalesce(v.properties, '{}'), link = v.link,
          created_at = v.created_at, updated_at = v.updated_at, assigned_at = v.assigned_at
        from ${recordset(rows)} as v(id uuid, title text, owner_user_id uuid, employee_id uuid, stage text, amount numeric, product text,
               product_id uuid, properties jsonb, link text, created_at timestamptz, updated_at timestamptz, assigned_at timestamptz)
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

    async recordStages(rows: NewStageChange[]): Promise<void> {
      if (rows.length === 0) return;
      await db.execute(sql`
        insert into ${dealStageChanges} (project_id, deal_id, stage, amount, changed_at)
        select project_id, deal_id, stage, amount, changed_at
        from ${recordset(rows)} as r(project_id uuid, deal_id uuid, stage text, amount numeric, changed_at timestamptz)`);
    },

    async recordOwners(rows: NewOwnerChange[]): Promise<void> {
      if (rows.length === 0) return;
      await db.execute(sql`
        insert into ${dealOwnerChanges} (project_id, deal_id, owner_user_id, assigned_at)
        select project_id, deal_id, owner_user_id, assigned_at
        from ${recordset(rows)} as r(project_id uuid, deal_id uuid, owner_user_id uuid, assigned_at timestamptz)`);
    },

    /** Inserts new calls and updates stored ones with an older version; returns the external ids that changed. */
    async upsertCalls(rows: NewCall[]): Promise<string[]> {
      if (rows.length === 0) return [];
      const changed = rowsOf<{ external_id: string }>(
        await db.execute(sql`
          insert into ${calls} as c (project_id, data_provider_id, external_id, owner_user_id, employee_id, deal_external_id, started_at,
                                     duration_seconds, answered, direction, updated_at)
          select project_id, data_provider_id, external_id, owner_user_id, employee_id, deal_external_id, started_at,
                 duration_seconds, answered, direction, updated_at
          from ${recordset(rows)} as r(project_id uuid, data_provider_id uuid, external_id text, owner_user_id uuid, employee_id uuid,
                 deal_external_id text, started_at timestamptz, duration_seconds integer, answered boolean, direction text, updated_at timestamptz)
          on conflict (data_provider_id, external_id) do update set
            owner_user_id = excluded.owner_user_id, employee_id = excluded.employee_id, deal_external_id = excluded.deal_external_id,
            started_at = excluded.started_at, duration_seconds = excluded.duration_seconds, answered = excluded.answered,
            direction = excluded.direction, updated_at = excluded.updated_at
          where c.updated_at < excluded.updated_at
          returning c.external_id`),
      );
      return changed.map((r) => r.external_id);
    },

    /** As upsertCalls, for tasks. */
    async upsertTasks(rows: NewTask[]): Promise<string[]> {
      if (rows.length === 0) return [];
      const changed = rowsOf<{ external_id: string }>(
        await db.execute(sql`
          insert into ${tasks} as t (project_id, data_provider_id, external_id, owner_user_id, employee_id, deal_external_id, title,
                                     due_at, completed_at, created_at, updated_at)
          select project_id, data_provider_id, external_id, owner_user_id, employee_id, deal_external_id, title,
                 due_at, completed_at, created_at, updated_at
          from ${recordset(rows)} as r(project_id uuid, data_provider_id uuid, external_id text, owner_user_id uuid, employee_id uuid,
                 deal_external_id text, title text, due_at timestamptz, completed_at timestamptz, created_at timestamptz, updated_at timestamptz)
          on conflict (data_provider_id, external_id) do update set
            owner_user_id = excluded.owner_user_id, employee_id = excluded.employee_id, deal_external_id = excluded.deal_external_id,
            title = excluded.title, due_at = excluded.due_at, completed_at = excluded.completed_at,
            created_at = excluded.created_at, updated_at = excluded.updated_at
          where t.updated_at < excluded.updated_at
          returning t.external_id`),
      );
      return changed.map((r) => r.external_id);
    },

    /** Delivered on commit: screens of the project refresh (the analytics issue streams it). */
    async notify(projectId: string, payload: Record<string, unknown>): Promise<void> {
      await notifyActivity(db, projectId, payload);
    },
  };
}

export type IngestionRepository = ReturnType<typeof createIngestionRepository>;
