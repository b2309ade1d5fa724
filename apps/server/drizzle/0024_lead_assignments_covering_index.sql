-- The lead-processing board reads a period's leads from lead_assignments. Its rows are wide (the
-- deal's title, link and JSON ride along for the deals dialog: ~430 bytes each), and assigned_at is
-- not correlated with the row order, so a month of a 300-seat team was a sequential scan of the whole
-- table (165,000 rows, 71 MB, for 57,000 leads). The (project_id, assigned_at) index now carries the
-- columns the board's statistics read, so a month is an index-only scan of that month's entries.
-- Same key, same name: every other user of the index is unchanged, and ingestion maintains no
-- additional index. The deals dialog still visits the rows of its one manager (title, link).
DROP INDEX IF EXISTS "lead_assignments_project_assigned_idx";
--> statement-breakpoint
CREATE INDEX "lead_assignments_project_assigned_idx" ON "lead_assignments" USING btree ("project_id", "assigned_at")
  INCLUDE ("owner_user_id", "deal_id", "data_provider_id", "processed_at", "deal_created_at", "stages", "calendar", "process_seconds", "participate_seconds");
--> statement-breakpoint
-- An index-only scan skips the rows only on pages the visibility map marks all-visible; a lead is
-- updated when it is processed, so let autovacuum set the map again sooner than its default (20 % of
-- the table changed).
ALTER TABLE "lead_assignments" SET (autovacuum_vacuum_scale_factor = 0.02, autovacuum_vacuum_insert_scale_factor = 0.02);
