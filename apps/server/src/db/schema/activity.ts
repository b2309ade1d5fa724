import { sql } from 'drizzle-orm';
import { bigserial, boolean, index, integer, jsonb, numeric, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { dataProviders } from './data-providers';
import { employees } from './employees';
import { products } from './catalogue';
import { projects } from './projects';

// Activity as the providers report it. Every row keeps the provider's id (unique per provider, so a
// re-sent event updates instead of duplicating) and `updated_at`, the version that orders updates.
// Owners are provider users; `employee_id` is denormalised from their mapping (and rewritten when the
// mapping changes) so analytics filter by employee without a join. No employee: "No owner".

const ts = (name: string) => timestamp(name, { withTimezone: true });
const projectRef = () =>
  uuid('project_id')
    .notNull()
    .references(() => projects.id, { onDelete: 'cascade' });
const providerRef = () =>
  uuid('data_provider_id')
    .notNull()
    .references(() => dataProviders.id, { onDelete: 'cascade' });
const employeeRef = () => uuid('employee_id').references(() => employees.id, { onDelete: 'set null' });

export const providerUsers = pgTable(
  'provider_users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    projectId: projectRef(),
    dataProviderId: providerRef(),
    externalId: text('external_id').notNull(),
    name: text('name').notNull(),
    email: text('email'),
    employeeId: employeeRef(),
    /** Mapped by hand on the Mapping screen: automatic e-mail matching leaves it alone. */
    mappedManually: boolean('mapped_manually').notNull().default(false),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('provider_users_provider_external_key').on(t.dataProviderId, t.externalId),
    index('provider_users_project_employee_idx').on(t.projectId, t.employeeId),
  ],
);

export const deals = pgTable(
  'deals',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    projectId: projectRef(),
    dataProviderId: providerRef(),
    externalId: text('external_id').notNull(),
    title: text('title'),
    ownerUserId: uuid('owner_user_id').references(() => providerUsers.id, { onDelete: 'set null' }),
    employeeId: employeeRef(),
    stage: text('stage').notNull(),
    amount: numeric('amount', { precision: 14, scale: 2, mode: 'number' }),
    product: text('product'),
    /** The catalogue product `product` (or the product source's field) resolves to, after merges. */
    productId: uuid('product_id').references(() => products.id, { onDelete: 'set null' }),
    properties: jsonb('properties').$type<Record<string, string | number | null>>().notNull().default({}),
    link: text('link'),
    createdAt: ts('created_at').notNull(),
    updatedAt: ts('updated_at').notNull(),
    /** When the current owner got the deal: the lead's incoming time for that manager. */
    assignedAt: ts('assigned_at').notNull(),
    /**
     * Rollup of `deal_stage_changes` kept by a trigger (see the analytics migration): every stage the
     * deal ever entered, with its amount at the last entry. Analytics read the funnel from it.
     */
    stageAmounts: jsonb('stage_amounts').$type<Record<string, number | null>>().notNull().default({}),
    /** The same stages, sorted: deals that went the same way group together in one hash bucket. */
    stages: text('stages')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** The same path as JSON text, written by PostgreSQL (migration 0025): the managers board groups by it. */
    stagesPath: text('stages_path')
      .notNull()
      .generatedAlwaysAs(sql`deal_stage_path(stages)`),
    /** Whether the stage sets fit a row of the managers board's covering index (migration 0037). */
    stageSetsFit: boolean('stage_sets_fit')
      .notNull()
      .generatedAlwaysAs(sql`stage_set_fits(stages)`),
  },
  (t) => [
    uniqueIndex('deals_provider_external_key').on(t.dataProviderId, t.externalId),
    // Covering in SQL (migrations 0018, 0037: INCLUDEs the managers cohort's columns, for the rows whose
    // stage sets fit; drizzle has no INCLUDE). The other rows: deals_project_created_wide_idx.
    index('deals_project_created_idx').on(t.projectId, t.createdAt),
    index('deals_project_employee_created_idx').on(t.projectId, t.employeeId, t.createdAt),
    index('deals_owner_idx').on(t.ownerUserId),
    index('deals_project_product_idx').on(t.projectId, t.productId),
  ],
);

/** Every stage a deal entered, with when: the funnel is derived from it through the definitions. */
export const dealStageChanges = pgTable(
  'deal_stage_changes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    projectId: projectRef(),
    dealId: uuid('deal_id')
      .notNull()
      .references(() => deals.id, { onDelete: 'cascade' }),
    stage: text('stage').notNull(),
    amount: numeric('amount', { precision: 14, scale: 2, mode: 'number' }),
    changedAt: ts('changed_at').notNull(),
  },
  (t) => [
    index('deal_stage_changes_project_changed_idx').on(t.projectId, t.changedAt),
    index('deal_stage_changes_deal_idx').on(t.dealId, t.changedAt),
  ],
);

/** Every owner a deal had, with when it reached them (lead distribution and speed to lead). */
export const dealOwnerChanges = pgTable(
  'deal_owner_changes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    projectId: projectRef(),
    dealId: uuid('deal_id')
      .notNull()
      .references(() => deals.id, { onDelete: 'cascade' }),
    ownerUserId: uuid('owner_user_id').references(() => providerUsers.id, { onDelete: 'set null' }),
    assignedAt: ts('assigned_at').notNull(),
  },
  (t) => [
    index('deal_owner_changes_project_assigned_idx').on(t.projectId, t.assignedAt),
    index('deal_owner_changes_deal_idx').on(t.dealId, t.assignedAt),
  ],
);

export const calls = pgTable(
  'calls',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    projectId: projectRef(),
    dataProviderId: providerRef(),
    externalId: text('external_id').notNull(),
    ownerUserId: uuid('owner_user_id').references(() => providerUsers.id, { onDelete: 'set null' }),
    employeeId: employeeRef(),
    dealExternalId: text('deal_external_id'),
    startedAt: ts('started_at').notNull(),
    durationSeconds: integer('duration_seconds').notNull(),
    answered: boolean('answered').notNull(),
    direction: text('direction', { enum: ['inbound', 'outbound'] }),
    updatedAt: ts('updated_at').notNull(),
  },
  (t) => [
    uniqueIndex('calls_provider_external_key').on(t.dataProviderId, t.externalId),
    index('calls_project_started_idx').on(t.projectId, t.startedAt),
    index('calls_project_employee_started_idx').on(t.projectId, t.employeeId, t.startedAt),
    index('calls_owner_idx').on(t.ownerUserId),
    // The lead-processing rollup finds a deal's calls by its link.
    index('calls_deal_link_idx')
      .on(t.dataProviderId, t.dealExternalId, t.startedAt)
      .where(sql`deal_external_id is not null`),
  ],
);

export const tasks = pgTable(
  'tasks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    projectId: projectRef(),
    dataProviderId: providerRef(),
    externalId: text('external_id').notNull(),
    ownerUserId: uuid('owner_user_id').references(() => providerUsers.id, { onDelete: 'set null' }),
    employeeId: employeeRef(),
    dealExternalId: text('deal_external_id'),
    title: text('title'),
    dueAt: ts('due_at'),
    completedAt: ts('completed_at'),
    createdAt: ts('created_at').notNull(),
    updatedAt: ts('updated_at').notNull(),
  },
  (t) => [
    uniqueIndex('tasks_provider_external_key').on(t.dataProviderId, t.externalId),
    // Covering in SQL (migration 0028 INCLUDEs due_at and employee_id; drizzle has no INCLUDE).
    index('tasks_project_completed_idx').on(t.projectId, t.completedAt),
    index('tasks_project_employee_due_idx').on(t.projectId, t.employeeId, t.dueAt),
    index('tasks_owner_idx').on(t.ownerUserId),
    index('tasks_deal_link_idx')
      .on(t.dataProviderId, t.dealExternalId, t.completedAt)
      .where(sql`deal_external_id is not null`),
  ],
);
