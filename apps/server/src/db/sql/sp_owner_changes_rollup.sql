-- A new owner of a deal is a new lead assignment: refreshes the lead assignments of those deals.
-- Last defined in: 0006_analytics_rollups.

CREATE OR REPLACE FUNCTION sp_owner_changes_rollup() RETURNS trigger LANGUAGE plpgsql AS $fn$
DECLARE ids uuid[];
BEGIN
  SELECT array_agg(DISTINCT deal_id) INTO ids FROM new_rows;
  IF ids IS NOT NULL THEN PERFORM sp_refresh_lead_assignments(ids); END IF;
  RETURN NULL;
END
$fn$;

CREATE TRIGGER deal_owner_changes_rollup AFTER INSERT ON deal_owner_changes REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION sp_owner_changes_rollup();

ALTER TABLE deal_owner_changes ENABLE ALWAYS TRIGGER deal_owner_changes_rollup;
