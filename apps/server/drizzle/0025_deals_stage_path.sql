-- The managers board groups a month's cohort by owner, provider and funnel path. Grouping on the
-- text[] `stages` hashed and compared every element of every deal's array (about half of the
-- statement on the bench tenant); a deal now also carries its path as one JSON text, the very text
-- the board returns (`stages_json`), written by PostgreSQL whenever `stages` changes. Hashing one
-- short text per deal is cheap, and the JSON text cannot make two different paths equal, whatever
-- the stage names contain.
-- array_to_json is declared STABLE for every element type; for text[] its result depends on the
-- argument only, which is what this wrapper declares so a generated column may use it.
CREATE FUNCTION deal_stage_path(stages text[]) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT array_to_json(stages)::text $$;
--> statement-breakpoint
ALTER TABLE "deals" ADD COLUMN "stages_path" text GENERATED ALWAYS AS (deal_stage_path("stages")) STORED NOT NULL;
--> statement-breakpoint
-- The cohort's covering index (migration 0018) carries the path too.
DROP INDEX IF EXISTS "deals_project_created_idx";
--> statement-breakpoint
CREATE INDEX "deals_project_created_idx" ON "deals" USING btree ("project_id", "created_at")
  INCLUDE ("employee_id", "data_provider_id", "product_id", "amount", "stages", "stage_amounts", "stages_path");
