-- Rebuilds deals.stage_amounts and deals.stages (each stage entered, with its amount) from the stage history.
-- Last defined in: 0008_deal_stage_sets.

-- deals.stages: the keys of deals.stage_amounts, sorted; kept by the same refresh as stage_amounts.
CREATE OR REPLACE FUNCTION sp_refresh_stage_amounts(deal_ids uuid[]) RETURNS void LANGUAGE plpgsql AS $fn$
BEGIN
  EXECUTE $q$
    UPDATE deals d SET stage_amounts = s.amounts, stages = s.stages
    FROM (SELECT sc.deal_id, jsonb_object_agg(sc.stage, sc.amount ORDER BY sc.changed_at, sc.id) AS amounts,
                 array_agg(DISTINCT sc.stage ORDER BY sc.stage) AS stages
          FROM deal_stage_changes sc WHERE sc.deal_id IN (SELECT unnest($1::uuid[]))
          GROUP BY sc.deal_id) s
    WHERE d.id = s.deal_id AND (d.stage_amounts, d.stages) IS DISTINCT FROM (s.amounts, s.stages)$q$ USING deal_ids;
END
$fn$;
