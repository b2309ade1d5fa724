-- A deal's stage sets (stages, stage_amounts, stages_path) grow with every distinct stage it enters,
-- and the covering indexes of the managers and lead-processing boards (migrations 0024, 0025) carry
-- them: past PostgreSQL's 2,704 bytes for a B-tree row (5 distinct stages of 200 characters, 15 of
-- 50) every write of that deal or its lead failed, a 500 that no retry could pass. The covering
-- indexes now hold the rows whose sets fit, nearly all of them; the others are found through an index
-- of their own, and the boards read both parts (UNION ALL, stage-sets.ts).
-- 32 stages whose JSON path is at most 400 bytes keep the widest covering row near 2,000 bytes.
-- Built-in functions only: index builds run functions with search_path set to pg_catalog.
CREATE FUNCTION stage_set_fits(stages text[]) RETURNS boolean
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT cardinality(stages) <= 32 AND octet_length(array_to_json(stages)::text) <= 400 $$;
--> statement-breakpoint
-- A stored column rather than the function in the predicates: PostgreSQL estimates a boolean column
-- from its statistics (nearly every row true) but a function at a fixed third, and planned the wide
-- part of a month as a parallel scan of a third of the rows. Adding it rewrites the two tables once.
ALTER TABLE "deals" ADD COLUMN "stage_sets_fit" boolean GENERATED ALWAYS AS (stage_set_fits("stages")) STORED NOT NULL;
--> statement-breakpoint
ALTER TABLE "lead_assignments" ADD COLUMN "stage_sets_fit" boolean GENERATED ALWAYS AS (stage_set_fits("stages")) STORED NOT NULL;
--> statement-breakpoint
DROP INDEX IF EXISTS "deals_project_created_idx";
--> statement-breakpoint
CREATE INDEX "deals_project_created_idx" ON "deals" USING btree ("project_id", "created_at")
  INCLUDE ("employee_id", "data_provider_id", "product_id", "amount", "stages", "stage_amounts", "stages_path")
  WHERE "stage_sets_fit";
--> statement-breakpoint
CREATE INDEX "deals_project_created_wide_idx" ON "deals" USING btree ("project_id", "created_at") WHERE NOT "stage_sets_fit";
--> statement-breakpoint
DROP INDEX IF EXISTS "lead_assignments_project_assigned_idx";
--> statement-breakpoint
CREATE INDEX "lead_assignments_project_assigned_idx" ON "lead_assignments" USING btree ("project_id", "assigned_at")
  INCLUDE ("owner_user_id", "deal_id", "data_provider_id", "processed_at", "deal_created_at", "stages", "calendar", "process_seconds", "participate_seconds")
  WHERE "stage_sets_fit";
--> statement-breakpoint
CREATE INDEX "lead_assignments_project_assigned_wide_idx" ON "lead_assignments" USING btree ("project_id", "assigned_at") WHERE NOT "stage_sets_fit";
--> statement-breakpoint
ANALYZE "deals";
--> statement-breakpoint
ANALYZE "lead_assignments";
