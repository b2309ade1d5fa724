-- A project's default lead-processing calendar (zone, work hours, weekdays) and its key.
-- Last defined in: 0012_lead_working_seconds.

-- A project's default lead-processing calendar: its zone (as analytics_zone), its work_hours (else
-- 10:00-17:00), Monday to Friday; `calendar` is the key the rows and the requests compare.
CREATE OR REPLACE FUNCTION sp_lead_calendar(p uuid, OUT calendar text, OUT tz text, OUT start_s integer, OUT end_s integer, OUT weekdays integer)
LANGUAGE plpgsql STABLE AS $fn$
DECLARE v text;
BEGIN
  tz := analytics_zone(p);
  start_s := 36000;
  end_s := 61200;
  weekdays := 31;
  SELECT s.value INTO v FROM settings s WHERE s.project_id = p AND s.name = 'work_hours';
  IF v ~ '^([01][0-9]|2[0-3]):[0-5][0-9]-([01][0-9]|2[0-3]):[0-5][0-9]$' AND split_part(v, '-', 1) < split_part(v, '-', 2) THEN
    start_s := substr(v, 1, 2)::integer * 3600 + substr(v, 4, 2)::integer * 60;
    end_s := substr(v, 7, 2)::integer * 3600 + substr(v, 10, 2)::integer * 60;
  END IF;
  calendar := tz || '|' || start_s || '|' || end_s || '|' || weekdays;
END
$fn$;
