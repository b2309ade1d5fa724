-- Keeps the call rollups (analytics_call_days/hours) exact whatever writes calls: appends an insert
-- batch in place, recomputes the days an update or delete touched.
-- Last defined in: 0017_analytics_calls_append (function), 0007_analytics_pulse_calls_rollups (triggers).

CREATE OR REPLACE FUNCTION analytics_calls_changed() RETURNS trigger LANGUAGE plpgsql AS $fn$
DECLARE v_p uuid[]; v_e uuid[]; v_t timestamptz[]; v_project uuid; v_zone text; v_stale_e uuid[]; v_stale_d date[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    FOR v_project IN SELECT DISTINCT n.project_id FROM new_rows n ORDER BY 1 LOOP
      PERFORM analytics_lock(v_project);
      v_zone := analytics_zone(v_project);
      -- Keys whose stored calls do not all precede the batch's: recomputed below.
      SELECT array_agg(g.employee_id), array_agg(g.day) INTO v_stale_e, v_stale_d
      FROM (SELECT n.employee_id, analytics_day(n.started_at, v_zone) AS day, min(n.started_at) AS first_at,
                   (array_agg(n.id ORDER BY n.started_at, n.id))[1] AS first_id
            FROM new_rows n WHERE n.project_id = v_project GROUP BY 1, 2) g
      JOIN analytics_call_days r ON r.project_id = v_project AND r.day = g.day AND r.employee_id IS NOT DISTINCT FROM g.employee_id
      WHERE r.last_at IS NULL OR (r.last_at, r.last_id) >= (g.first_at, g.first_id);

      -- Hour sums do not depend on order: every key adds (stale ones are rebuilt whole below anyway).
      INSERT INTO analytics_call_hours AS h (project_id, data_provider_id, employee_id, day, hour, calls, success_calls, success_duration)
      SELECT v_project, n.data_provider_id, n.employee_id, analytics_day(n.started_at, v_zone), extract(hour FROM n.started_at AT TIME ZONE v_zone)::smallint,
        count(*), count(*) FILTER (WHERE n.answered), coalesce(sum(n.duration_seconds) FILTER (WHERE n.answered), 0)
      FROM new_rows n WHERE n.project_id = v_project GROUP BY 2, 3, 4, 5
      ON CONFLICT (project_id, day, employee_id, data_provider_id, hour) DO UPDATE
        SET calls = h.calls + excluded.calls, success_calls = h.success_calls + excluded.success_calls,
            success_duration = h.success_duration + excluded.success_duration;

      INSERT INTO analytics_call_days AS d (project_id, employee_id, day, calls, success_calls, success_duration, calls_json, success_json, last_at, last_id)
      SELECT v_project, g.employee_id, g.day, g.calls, g.success_calls, g.success_duration, '[' || coalesce(g.calls_json, '') || ']', '[' || coalesce(g.success_json, '') || ']', g.last_at, g.last_id
      FROM (SELECT n.employee_id, analytics_day(n.started_at, v_zone) AS day, count(*) AS calls, count(*) FILTER (WHERE n.answered) AS success_calls,
                   coalesce(sum(n.duration_seconds) FILTER (WHERE n.answered), 0) AS success_duration,
                   string_agg(analytics_call_json(n.started_at), ',' ORDER BY n.started_at, n.id) FILTER (WHERE n.employee_id IS NOT NULL) AS calls_json,
                   string_agg(analytics_success_json(n.started_at, n.duration_seconds), ',' ORDER BY n.started_at, n.id) FILTER (WHERE n.answered AND n.employee_id IS NOT NULL) AS success_json,
                   max(n.started_at) AS last_at, (array_agg(n.id ORDER BY n.started_at DESC, n.id DESC))[1] AS last_id
            FROM new_rows n WHERE n.project_id = v_project GROUP BY 1, 2) g
      WHERE NOT EXISTS (SELECT 1 FROM unnest(v_stale_e, v_stale_d) AS s(employee_id, day) WHERE s.day = g.day AND s.employee_id IS NOT DISTINCT FROM g.employee_id)
      ON CONFLICT (project_id, day, employee_id) DO UPDATE
        SET calls = d.calls + excluded.calls, success_calls = d.success_calls + excluded.success_calls,
            success_duration = d.success_duration + excluded.success_duration,
            calls_json = CASE WHEN excluded.calls_json = '[]' THEN d.calls_json
                              WHEN d.calls_json = '[]' THEN excluded.calls_json
                              ELSE left(d.calls_json, -1) || ',' || substr(excluded.calls_json, 2) END,
            success_json = CASE WHEN excluded.success_json = '[]' THEN d.success_json
                                WHEN d.success_json = '[]' THEN excluded.success_json
                                ELSE left(d.success_json, -1) || ',' || substr(excluded.success_json, 2) END,
            last_at = excluded.last_at, last_id = excluded.last_id;

      IF v_stale_d IS NOT NULL THEN
        -- Many stale keys (a bulk import of history): one pass over the project's calls beats a lookup per key.
        IF cardinality(v_stale_d) > 5000 THEN PERFORM analytics_refresh_calls(v_project, v_zone, NULL, NULL);
        ELSE PERFORM analytics_refresh_calls(v_project, v_zone, v_stale_e, v_stale_d); END IF;
      END IF;
    END LOOP;
    RETURN NULL;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(project_id), array_agg(employee_id), array_agg(started_at) INTO v_p, v_e, v_t FROM old_rows;
  ELSE
    SELECT array_agg(r.project_id), array_agg(r.employee_id), array_agg(r.started_at) INTO v_p, v_e, v_t
    FROM (SELECT o.project_id, o.employee_id, o.started_at FROM old_rows o JOIN new_rows n ON n.id = o.id
            WHERE (o.employee_id, o.started_at, o.duration_seconds, o.answered, o.data_provider_id)
              IS DISTINCT FROM (n.employee_id, n.started_at, n.duration_seconds, n.answered, n.data_provider_id)
          UNION ALL
          SELECT n.project_id, n.employee_id, n.started_at FROM old_rows o JOIN new_rows n ON n.id = o.id
            WHERE (o.employee_id, o.started_at, o.duration_seconds, o.answered, o.data_provider_id)
              IS DISTINCT FROM (n.employee_id, n.started_at, n.duration_seconds, n.answered, n.data_provider_id)) r;
  END IF;
  IF v_p IS NOT NULL THEN PERFORM analytics_touch('calls', v_p, v_e, v_t); END IF;
  RETURN NULL;
END
$fn$;

CREATE TRIGGER analytics_calls_insert AFTER INSERT ON calls REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION analytics_calls_changed();

-- Bulk loads that switch triggers off (session_replication_role = replica) keep the rollups too.
ALTER TABLE calls ENABLE ALWAYS TRIGGER analytics_calls_insert;

CREATE TRIGGER analytics_calls_update AFTER UPDATE ON calls REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION analytics_calls_changed();

ALTER TABLE calls ENABLE ALWAYS TRIGGER analytics_calls_update;

CREATE TRIGGER analytics_calls_delete AFTER DELETE ON calls REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION analytics_calls_changed();

ALTER TABLE calls ENABLE ALWAYS TRIGGER analytics_calls_delete;
