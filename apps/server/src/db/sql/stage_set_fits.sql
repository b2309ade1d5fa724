-- Whether a deal's stage sets fit in a B-tree row of the boards' covering indexes (the generated
-- column stage_sets_fit).
-- Last defined in: 0037_stage_sets_bounded_index_rows.

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
