-- A project's zone or work hours changed: its leads' working seconds are recomputed.
-- Last defined in: 0012_lead_working_seconds.

CREATE OR REPLACE FUNCTION sp_lead_settings_changed() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  PERFORM sp_recalendar_leads(coalesce(NEW.project_id, OLD.project_id));
  RETURN NULL;
END
$fn$;

CREATE TRIGGER settings_lead_calendar_insert AFTER INSERT ON settings
  FOR EACH ROW WHEN (NEW.name IN ('timezone', 'work_hours')) EXECUTE FUNCTION sp_lead_settings_changed();

CREATE TRIGGER settings_lead_calendar_update AFTER UPDATE ON settings
  FOR EACH ROW WHEN (NEW.name IN ('timezone', 'work_hours') OR OLD.name IN ('timezone', 'work_hours')) EXECUTE FUNCTION sp_lead_settings_changed();

CREATE TRIGGER settings_lead_calendar_delete AFTER DELETE ON settings
  FOR EACH ROW WHEN (OLD.name IN ('timezone', 'work_hours')) EXECUTE FUNCTION sp_lead_settings_changed();
