-- Invalidates a project's deal rollup when what a stage means (bill, won, refund) changes.
-- Last defined in: 0007_analytics_pulse_calls_rollups.

-- What a stage means changed (a bill, won or refund kind given, taken or moved): the project's deal
-- rollup is rebuilt before it is read next. Labels, positions and other kinds change nothing here.
CREATE OR REPLACE FUNCTION analytics_definitions_changed() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  IF TG_OP = 'INSERT' THEN
    DELETE FROM analytics_rollup_state s WHERE s.part = 'deals'
      AND s.project_id IN (SELECT project_id FROM new_rows WHERE kind IN ('bill', 'won', 'refund'));
  ELSIF TG_OP = 'DELETE' THEN
    DELETE FROM analytics_rollup_state s WHERE s.part = 'deals'
      AND s.project_id IN (SELECT project_id FROM old_rows WHERE kind IN ('bill', 'won', 'refund'));
  ELSE
    DELETE FROM analytics_rollup_state s WHERE s.part = 'deals'
      AND s.project_id IN (SELECT n.project_id FROM old_rows o JOIN new_rows n ON n.id = o.id
                           WHERE (o.kind IN ('bill', 'won', 'refund') OR n.kind IN ('bill', 'won', 'refund'))
                             AND (o.kind, o.stage, o.data_provider_id) IS DISTINCT FROM (n.kind, n.stage, n.data_provider_id));
  END IF;
  RETURN NULL;
END
$fn$;

CREATE TRIGGER analytics_definitions_update AFTER UPDATE ON definitions REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION analytics_definitions_changed();

ALTER TABLE definitions ENABLE ALWAYS TRIGGER analytics_definitions_update;

CREATE TRIGGER analytics_definitions_insert AFTER INSERT ON definitions REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION analytics_definitions_changed();

ALTER TABLE definitions ENABLE ALWAYS TRIGGER analytics_definitions_insert;

CREATE TRIGGER analytics_definitions_delete AFTER DELETE ON definitions REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION analytics_definitions_changed();

ALTER TABLE definitions ENABLE ALWAYS TRIGGER analytics_definitions_delete;
