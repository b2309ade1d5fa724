-- Rebuilds one part (calls, deals, tasks) of a project's rollups from the raw rows and marks it
-- valid; the server calls it before reading a part that was invalidated.
-- Last defined in: 0027_analytics_deal_task_hours.

CREATE OR REPLACE FUNCTION analytics_rebuild(v_project uuid, v_part text) RETURNS void LANGUAGE plpgsql AS $fn$
DECLARE v_zone text;
BEGIN
  PERFORM analytics_lock(v_project);
  v_zone := analytics_zone(v_project);
  IF v_part = 'calls' THEN
    PERFORM analytics_refresh_calls(v_project, v_zone, NULL, NULL);
    ANALYZE analytics_call_days, analytics_call_hours;
  ELSIF v_part = 'deals' THEN
    PERFORM analytics_refresh_deals(v_project, v_zone, NULL);
    ANALYZE analytics_deal_days, analytics_deal_hours;
  ELSIF v_part = 'tasks' THEN
    PERFORM analytics_refresh_tasks(v_project, v_zone, NULL);
    PERFORM analytics_refresh_open_tasks(v_project, v_zone, NULL);
    ANALYZE analytics_task_days, analytics_task_hours, analytics_open_tasks;
  ELSE RAISE EXCEPTION 'unknown analytics rollup part %', v_part;
  END IF;
  INSERT INTO analytics_rollup_state (project_id, part, time_zone, built_at) VALUES (v_project, v_part, v_zone, now())
  ON CONFLICT (project_id, part) DO UPDATE SET time_zone = excluded.time_zone, built_at = excluded.built_at;
END
$fn$;
