-- Recomputes the completed-task rollups (analytics_task_days/hours) for some days (all when null).
-- Last defined in: 0027_analytics_deal_task_hours.

CREATE OR REPLACE FUNCTION analytics_refresh_tasks(v_project uuid, v_zone text, v_days date[]) RETURNS void LANGUAGE plpgsql AS $fn$
BEGIN
  IF v_days IS NULL THEN
    DELETE FROM analytics_task_days r WHERE r.project_id = v_project;
    DELETE FROM analytics_task_hours r WHERE r.project_id = v_project;
    INSERT INTO analytics_task_hours (project_id, employee_id, day, hour, tasks)
    SELECT v_project, t.employee_id, analytics_day(t.completed_at, v_zone), extract(hour FROM t.completed_at AT TIME ZONE v_zone)::smallint, count(*)
    FROM tasks t WHERE t.project_id = v_project AND t.completed_at IS NOT NULL
    GROUP BY 2, 3, 4;
    INSERT INTO analytics_task_days (project_id, employee_id, day, tasks, tasks_json)
    SELECT v_project, t.employee_id, analytics_day(t.completed_at, v_zone), count(*),
      '[' || string_agg('{"completedAt":"' || to_char(t.completed_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') || '"}', ',' ORDER BY t.completed_at, t.id) || ']'
    FROM tasks t WHERE t.project_id = v_project AND t.completed_at IS NOT NULL
    GROUP BY 1, 2, 3;
    RETURN;
  END IF;
  DELETE FROM analytics_task_days r WHERE r.project_id = v_project AND r.day = ANY (v_days);
  DELETE FROM analytics_task_hours r WHERE r.project_id = v_project AND r.day = ANY (v_days);
  INSERT INTO analytics_task_hours (project_id, employee_id, day, hour, tasks)
  SELECT v_project, t.employee_id, k.day, extract(hour FROM t.completed_at AT TIME ZONE v_zone)::smallint, count(*)
  FROM (SELECT DISTINCT x AS day FROM unnest(v_days) AS x) k
  JOIN tasks t ON t.project_id = v_project
    AND t.completed_at >= (k.day::timestamp AT TIME ZONE v_zone) AND t.completed_at < ((k.day + 1)::timestamp AT TIME ZONE v_zone)
  GROUP BY 2, 3, 4;
  INSERT INTO analytics_task_days (project_id, employee_id, day, tasks, tasks_json)
  SELECT v_project, t.employee_id, k.day, count(*),
    '[' || string_agg('{"completedAt":"' || to_char(t.completed_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') || '"}', ',' ORDER BY t.completed_at, t.id) || ']'
  FROM (SELECT DISTINCT x AS day FROM unnest(v_days) AS x) k
  JOIN tasks t ON t.project_id = v_project
    AND t.completed_at >= (k.day::timestamp AT TIME ZONE v_zone) AND t.completed_at < ((k.day + 1)::timestamp AT TIME ZONE v_zone)
  GROUP BY t.employee_id, k.day;
END
$fn$;
