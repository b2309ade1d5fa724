-- Keeps the deal rollups exact when a deal's owner, amount or provider changes.
-- Last defined in: 0020_analytics_deal_owner_kinds (function), 0007_analytics_pulse_calls_rollups (triggers).

-- A deal's new owner, amount or provider moves only its entries into stages of kind bill, won or
-- refund; a deal that never entered one (every fresh lead, whose owner lead distribution sets)
-- leaves the deal days alone instead of recomputing the days of its stage changes (~150 ms per
-- assignment on a busy project). Both the old and the new provider's kinds count.
CREATE OR REPLACE FUNCTION analytics_deals_changed() RETURNS trigger LANGUAGE plpgsql AS $fn$
DECLARE v_p uuid[]; v_t timestamptz[];
BEGIN
  WITH changed AS (
    SELECT n.id, o.data_provider_id AS old_provider, n.data_provider_id AS new_provider
    FROM old_rows o JOIN new_rows n ON n.id = o.id
    WHERE (o.employee_id, o.amount, o.data_provider_id) IS DISTINCT FROM (n.employee_id, n.amount, n.data_provider_id))
  SELECT array_agg(sc.project_id), array_agg(sc.changed_at) INTO v_p, v_t
  FROM changed c JOIN deal_stage_changes sc ON sc.deal_id = c.id
  WHERE EXISTS (SELECT 1 FROM definitions k
                WHERE k.data_provider_id IN (c.old_provider, c.new_provider) AND k.stage = sc.stage AND k.kind IN ('bill', 'won', 'refund'));
  IF v_p IS NOT NULL THEN PERFORM analytics_touch('deals', v_p, NULL, v_t); END IF;
  RETURN NULL;
END
$fn$;

CREATE TRIGGER analytics_deals_update AFTER UPDATE ON deals REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION analytics_deals_changed();

ALTER TABLE deals ENABLE ALWAYS TRIGGER analytics_deals_update;
