-- Keeps the deal rollups exact when stage changes are written or deleted.
-- Last defined in: 0019_analytics_deal_kind_changes (function), 0007_analytics_pulse_calls_rollups (triggers).

-- The deal-day rollup counts a deal's first entry into a stage of kind bill, won or refund, so a new
-- stage change into any other stage (most of a pipeline: new, qualified, negotiation) cannot change
-- it: such batches no longer recompute the days of the deals they touch (every deal that moved on
-- those days, ~50 ms a batch on a busy project). Changes into kind stages, and deletes, recompute as before.
CREATE OR REPLACE FUNCTION analytics_stage_changes_changed() RETURNS trigger LANGUAGE plpgsql AS $fn$
DECLARE v_p uuid[]; v_t timestamptz[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(sc.project_id), array_agg(sc.changed_at) INTO v_p, v_t
    FROM deal_stage_changes sc WHERE sc.deal_id IN (
      SELECT n.deal_id FROM new_rows n
      JOIN deals d ON d.id = n.deal_id
      JOIN definitions k ON k.data_provider_id = d.data_provider_id AND k.stage = n.stage AND k.kind IN ('bill', 'won', 'refund'));
  ELSE
    SELECT array_agg(r.project_id), array_agg(r.changed_at) INTO v_p, v_t
    FROM (SELECT project_id, changed_at FROM old_rows
          UNION ALL
          SELECT sc.project_id, sc.changed_at FROM deal_stage_changes sc WHERE sc.deal_id IN (SELECT deal_id FROM old_rows)) r;
  END IF;
  IF v_p IS NOT NULL THEN PERFORM analytics_touch('deals', v_p, NULL, v_t); END IF;
  RETURN NULL;
END
$fn$;

CREATE TRIGGER analytics_stage_changes_insert AFTER INSERT ON deal_stage_changes REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION analytics_stage_changes_changed();

ALTER TABLE deal_stage_changes ENABLE ALWAYS TRIGGER analytics_stage_changes_insert;

CREATE TRIGGER analytics_stage_changes_delete AFTER DELETE ON deal_stage_changes REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION analytics_stage_changes_changed();

ALTER TABLE deal_stage_changes ENABLE ALWAYS TRIGGER analytics_stage_changes_delete;
