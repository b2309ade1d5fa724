import { sql } from 'drizzle-orm';
import { boolean, date, doublePrecision, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type {
  DistributionDecision,
  DistributionMemberInput,
  DistributionReason,
  PropertyCondition,
} from '@salespulse/contract/distribution';
import { deals } from './activity';
import { employees } from './employees';
import { projects } from './projects';

// Lead distribution. A distribution takes the new unowned leads that match its conditions and gives
// each to one of its employees; distribution_employees is both the membership and the fairness
// ledger; distribution_leads is the one row per lead that makes "assigned exactly once" a database
// fact (unique deal) and holds where the lead stands; logs keep every decision with its reason.

const ts = (name: string) => timestamp(name, { withTimezone: true });
const projectRef = () =>
  uuid('project_id')
    .notNull()
    .references(() => projects.id, { onDelete: 'cascade' });

/** The indexes that keep distribution and preset names unique within a project, whatever their case. */
export const DISTRIBUTION_NAME_KEY = 'distributions_project_name_key';
export const DISTRIBUTION_PRESET_NAME_KEY = 'distribution_presets_project_name_key';

export const distributions = pgTable(
  'distributions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    projectId: projectRef(),
    name: text('name').notNull(),
    active: boolean('active').notNull().default(true),
    position: integer('position').notNull().default(0),
    /** Conditions: empty lists take any product / any source. Ids of the project's products and providers. */
    productIds: jsonb('product_ids')
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    dataProviderIds: jsonb('data_provider_ids')
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    /** `property` holds the property's id. */
    propertyConditions: jsonb('property_conditions')
      .$type<PropertyCondition[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    fallbackEmployeeId: uuid('fallback_employee_id').references(() => employees.id, { onDelete: 'set null' }),
    /** Sum over its decisions of 1 / (sum of the eligible weights): see engine/ledger.ts. */
    shareClock: doublePrecision('share_clock').notNull().default(0),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('distributions_project_idx').on(t.projectId, t.active, t.position),
    uniqueIndex(DISTRIBUTION_NAME_KEY).on(t.projectId, sql`lower(${t.name})`),
  ],
);

export const distributionEmployees = pgTable(
  'distribution_employees',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    projectId: projectRef(),
    distributionId: uuid('distribution_id')
      .notNull()
      .references(() => distributions.id, { onDelete: 'cascade' }),
    employeeId: uuid('employee_id')
      .notNull()
      .references(() => employees.id, { onDelete: 'cascade' }),
    weight: integer('weight').notNull().default(1),
    dailyCap: integer('daily_cap'),
    /**
     * The ledger: leads the weight entitled them to (a share per decision they were eligible for),
     * stored against the distribution's share clock (engine/ledger.ts), and leads they got.
     */
    expectedBase: doublePrecision('expected_base').notNull().default(0),
    shareBanked: doublePrecision('share_banked').notNull().default(0),
    shareSince: doublePrecision('share_since').notNull().default(0),
    eligible: boolean('eligible').notNull().default(false),
    received: integer('received').notNull().default(0),
    /** Leads received on `day` (the project's local date): the daily cap's counter, reset by a new day. */
    day: date('day', { mode: 'string' }),
    dayCount: integer('day_count').notNull().default(0),
    away: boolean('away').notNull().default(false),
    awaySince: ts('away_since'),
    consecutiveMisses: integer('consecutive_misses').notNull().default(0),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('distribution_employees_member_key').on(t.distributionId, t.employeeId),
    index('distribution_employees_project_employee_idx').on(t.projectId, t.employeeId),
  ],
);

export const distributionPresets = pgTable(
  'distribution_presets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    projectId: projectRef(),
    name: text('name').notNull(),
    /** `employee` holds the employee's id. */
    employees: jsonb('employees')
      .$type<DistributionMemberInput[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('distribution_presets_project_idx').on(t.projectId, t.name),
    uniqueIndex(DISTRIBUTION_PRESET_NAME_KEY).on(t.projectId, sql`lower(${t.name})`),
  ],
);

/**
 * pending: to decide at `due_at`; waiting: postponed until `due_at`; alert: nobody to take it,
 * looked at again at `due_at`; assigned: with `employee_id`, checked for processing at `due_at`
 * (null: no check); processed, unmatched, skipped: done.
 */
export const leadStates = ['pending', 'waiting', 'alert', 'assigned', 'processed', 'unmatched', 'skipped'] as const;
export type LeadState = (typeof leadStates)[number];
export const writeBackStates = ['none', 'pending', 'done', 'failed'] as const;
export type WriteBackState = (typeof writeBackStates)[number];

export const distributionLeads = pgTable(
  'distribution_leads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    projectId: projectRef(),
    dealId: uuid('deal_id')
      .notNull()
      .references(() => deals.id, { onDelete: 'cascade' }),
    distributionId: uuid('distribution_id').references(() => distributions.id, { onDelete: 'set null' }),
    state: text('state').$type<LeadState>().notNull().default('pending'),
    employeeId: uuid('employee_id').references(() => employees.id, { onDelete: 'set null' }),
    /** Whether `employee_id` is a member (its ledger counted the lead) or the fallback owner. */
    viaFallback: boolean('via_fallback').notNull().default(false),
    assignedAt: ts('assigned_at'),
    /** When the engine looks at the lead next; null: never again. */
    dueAt: ts('due_at'),
    /** Employees who had the lead and let it expire: never offered it again. */
    missedBy: jsonb('missed_by')
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    /** Decisions taken for the lead (the first one included). */
    decisions: integer('decisions').notNull().default(0),
    /** Consecutive failures of the engine on this lead, for backoff; the last error. */
    failures: integer('failures').notNull().default(0),
    lastError: text('last_error'),
    /** Telling the CRM about the owner: `writeback_version` changes with every new assignee. */
    writeBackState: text('writeback_state').$type<WriteBackState>().notNull().default('none'),
    writeBackVersion: integer('writeback_version').notNull().default(0),
    writeBackAttempts: integer('writeback_attempts').notNull().default(0),
    writeBackDueAt: ts('writeback_due_at'),
    writeBackError: text('writeback_error'),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('distribution_leads_deal_key').on(t.dealId),
    index('distribution_leads_due_idx')
      .on(t.dueAt)
      .where(sql`${t.dueAt} is not null`),
    index('distribution_leads_writeback_due_idx')
      .on(t.writeBackDueAt)
      .where(sql`${t.writeBackState} = 'pending'`),
    index('distribution_leads_distribution_state_idx').on(t.distributionId, t.state),
    // The dry run reads a project's leads of the last days.
    index('distribution_leads_project_created_idx').on(t.projectId, t.createdAt),
  ],
);

export const distributionLogs = pgTable(
  'distribution_logs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    projectId: projectRef(),
    distributionId: uuid('distribution_id').references(() => distributions.id, { onDelete: 'set null' }),
    dealId: uuid('deal_id').references(() => deals.id, { onDelete: 'cascade' }),
    decision: text('decision').$type<DistributionDecision>().notNull(),
    employeeId: uuid('employee_id').references(() => employees.id, { onDelete: 'set null' }),
    previousEmployeeId: uuid('previous_employee_id').references(() => employees.id, { onDelete: 'set null' }),
    reason: jsonb('reason').$type<DistributionReason>().notNull(),
    at: ts('at').notNull(),
  },
  (t) => [
    index('distribution_logs_project_at_idx').on(t.projectId, t.at),
    index('distribution_logs_distribution_at_idx').on(t.distributionId, t.at),
    index('distribution_logs_employee_at_idx').on(t.projectId, t.employeeId, t.at),
    index('distribution_logs_deal_idx').on(t.dealId),
  ],
);

export type DistributionRow = typeof distributions.$inferSelect;
export type DistributionEmployeeRow = typeof distributionEmployees.$inferSelect;
export type DistributionPresetRow = typeof distributionPresets.$inferSelect;
export type DistributionLeadRow = typeof distributionLeads.$inferSelect;
export type DistributionLogRow = typeof distributionLogs.$inferSelect;
