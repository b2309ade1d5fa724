-- A pulse of several days shows deals and tasks by local hour of the day, as it does calls
-- (analytics_call_hours, migration 0007): one record per employee and hour with a count, instead of
-- every event of the period (13 MB of task records for three months of a 300-manager team). These
-- rollups are kept by the same refresh functions as the day rollups, in the same statements, for
-- the same (project, day) keys. Existing projects build them on their next read: the deal and task
-- parts are marked unbuilt, and the server rebuilds a part before it reads it.
CREATE TABLE "analytics_deal_hours" (
	"project_id" uuid NOT NULL REFERENCES "projects"("id") ON DELETE CASCADE,
	"employee_id" uuid,
	"day" date NOT NULL,
	"hour" smallint NOT NULL,
	"kind" text NOT NULL,
	"entries" integer NOT NULL,
	"amount" numeric NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "analytics_deal_hours_key" ON "analytics_deal_hours" ("project_id", "day", "employee_id", "kind", "hour") INCLUDE ("entries", "amount") NULLS NOT DISTINCT;
--> statement-breakpoint
CREATE TABLE "analytics_task_hours" (
	"project_id" uuid NOT NULL REFERENCES "projects"("id") ON DELETE CASCADE,
	"employee_id" uuid,
	"day" date NOT NULL,
	"hour" smallint NOT NULL,
	"tasks" integer NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "analytics_task_hours_key" ON "analytics_task_hours" ("project_id", "day", "employee_id", "hour") INCLUDE ("tasks") NULLS NOT DISTINCT;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION analytics_refresh_deals(v_project uuid, v_zone text, v_days date[]) RETURNS void LANGUAGE plpgsql AS $fn$
BEGIN
  DELETE FROM analytics_deal_days r WHERE r.project_id = v_project AND (v_days IS NULL OR r.day = ANY (v_days));
  DELETE FROM analytics_deal_hours r WHERE r.project_id = v_project AND (v_days IS NULL OR r.day = ANY (v_days));
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
  ),
  -- The same entries by local hour of the day: a pulse of several days reads these.
  hours AS (
    INSERT INTO analytics_deal_hours (project_id, employee_id, day, hour, kind, entries, amount)
    SELECT v_project, f.employee_id, f.day, extract(hour FROM f.changed_at AT TIME ZONE v_zone)::smallint, f.kind, count(*), sum(f.amount)
    FROM firsts f
    WHERE v_days IS NULL OR f.day = ANY (v_days)
    GROUP BY 2, 3, 4, 5
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
--> statement-breakpoint
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
--> statement-breakpoint
DELETE FROM analytics_rollup_state WHERE part IN ('deals', 'tasks');

