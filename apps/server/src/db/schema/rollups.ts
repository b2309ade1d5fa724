import { sql } from 'drizzle-orm';
import { bigint, boolean, doublePrecision, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { dealOwnerChanges, providerUsers } from './activity';

const ts = (name: string) => timestamp(name, { withTimezone: true });

/**
 * Rollup for lead processing, one row per owner change (a lead reaching a manager), kept by triggers
 * on deal_owner_changes, deal_stage_changes, calls and tasks (see the analytics migration), so the
 * board reads one row per lead instead of searching the deal's history. `until_at`: the deal's next
 * owner change; `processed_at`: the first action on the deal while this owner had it (a stage change
 * after the assignment, or a linked call or completed task from the assignment on).
 * `project_id`, `deal_id`, `owner_user_id` and `assigned_at` are copies of the owner change; the
 * deal's columns after them are copies of the deal (kept by a trigger on deals), so the board of a
 * month reads these rows alone.
 */
export const leadAssignments = pgTable(
  'lead_assignments',
  {
    id: bigint('id', { mode: 'number' })
      .primaryKey()
      .references(() => dealOwnerChanges.id, { onDelete: 'cascade' }),
    projectId: uuid('project_id').notNull(),
    dealId: uuid('deal_id').notNull(),
    ownerUserId: uuid('owner_user_id').references(() => providerUsers.id, { onDelete: 'set null' }),
    assignedAt: ts('assigned_at').notNull(),
    untilAt: ts('until_at'),
    processedAt: ts('processed_at'),
    dataProviderId: uuid('data_provider_id'),
    externalId: text('external_id'),
    title: text('title'),
    link: text('link'),
    dealCreatedAt: ts('deal_created_at'),
    stages: text('stages')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /**
     * Working seconds to process the lead and for it to arrive (creation to assignment), in the
     * project's default lead calendar `calendar` ('zone|start|end|weekdays'). A request in another
     * calendar (other weekdays, a changed setting not yet applied) computes them instead.
     */
    calendar: text('calendar'),
    processSeconds: doublePrecision('process_seconds'),
    participateSeconds: doublePrecision('participate_seconds'),
    /** The lead as the board lists it (externalId, externalLink, title, time): JSON text, spliced into answers. */
    dealJson: text('deal_json'),
    /** Whether the stage set fits a row of the board's covering index (migration 0037). */
    stageSetsFit: boolean('stage_sets_fit')
      .notNull()
      .generatedAlwaysAs(sql`stage_set_fits(stages)`),
  },
  (t) => [
    // Covering in SQL (migrations 0024, 0037: INCLUDEs the lead-processing statistics' columns, for the
    // rows whose stage sets fit; drizzle has no INCLUDE). The other rows: lead_assignments_project_assigned_wide_idx.
    index('lead_assignments_project_assigned_idx').on(t.projectId, t.assignedAt),
    index('lead_assignments_deal_idx').on(t.dealId),
  ],
);
