-- Recomputes the call rollups of a project for some employees and days (all of them when null).
-- Last defined in: 0017_analytics_calls_append.

CREATE OR REPLACE FUNCTION analytics_refresh_calls(v_project uuid, v_zone text, v_employees uuid[], v_days date[]) RETURNS void LANGUAGE plpgsql AS $fn$
BEGIN
  IF v_days IS NULL THEN
    DELETE FROM analytics_call_days WHERE project_id = v_project;
    DELETE FROM analytics_call_hours WHERE project_id = v_project;
  ELSE
    DELETE FROM analytics_call_days r USING unnest(v_employees, v_days) AS k(employee_id, day)
      WHERE r.project_id = v_project AND r.day = k.day AND r.employee_id IS NOT DISTINCT FROM k.employee_id;
    DELETE FROM analytics_call_hours r USING unnest(v_employees, v_days) AS k(employee_id, day)
      WHERE r.project_id = v_project AND r.day = k.day AND r.employee_id IS NOT DISTINCT FROM k.employee_id;
  END IF;
  WITH keys AS (SELECT DISTINCT u.employee_id, u.day FROM unnest(v_employees, v_days) AS u(employee_id, day)),
  c AS MATERIALIZED (
    SELECT c.employee_id, analytics_day(c.started_at, v_zone) AS day, c.id, c.data_provider_id, c.started_at, c.duration_seconds, c.answered
    FROM calls c WHERE v_days IS NULL AND c.project_id = v_project
    UNION ALL
    SELECT k.employee_id, k.day, c.id, c.data_provider_id, c.started_at, c.duration_seconds, c.answered
    FROM keys k JOIN calls c ON c.project_id = v_project AND c.employee_id = k.employee_id
      AND c.started_at >= (k.day::timestamp AT TIME ZONE v_zone) AND c.started_at < ((k.day + 1)::timestamp AT TIME ZONE v_zone)
    UNION ALL
    SELECT k.employee_id, k.day, c.id, c.data_provider_id, c.started_at, c.duration_seconds, c.answered
    FROM keys k JOIN calls c ON k.employee_id IS NULL AND c.project_id = v_project AND c.employee_id IS NULL
      AND c.started_at >= (k.day::timestamp AT TIME ZONE v_zone) AND c.started_at < ((k.day + 1)::timestamp AT TIME ZONE v_zone)
  ),
  days AS (
    INSERT INTO analytics_call_days (project_id, employee_id, day, calls, success_calls, success_duration, calls_json, success_json, last_at, last_id)
    SELECT v_project, c.employee_id, c.day, count(*), count(*) FILTER (WHERE c.answered),
      coalesce(sum(c.duration_seconds) FILTER (WHERE c.answered), 0),
      '[' || coalesce(string_agg(analytics_call_json(c.started_at), ',' ORDER BY c.started_at, c.id) FILTER (WHERE c.employee_id IS NOT NULL), '') || ']',
      '[' || coalesce(string_agg(analytics_success_json(c.started_at, c.duration_seconds), ',' ORDER BY c.started_at, c.id) FILTER (WHERE c.answered AND c.employee_id IS NOT NULL), '') || ']',
      max(c.started_at), (array_agg(c.id ORDER BY c.started_at DESC, c.id DESC))[1]
    FROM c GROUP BY c.employee_id, c.day
    RETURNING 1
  )
  INSERT INTO analytics_call_hours (project_id, data_provider_id, employee_id, day, hour, calls, success_calls, success_duration)
  SELECT v_project, c.data_provider_id, c.employee_id, c.day, extract(hour FROM c.started_at AT TIME ZONE v_zone)::smallint,
    count(*), count(*) FILTER (WHERE c.answered), coalesce(sum(c.duration_seconds) FILTER (WHERE c.answered), 0)
  FROM c GROUP BY c.data_provider_id, c.employee_id, c.day, 5;
END
$fn$;
