-- The time zone a project's analytics use (its `timezone` setting when PostgreSQL knows it, else UTC).
-- Last defined in: 0007_analytics_pulse_calls_rollups.

-- The project's zone as analytics use it: the `timezone` setting when PostgreSQL knows it, else UTC.
CREATE OR REPLACE FUNCTION analytics_zone(v_project uuid) RETURNS text LANGUAGE plpgsql STABLE AS $fn$
DECLARE v_zone text;
BEGIN
  SELECT s.value INTO v_zone FROM settings s WHERE s.project_id = v_project AND s.name = 'timezone';
  IF v_zone IS NULL OR v_zone = '' THEN RETURN 'UTC'; END IF;
  BEGIN
    PERFORM now() AT TIME ZONE v_zone;
  EXCEPTION WHEN OTHERS THEN
    RETURN 'UTC';
  END;
  RETURN v_zone;
END
$fn$;
