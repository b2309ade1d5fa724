-- A project's time zone changed: every day boundary moves, so all its rollups are invalidated.
-- Last defined in: 0007_analytics_pulse_calls_rollups.

-- Another time zone: every day boundary moves; all parts are rebuilt before they are read next.
CREATE OR REPLACE FUNCTION analytics_zone_changed() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  DELETE FROM analytics_rollup_state s WHERE s.project_id = coalesce(NEW.project_id, OLD.project_id);
  RETURN NULL;
END
$fn$;

CREATE TRIGGER analytics_zone_insert AFTER INSERT ON settings FOR EACH ROW WHEN (NEW.name = 'timezone') EXECUTE FUNCTION analytics_zone_changed();

ALTER TABLE settings ENABLE ALWAYS TRIGGER analytics_zone_insert;

CREATE TRIGGER analytics_zone_update AFTER UPDATE ON settings FOR EACH ROW WHEN (NEW.name = 'timezone' OR OLD.name = 'timezone') EXECUTE FUNCTION analytics_zone_changed();

ALTER TABLE settings ENABLE ALWAYS TRIGGER analytics_zone_update;

CREATE TRIGGER analytics_zone_delete AFTER DELETE ON settings FOR EACH ROW WHEN (OLD.name = 'timezone') EXECUTE FUNCTION analytics_zone_changed();

ALTER TABLE settings ENABLE ALWAYS TRIGGER analytics_zone_delete;
