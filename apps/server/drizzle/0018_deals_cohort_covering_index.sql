-- The managers board's cohort (deals created in a period, grouped by owner, provider and funnel
-- path) read whole deal rows: a deal row is ~650 bytes on disk (title, link, properties, two versions
-- after its stage refresh), so a month of a 300-seat team touched ~13,000 pages (100 MB) per call, a
-- sequential scan since created_at is not correlated with the row order. The (project_id, created_at)
-- index now carries the columns the cohort reads, so it is answered by an index-only scan of that
-- month's entries (~1,600 pages). Same key, same name: every other user of the index is unchanged,
-- and ingestion maintains no additional index (only the existing one's entries are wider).
-- stage_amounts is carried for the refund rule (a refunded deal's amount at its refund stage).
-- Filters on deals.properties still visit the rows.
DROP INDEX IF EXISTS "deals_project_created_idx";
--> statement-breakpoint
CREATE INDEX "deals_project_created_idx" ON "deals" USING btree ("project_id", "created_at")
  INCLUDE ("employee_id", "data_provider_id", "product_id", "amount", "stages", "stage_amounts");
--> statement-breakpoint
-- An index-only scan skips the rows only on pages the visibility map marks all-visible; deals are
-- updated as they move through stages, so let autovacuum set the map again sooner than its default
-- (20 % of the table changed).
ALTER TABLE "deals" SET (autovacuum_vacuum_scale_factor = 0.02, autovacuum_vacuum_insert_scale_factor = 0.02);
