-- Refreshes the rollup keys (project, employee, local day) that changed rows touched; the one entry
-- point of the activity triggers.
-- Last defined in: 0010_analytics_rollups_covering_open_tasks.

CREATE OR REPLACE FUNCTION analytics_touch(v_part text, v_projects uuid[], v_employees uuid[], v_instants timestamptz[]) RETURNS void LANGUAGE plpgsql AS $fn$
DECLARE
  v_project uuid;
  v_zone text;
  v_keys_employee uuid[];
  v_keys_day date[];
BEGIN
  FOR v_project IN SELECT DISTINCT x FROM unnest(v_projects) AS x ORDER BY 1 LOOP
    PERFORM analytics_lock(v_project);
    v_zone := analytics_zone(v_project);
    IF v_part = 'calls' THEN
      SELECT array_agg(k.employee_id), array_agg(k.day) INTO v_keys_employee, v_keys_day
      FROM (SELECT DISTINCT u.employee_id, analytics_day(u.instant, v_zone) AS day
            FROM unnest(v_projects, v_employees, v_instants) AS u(project_id, employee_id, instant)
            WHERE u.project_id = v_project AND u.instant IS NOT NULL) k;
      -- A bulk load touches most of a project: one pass over its calls beats a lookup per key.
      IF cardinality(v_keys_day) > 5000 THEN PERFORM analytics_refresh_calls(v_project, v_zone, NULL, NULL);
      ELSIF v_keys_day IS NOT NULL THEN PERFORM analytics_refresh_calls(v_project, v_zone, v_keys_employee, v_keys_day); END IF;
    ELSE
      SELECT array_agg(DISTINCT analytics_day(u.instant, v_zone)) INTO v_keys_day
      FROM unnest(v_projects, v_instants) AS u(project_id, instant)
      WHERE u.project_id = v_project AND u.instant IS NOT NULL;
      IF v_keys_day IS NOT NULL THEN
        IF v_part = 'deals' THEN PERFORM analytics_refresh_deals(v_project, v_zone, v_keys_day);
        ELSIF v_part = 'open' THEN PERFORM analytics_refresh_open_tasks(v_project, v_zone, v_keys_day);
        ELSE PERFORM analytics_refresh_tasks(v_project, v_zone, v_keys_day); END IF;
      END IF;
    END IF;
  END LOOP;
END
$fn$;
