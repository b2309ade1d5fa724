-- Day records carry their instant under the names of the spec (section 3, Pulse response):
-- `createdAt` for calls and successful calls, `billedAt` for bills, `wonAt` for won deals and refunds;
-- tasks, which the spec leaves unnamed, `completedAt`. The functions that write the records of the
-- rollups are replaced with the same bodies but the key, and the records already kept are renamed in
-- place (the old key appears nowhere else in those texts: timestamps and numbers only), so the
-- rollups stay valid and no project has to rebuild them on its next read.
CREATE OR REPLACE FUNCTION analytics_call_json(t timestamptz) RETURNS text LANGUAGE sql IMMUTABLE AS $fn$
  SELECT '{"createdAt":"' || to_char(t AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') || '"}'
$fn$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION analytics_success_json(t timestamptz, duration integer) RETURNS text LANGUAGE sql IMMUTABLE AS $fn$
  SELECT '{"createdAt":"' || to_char(t AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') || '","duration":' || duration || '}'
$fn$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION analytics_refresh_deals(v_project uuid, v_zone text, v_days date[]) RETURNS void LANGUAGE plpgsql AS $fn$
BEGIN
  DELETE FROM analytics_deal_days r WHERE r.project_id = v_project AND (v_days IS NULL OR r.day = ANY (v_days));
  WITH days AS (SELECT DISTINCT x AS day FROM unnest(v_days) AS x),
  touched AS (
    SELECT DISTINCT sc.deal_id FROM days k
    JOIN deal_stage_changes sc ON sc.project_id = v_project
      AND sc.changed_at >= (k.day::timestamp AT TIME ZONE v_zone) AND sc.changed_at < ((k.day + 1)::timestamp AT TIME ZONE v_zone)
    UNION ALL
    SELECT d.id FROM deals d WHERE v_days IS NULL AND d.project_id = v_project
  ),
  entries AS (
    SELECT d.employee_id, kd.kind, sc.id, sc.changed_at, coalesce(sc.amount, d.amount, 0) AS amount,
      row_number() OVER (PARTITION BY sc.deal_id, kd.kind ORDER BY sc.changed_at, sc.id) AS nth
    FROM touched t
    JOIN deals d ON d.id = t.deal_id
    JOIN deal_stage_changes sc ON sc.deal_id = d.id
    JOIN definitions kd ON kd.data_provider_id = d.data_provider_id AND kd.stage = sc.stage AND kd.kind IN ('bill', 'won', 'refund')
  ),
  firsts AS (
    SELECT e.*, analytics_day(e.changed_at, v_zone) AS day,
      '{"' || CASE e.kind WHEN 'bill' THEN 'billedAt' ELSE 'wonAt' END || '":"'
        || to_char(e.changed_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') || '","amount":' || e.amount || '}' AS record
    FROM entries e WHERE e.nth = 1
  )
  INSERT INTO analytics_deal_days (project_id, employee_id, day, bills, bill_amount, won, won_amount, refunds, refund_amount, bills_json, won_json, refunds_json)
  SELECT v_project, f.employee_id, f.day,
    count(*) FILTER (WHERE f.kind = 'bill'), coalesce(sum(f.amount) FILTER (WHERE f.kind = 'bill'), 0),
    count(*) FILTER (WHERE f.kind = 'won'), coalesce(sum(f.amount) FILTER (WHERE f.kind = 'won'), 0),
    count(*) FILTER (WHERE f.kind = 'refund'), coalesce(sum(f.amount) FILTER (WHERE f.kind = 'refund'), 0),
    '[' || coalesce(string_agg(f.record, ',' ORDER BY f.changed_at, f.id) FILTER (WHERE f.kind = 'bill'), '') || ']',
    '[' || coalesce(string_agg(f.record, ',' ORDER BY f.changed_at, f.id) FILTER (WHERE f.kind = 'won'), '') || ']',
    '[' || coalesce(string_agg(f.record, ',' ORDER BY f.changed_at, f.id) FILTER (WHERE f.kind = 'refund'), '') || ']'
  FROM firsts f
  WHERE v_days IS NULL OR f.day = ANY (v_days)
  GROUP BY f.employee_id, f.day;
END
$fn$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION analytics_refresh_tasks(v_project uuid, v_zone text, v_days date[]) RETURNS void LANGUAGE plpgsql AS $fn$
BEGIN
  IF v_days IS NULL THEN
    DELETE FROM analytics_task_days r WHERE r.project_id = v_project;
    INSERT INTO analytics_task_days (project_id, employee_id, day, tasks, tasks_json)
    SELECT v_project, t.employee_id, analytics_day(t.completed_at, v_zone), count(*),
      '[' || string_agg('{"completedAt":"' || to_char(t.completed_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') || '"}', ',' ORDER BY t.completed_at, t.id) || ']'
    FROM tasks t WHERE t.project_id = v_project AND t.completed_at IS NOT NULL
    GROUP BY 1, 2, 3;
    RETURN;
  END IF;
  DELETE FROM analytics_task_days r WHERE r.project_id = v_project AND r.day = ANY (v_days);
  INSERT INTO analytics_task_days (project_id, employee_id, day, tasks, tasks_json)
  SELECT v_project, t.employee_id, k.day, count(*),
    '[' || string_agg('{"completedAt":"' || to_char(t.completed_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') || '"}', ',' ORDER BY t.completed_at, t.id) || ']'
  FROM (SELECT DISTINCT x AS day FROM unnest(v_days) AS x) k
  JOIN tasks t ON t.project_id = v_project
    AND t.completed_at >= (k.day::timestamp AT TIME ZONE v_zone) AND t.completed_at < ((k.day + 1)::timestamp AT TIME ZONE v_zone)
  GROUP BY t.employee_id, k.day;
END
$fn$;
--> statement-breakpoint
UPDATE analytics_call_days SET calls_json = replace(calls_json, '{"timestamp":', '{"createdAt":'), success_json = replace(success_json, '{"timestamp":', '{"createdAt":')
  WHERE strpos(calls_json, '{"timestamp":') > 0 OR strpos(success_json, '{"timestamp":') > 0;
--> statement-breakpoint
UPDATE analytics_deal_days SET bills_json = replace(bills_json, '{"timestamp":', '{"billedAt":'), won_json = replace(won_json, '{"timestamp":', '{"wonAt":'),
    refunds_json = replace(refunds_json, '{"timestamp":', '{"wonAt":')
  WHERE strpos(bills_json, '{"timestamp":') > 0 OR strpos(won_json, '{"timestamp":') > 0 OR strpos(refunds_json, '{"timestamp":') > 0;
--> statement-breakpoint
UPDATE analytics_task_days SET tasks_json = replace(tasks_json, '{"timestamp":', '{"completedAt":') WHERE strpos(tasks_json, '{"timestamp":') > 0;
