import { sql } from 'drizzle-orm';
import * as z from 'zod/mini';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dashboardCreateSchema } from '@salespulse/contract/dashboards';
import { dataProviderCreateSchema } from '@salespulse/contract/data-providers';
import { definitionCreateSchema, definitionPatchSchema } from '@salespulse/contract/definitions';
import { distributionCreateSchema, distributionMemberInputSchema, distributionPresetCreateSchema } from '@salespulse/contract/distribution';
import { giftProductCreateSchema } from '@salespulse/contract/gifts';
import { goalCreateSchema } from '@salespulse/contract/goals';
import { teamCreateSchema } from '@salespulse/contract/teams';
import { callEventSchema, dealEventSchema, taskEventSchema, userEventSchema } from '@salespulse/contract/ingestion';
import { pointTransactionCreateSchema } from '@salespulse/contract/points';
import { productPatchSchema, propertyCreateSchema } from '@salespulse/contract/catalogue';
import { settingCreateSchema } from '@salespulse/contract/settings';
import { emailSchema } from '@salespulse/contract/validation';
import { rowsOf } from './db/rows';
import { createTestDatabase, type TestDatabase } from '../test/test-database';

// Every limit of the contract against the column its value lands in, read from the migrated
// database: a webhook deal amount of 1e12 passed the contract (at most 1e12) and failed in
// numeric(14,2) with a 500. A new bounded column (an integer, a numeric, a text in a btree index)
// fails this test until it is listed below, with the schema that feeds it or the reason nothing
// from outside does.

type Landing = { schema: z.ZodMiniType; column: string };

const LANDINGS: Record<string, Landing> = {
  'a webhook deal amount': { schema: dealEventSchema.shape.amount, column: 'deals.amount' },
  'a webhook deal amount, in the stage history': { schema: dealEventSchema.shape.amount, column: 'deal_stage_changes.amount' },
  'a webhook call duration': { schema: callEventSchema.shape.durationSeconds, column: 'calls.duration_seconds' },
  'a webhook user id': { schema: userEventSchema.shape.externalId, column: 'provider_users.external_id' },
  'a webhook deal id': { schema: dealEventSchema.shape.externalId, column: 'deals.external_id' },
  'a webhook call id': { schema: callEventSchema.shape.externalId, column: 'calls.external_id' },
  'a webhook task id': { schema: taskEventSchema.shape.externalId, column: 'tasks.external_id' },
  "a webhook call's deal": { schema: callEventSchema.shape.dealExternalId, column: 'calls.deal_external_id' },
  "a webhook task's deal": { schema: taskEventSchema.shape.dealExternalId, column: 'tasks.deal_external_id' },
  'a webhook deal stage': { schema: dealEventSchema.shape.stage, column: 'definitions.stage' },
  'a definition stage typed by hand': { schema: definitionCreateSchema.shape.stage, column: 'definitions.stage' },
  'a definition kind': { schema: definitionCreateSchema.shape.kind, column: 'definitions.kind' },
  'a definition position': { schema: definitionPatchSchema.shape.position, column: 'definitions.position' },
  'a webhook deal product': { schema: dealEventSchema.shape.product, column: 'products.external_key' },
  'a product name given by hand': { schema: productPatchSchema.shape.name, column: 'products.name' },
  'a webhook deal product, as its first name': { schema: dealEventSchema.shape.product, column: 'products.name' },
  'a property key': { schema: propertyCreateSchema.shape.key, column: 'properties.key' },
  'a property name': { schema: propertyCreateSchema.shape.name, column: 'properties.name' },
  'a property key seen on a webhook deal, as its first name': { schema: z.string().check(z.maxLength(200)), column: 'properties.name' },
  'a distribution name': { schema: distributionCreateSchema.shape.name, column: 'distributions.name' },
  'a distribution position': { schema: distributionCreateSchema.shape.position, column: 'distributions.position' },
  "a distribution member's weight": { schema: distributionMemberInputSchema.shape.weight, column: 'distribution_employees.weight' },
  "a distribution member's daily cap": { schema: distributionMemberInputSchema.shape.dailyCap, column: 'distribution_employees.daily_cap' },
  'a preset name': { schema: distributionPresetCreateSchema.shape.name, column: 'distribution_presets.name' },
  'a board name': { schema: dashboardCreateSchema.shape.name, column: 'dashboards.name' },
  'a data provider name': { schema: dataProviderCreateSchema.shape.name, column: 'data_providers.name' },
  'a gift price': { schema: giftProductCreateSchema.shape.price, column: 'gift_products.price' },
  'a gift price, copied into a request': { schema: giftProductCreateSchema.shape.price, column: 'gift_requests.price' },
  'a points change': { schema: pointTransactionCreateSchema.shape.amount, column: 'point_transactions.amount' },
  'a setting name': { schema: settingCreateSchema.shape.name, column: 'settings.name' },
  'a team name': { schema: teamCreateSchema.shape.name, column: 'teams.name' },
  "a goal's metric": { schema: goalCreateSchema.shape.metric, column: 'goals.metric' },
  "a goal's scope": { schema: goalCreateSchema.shape.scope, column: 'goals.scope' },
  'an e-mail address': { schema: emailSchema, column: 'users.email' },
};

/** Bounded columns no request writes as sent, and why their values stay inside. */
const NOT_FROM_INPUT: Record<string, string> = {
  'analytics_call_days.calls': 'a count of calls in one employee-day',
  'analytics_call_days.success_calls': 'a count of calls in one employee-day',
  'analytics_call_days.success_duration': 'bigint: a sum of durations of at most 86,400 s each',
  'analytics_call_hours.calls': 'a count of calls in one employee-hour',
  'analytics_call_hours.success_calls': 'a count of calls in one employee-hour',
  'analytics_call_hours.success_duration': 'bigint: a sum of durations of at most 86,400 s each',
  'analytics_call_hours.hour': 'an hour of the day, 0-23',
  'analytics_deal_days.bills': 'a count of deals in one employee-day',
  'analytics_deal_days.refunds': 'a count of deals in one employee-day',
  'analytics_deal_days.won': 'a count of deals in one employee-day',
  'analytics_deal_days.bill_amount': 'unconstrained numeric: a sum of amounts (migration 0036)',
  'analytics_deal_days.won_amount': 'unconstrained numeric: a sum of amounts (migration 0036)',
  'analytics_deal_days.refund_amount': 'unconstrained numeric: a sum of amounts (migration 0036)',
  'analytics_deal_hours.amount': 'unconstrained numeric: a sum of amounts',
  'analytics_deal_hours.entries': 'a count of deals in one employee-hour',
  'analytics_deal_hours.hour': 'an hour of the day, 0-23',
  'analytics_deal_hours.kind': "one of the rollup's own kinds",
  'analytics_open_task_totals.open': "a count of an employee's open tasks",
  'analytics_open_tasks.open': "a count of an employee's open tasks on one day",
  'analytics_task_days.tasks': 'a count of tasks in one employee-day',
  'analytics_task_hours.hour': 'an hour of the day, 0-23',
  'analytics_task_hours.tasks': 'a count of tasks in one employee-hour',
  'analytics_rollup_state.part': "one of the rollups' own part names",
  'bot_verification_codes.code_hash': 'a SHA-256 hash',
  'csv_imports.bytes_done': 'bytes of an upload of at most CSV_MAX_BYTES (config: below 2^31)',
  'csv_imports.bytes_total': 'bytes of an upload of at most CSV_MAX_BYTES (config: below 2^31)',
  'csv_imports.error_count': 'a count of rows of one upload',
  'csv_imports.status': "one of the import's own statuses",
  'csv_imports.imported': 'a count of rows of one upload',
  'csv_imports.rows': 'a count of rows of one upload',
  'dashboard_widget_teams.widget': "a widget's position on its board, below DASHBOARD_WIDGETS_MAX",
  'deal_owner_changes.id': 'bigserial',
  'deal_stage_changes.id': 'bigserial',
  'distribution_employees.consecutive_misses': 'a count of leads',
  'distribution_employees.day_count': 'a count of leads in one day',
  'distribution_employees.expected_base': "double precision: the engine's share arithmetic",
  'distribution_employees.received': 'a count of leads',
  'distribution_employees.share_banked': "double precision: the engine's share arithmetic",
  'distribution_employees.share_since': "double precision: the engine's share arithmetic",
  'distribution_leads.decisions': 'a count of decisions about one lead',
  'distribution_leads.failures': 'a count of failed decisions about one lead',
  'distribution_leads.state': "one of the engine's own states",
  'distribution_leads.writeback_attempts': 'a count of attempts',
  'distribution_leads.writeback_state': "one of the engine's own states",
  'distribution_leads.writeback_version': 'a count of versions',
  'distributions.share_clock': "double precision: the engine's share arithmetic",
  'employees.status': 'one of the employee statuses',
  'gift_requests.status': 'one of the request statuses',
  'invitations.status': 'one of the invitation statuses',
  'lead_assignments.calendar': "the project's lead calendar: zone, two HH:mm times and weekdays",
  'lead_assignments.id': 'bigint: the id of an owner change',
  'lead_assignments.participate_seconds': 'double precision: working seconds',
  'goals.target': 'double precision: the contract caps a target at 1e12 (GOAL_TARGET_MAX), far inside it',
  'lead_assignments.process_seconds': 'double precision: working seconds',
  'mail_outbox.status': 'one of the outbox statuses',
  'media_objects.byte_size': 'bytes of an upload of at most the media limit',
  'orders.amount': "a package's price, in minor units",
  'orders.checkout_id': "Stripe's checkout session id",
  'orders.employee_limit': "a package's limit",
  'orders.period_months': "a package's period",
  'packages.code': "the server's own package codes",
  'packages.employee_limit': "the server's own packages",
  'packages.period_months': "the server's own packages",
  'packages.price': "the server's own packages",
  'password_reset_tokens.token_hash': 'a SHA-256 hash',
  'point_transactions.balance_after': 'a balance, kept at most POINT_BALANCE_MAX by the ledger',
  'point_transactions.seq': 'bigserial',
  'refresh_tokens.token_hash': 'a SHA-256 hash',
  'subscriptions.employee_limit': "a package's limit",
};

/**
 * A deal's stage sets, kept by the rollup triggers: they grow with every stage the deal enters, so no
 * limit bounds them; the covering indexes take only the rows whose sets fit (migration 0037), which
 * hostile-cases.test.ts proves with a deal of 40 long stages.
 */
const STAGE_SETS = new Set(['deals.stages', 'deals.stages_path', 'deals.stage_amounts', 'lead_assignments.stages']);

/** What B-tree indexes hold in a row at most: PostgreSQL's limit for btree version 4. */
const BTREE_ROW_MAX_BYTES = 2704;
/** A UTF-16 code unit of JavaScript text is at most 3 bytes of UTF-8 (a pair of them is 4). */
const UTF8_BYTES_PER_UNIT = 3;

type Column = {
  table_name: string;
  column_name: string;
  data_type: string;
  numeric_precision: number | null;
  numeric_scale: number | null;
  character_maximum_length: number | null;
};
type Bounds = { type?: string; minimum?: number; maximum?: number; maxLength?: number; enum?: unknown[] };

/** The limits a value of the schema is checked against, through optional, nullable and default. */
function boundsOf(schema: z.ZodMiniType): Bounds {
  type JsonSchema = Bounds & { anyOf?: JsonSchema[]; const?: unknown };
  const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  const variants = (json.anyOf ?? [json]).filter((variant) => variant.type !== 'null');
  expect(variants, 'one kind of value').toHaveLength(1);
  return variants[0]!;
}

const INTEGER_RANGES: Record<string, [number, number]> = {
  smallint: [-32_768, 32_767],
  integer: [-2_147_483_648, 2_147_483_647],
  bigint: [Number.MIN_SAFE_INTEGER, Number.MAX_SAFE_INTEGER],
};

/** Why the schema lets through what the column cannot hold, or null when it fits. */
function misfit(bounds: Bounds, column: Column, indexed: boolean): string | null {
  const { data_type: type } = column;
  if (type in INTEGER_RANGES) {
    const [low, high] = INTEGER_RANGES[type]!;
    if (bounds.type !== 'integer') return `takes ${bounds.type ?? 'any'} values into ${type}`;
    if (bounds.minimum === undefined || bounds.minimum < low) return `minimum ${bounds.minimum} is below ${type}'s ${low}`;
    if (bounds.maximum === undefined || bounds.maximum > high) return `maximum ${bounds.maximum} is above ${type}'s ${high}`;
    return null;
  }
  if (type === 'numeric') {
    if (column.numeric_precision === null) return null;
    const scale = column.numeric_scale ?? 0;
    const largest = 10 ** (column.numeric_precision - scale) - 10 ** -scale;
    if (bounds.maximum === undefined || bounds.maximum > largest)
      return `maximum ${bounds.maximum} is above numeric(${column.numeric_precision},${scale})'s ${largest}`;
    if (bounds.minimum === undefined || bounds.minimum < -largest)
      return `minimum ${bounds.minimum} is below numeric(${column.numeric_precision},${scale})'s ${-largest}`;
    return null;
  }
  if (type === 'text' || type === 'character varying') {
    if (bounds.enum) return bounds.enum.every((value) => typeof value === 'string') ? null : 'an enum of other values than text';
    if (bounds.type !== 'string' || bounds.maxLength === undefined) return 'takes text of any length';
    if (column.character_maximum_length !== null && bounds.maxLength > column.character_maximum_length) {
      return `at most ${bounds.maxLength} characters into varchar(${column.character_maximum_length})`;
    }
    if (indexed && bounds.maxLength * UTF8_BYTES_PER_UNIT > BTREE_ROW_MAX_BYTES / 2) {
      return `at most ${bounds.maxLength} characters (${bounds.maxLength * UTF8_BYTES_PER_UNIT} bytes) into a B-tree index row of ${BTREE_ROW_MAX_BYTES} bytes`;
    }
    return null;
  }
  return `a column of type ${type} has no rule here yet`;
}

describe('contract limits and the columns they land in', () => {
  let database: TestDatabase;
  let columns: Map<string, Column>;
  let indexed: Set<string>;

  beforeAll(async () => {
    database = await createTestDatabase();
    const db = database.handle.db;
    const listed = rowsOf<Column>(
      await db.execute(sql`select table_name, column_name, data_type, numeric_precision, numeric_scale, character_maximum_length
        from information_schema.columns where table_schema = 'public'`),
    );
    columns = new Map(listed.map((column) => [`${column.table_name}.${column.column_name}`, column]));
    // Every column an index names, as a key, an INCLUDE or inside an expression (lower(name)).
    const indexes = rowsOf<{ table_name: string; definition: string }>(
      await db.execute(sql`select c.relname as table_name, pg_get_indexdef(x.indexrelid) as definition
        from pg_index x join pg_class c on c.oid = x.indrelid join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = 'public'`),
    );
    indexed = new Set();
    for (const { table_name: table, definition } of indexes) {
      const named = definition.slice(definition.indexOf('USING'));
      for (const word of named.match(/\b[a-z_][a-z0-9_]*\b/g) ?? []) if (columns.has(`${table}.${word}`)) indexed.add(`${table}.${word}`);
    }
  });
  afterAll(() => database.drop());

  it.each(Object.entries(LANDINGS))('%s fits its column', (_, { schema, column }) => {
    const found = columns.get(column);
    expect(found, `${column} exists`).toBeDefined();
    expect(misfit(boundsOf(schema), found!, indexed.has(column))).toBeNull();
  });

  it('leaves no bounded column unaccounted for', () => {
    const landed = new Set(Object.values(LANDINGS).map((landing) => landing.column));
    const bounded = [...columns.entries()].filter(([key, column]) => {
      if (['integer', 'smallint', 'bigint', 'numeric', 'double precision', 'real', 'character varying'].includes(column.data_type)) {
        // Unconstrained numeric and ids of serial columns are bounded by nothing a request sends.
        return !(column.data_type === 'numeric' && column.numeric_precision === null && !landed.has(key));
      }
      return indexed.has(key) && ['text', 'ARRAY', 'jsonb'].includes(column.data_type);
    });
    const unaccounted = bounded.map(([key]) => key).filter((key) => !landed.has(key) && !(key in NOT_FROM_INPUT) && !STAGE_SETS.has(key));
    expect(unaccounted).toEqual([]);
  });

  it('lists no column twice or one that is gone', () => {
    for (const key of [...Object.keys(NOT_FROM_INPUT), ...STAGE_SETS]) expect(columns.has(key), key).toBe(true);
    const landed = new Set(Object.values(LANDINGS).map((landing) => landing.column));
    expect(Object.keys(NOT_FROM_INPUT).filter((key) => landed.has(key))).toEqual([]);
  });
});
