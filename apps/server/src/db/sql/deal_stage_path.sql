-- A deal's funnel path as one JSON text (the generated column deals.stages_path), which the managers
-- board groups on instead of the whole stages array.
-- Last defined in: 0025_deals_stage_path.

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
