-- A stage change moves a deal's stage sets and can process its lead: refreshes both for those deals.
-- Last defined in: 0006_analytics_rollups.

CREATE OR REPLACE FUNCTION sp_stage_changes_rollup() RETURNS trigger LANGUAGE plpgsql AS $fn$
DECLARE ids uuid[];
BEGIN
  SELECT array_agg(DISTINCT deal_id) INTO ids FROM new_rows;
  IF ids IS NOT NULL THEN
    PERFORM sp_refresh_stage_amounts(ids);
    PERFORM sp_refresh_lead_assignments(ids);
  END IF;
  RETURN NULL;
END
$fn$;

CREATE TRIGGER deal_stage_changes_rollup AFTER INSERT ON deal_stage_changes REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION sp_stage_changes_rollup();

-- Bulk loads that switch triggers off for speed (session_replication_role = replica) keep them too.
ALTER TABLE deal_stage_changes ENABLE ALWAYS TRIGGER deal_stage_changes_rollup;
