-- Calls and tasks linked to a deal can process its lead: refreshes the lead assignments of the deals
-- they are (or were) linked to.
-- Last defined in: 0006_analytics_rollups.

-- Calls and tasks: the deals they are (or were) linked to. `at_column` is the instant that can
-- process a lead (started_at, completed_at); an update that moves neither it nor the link is skipped.
CREATE OR REPLACE FUNCTION sp_linked_activity_rollup() RETURNS trigger LANGUAGE plpgsql AS $fn$
DECLARE
  ids uuid[];
  at_column text := TG_ARGV[0];
BEGIN
  IF TG_OP = 'INSERT' THEN
    EXECUTE format($q$SELECT array_agg(DISTINCT d.id) FROM deals d
      JOIN (SELECT DISTINCT data_provider_id, deal_external_id FROM new_rows WHERE deal_external_id IS NOT NULL AND %1$I IS NOT NULL) k
        ON d.data_provider_id = k.data_provider_id AND d.external_id = k.deal_external_id$q$, at_column) INTO ids;
  ELSIF TG_OP = 'DELETE' THEN
    EXECUTE format($q$SELECT array_agg(DISTINCT d.id) FROM deals d
      JOIN (SELECT DISTINCT data_provider_id, deal_external_id FROM old_rows WHERE deal_external_id IS NOT NULL AND %1$I IS NOT NULL) k
        ON d.data_provider_id = k.data_provider_id AND d.external_id = k.deal_external_id$q$, at_column) INTO ids;
  ELSE
    EXECUTE format($q$SELECT array_agg(DISTINCT d.id) FROM deals d
      JOIN (SELECT o.data_provider_id, o.deal_external_id FROM old_rows o JOIN new_rows n ON n.id = o.id
              WHERE (o.deal_external_id, o.%1$I) IS DISTINCT FROM (n.deal_external_id, n.%1$I)
            UNION
            SELECT n.data_provider_id, n.deal_external_id FROM old_rows o JOIN new_rows n ON n.id = o.id
              WHERE (o.deal_external_id, o.%1$I) IS DISTINCT FROM (n.deal_external_id, n.%1$I)) k
        ON d.data_provider_id = k.data_provider_id AND d.external_id = k.deal_external_id$q$, at_column) INTO ids;
  END IF;
  IF ids IS NOT NULL THEN PERFORM sp_refresh_lead_assignments(ids); END IF;
  RETURN NULL;
END
$fn$;

CREATE TRIGGER calls_rollup_insert AFTER INSERT ON calls REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION sp_linked_activity_rollup('started_at');

ALTER TABLE calls ENABLE ALWAYS TRIGGER calls_rollup_insert;

CREATE TRIGGER calls_rollup_update AFTER UPDATE ON calls REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION sp_linked_activity_rollup('started_at');

ALTER TABLE calls ENABLE ALWAYS TRIGGER calls_rollup_update;

CREATE TRIGGER calls_rollup_delete AFTER DELETE ON calls REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION sp_linked_activity_rollup('started_at');

ALTER TABLE calls ENABLE ALWAYS TRIGGER calls_rollup_delete;

CREATE TRIGGER tasks_rollup_insert AFTER INSERT ON tasks REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION sp_linked_activity_rollup('completed_at');

ALTER TABLE tasks ENABLE ALWAYS TRIGGER tasks_rollup_insert;

CREATE TRIGGER tasks_rollup_update AFTER UPDATE ON tasks REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION sp_linked_activity_rollup('completed_at');

ALTER TABLE tasks ENABLE ALWAYS TRIGGER tasks_rollup_update;

CREATE TRIGGER tasks_rollup_delete AFTER DELETE ON tasks REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION sp_linked_activity_rollup('completed_at');

ALTER TABLE tasks ENABLE ALWAYS TRIGGER tasks_rollup_delete;
