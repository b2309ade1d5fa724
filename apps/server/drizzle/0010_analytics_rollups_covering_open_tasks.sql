-- Pulse and calls-board rollups, second step: covering keys (the month sums and the calls board read
-- the index alone, not the rows with their JSON) and open tasks by local due day (pulse's today and
-- overdue counts), kept by the tasks trigger like the completed tasks.
DROP INDEX IF EXISTS "analytics_call_days_key";
--> statement-breakpoint
CREATE UNIQUE INDEX "analytics_call_days_key" ON "analytics_call_days" ("project_id", "day", "employee_id") INCLUDE ("calls", "success_calls", "success_duration") NULLS NOT DISTINCT;
--> statement-breakpoint
DROP INDEX IF EXISTS "analytics_call_hours_key";
--> statement-breakpoint
CREATE UNIQUE INDEX "analytics_call_hours_key" ON "analytics_call_hours" ("project_id", "day", "employee_id", "data_provider_id", "hour") INCLUDE ("calls", "success_calls", "success_duration") NULLS NOT DISTINCT;
--> statement-breakpoint
DROP INDEX IF EXISTS "analytics_deal_days_key";
--> statement-breakpoint
CREATE UNIQUE INDEX "analytics_deal_days_key" ON "analytics_deal_days" ("project_id", "day", "employee_id") INCLUDE ("bills", "bill_amount", "won", "won_amount", "refunds", "refund_amount") NULLS NOT DISTINCT;
--> statement-breakpoint
DROP INDEX IF EXISTS "analytics_task_days_key";
--> statement-breakpoint
CREATE UNIQUE INDEX "analytics_task_days_key" ON "analytics_task_days" ("project_id", "day", "employee_id") INCLUDE ("tasks") NULLS NOT DISTINCT;
--> statement-breakpoint
CREATE TABLE "analytics_open_tasks" (
	"project_id" uuid NOT NULL REFERENCES "projects"("id") ON DELETE CASCADE,
	"employee_id" uuid,
	"due_day" date NOT NULL,
	"open" integer NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "analytics_open_tasks_key" ON "analytics_open_tasks" ("project_id", "due_day", "employee_id") INCLUDE ("open") NULLS NOT DISTINCT;
--> statement-breakpoint
-- Open tasks (not completed) with a due time, by local due day; all of them when v_days is null.
CREATE OR REPLACE FUNCTION analytics_refresh_open_tasks(v_project uuid, v_zone text, v_days date[]) RETURNS void LANGUAGE plpgsql AS $fn$
BEGIN
  IF v_days IS NULL THEN
    DELETE FROM analytics_open_tasks WHERE project_id = v_project;
    INSERT INTO analytics_open_tasks (project_id, employee_id, due_day, open)
    SELECT v_project, t.employee_id, analytics_day(t.due_at, v_zone), count(*)
    FROM tasks t WHERE t.project_id = v_project AND t.completed_at IS NULL AND t.due_at IS NOT NULL
    GROUP BY 1, 2, 3;
    RETURN;
  END IF;
  DELETE FROM analytics_open_tasks r WHERE r.project_id = v_project AND r.due_day = ANY (v_days);
  INSERT INTO analytics_open_tasks (project_id, employee_id, due_day, open)
  SELECT v_project, t.employee_id, k.day, count(*)
  FROM (SELECT DISTINCT x AS day FROM unnest(v_days) AS x) k
  JOIN tasks t ON t.project_id = v_project AND t.completed_at IS NULL
    AND t.due_at >= (k.day::timestamp AT TIME ZONE v_zone) AND t.due_at < ((k.day + 1)::timestamp AT TIME ZONE v_zone)
  GROUP BY t.employee_id, k.day;
END
$fn$;
--> statement-breakpoint
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
--> statement-breakpoint
CREATE OR REPLACE FUNCTION analytics_rebuild(v_project uuid, v_part text) RETURNS void LANGUAGE plpgsql AS $fn$
DECLARE v_zone text;
BEGIN
  PERFORM analytics_lock(v_project);
  v_zone := analytics_zone(v_project);
  IF v_part = 'calls' THEN PERFORM analytics_refresh_calls(v_project, v_zone, NULL, NULL);
  ELSIF v_part = 'deals' THEN PERFORM analytics_refresh_deals(v_project, v_zone, NULL);
  ELSIF v_part = 'tasks' THEN
    PERFORM analytics_refresh_tasks(v_project, v_zone, NULL);
    PERFORM analytics_refresh_open_tasks(v_project, v_zone, NULL);
  ELSE RAISE EXCEPTION 'unknown analytics rollup part %', v_part;
  END IF;
  INSERT INTO analytics_rollup_state (project_id, part, time_zone, built_at) VALUES (v_project, v_part, v_zone, now())
  ON CONFLICT (project_id, part) DO UPDATE SET time_zone = excluded.time_zone, built_at = excluded.built_at;
END
$fn$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION analytics_tasks_changed() RETURNS trigger LANGUAGE plpgsql AS $fn$
DECLARE v_p uuid[]; v_t timestamptz[]; v_op uuid[]; v_ot timestamptz[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(project_id) FILTER (WHERE completed_at IS NOT NULL), array_agg(completed_at) FILTER (WHERE completed_at IS NOT NULL),
           array_agg(project_id) FILTER (WHERE completed_at IS NULL AND due_at IS NOT NULL), array_agg(due_at) FILTER (WHERE completed_at IS NULL AND due_at IS NOT NULL)
      INTO v_p, v_t, v_op, v_ot FROM new_rows;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(project_id) FILTER (WHERE completed_at IS NOT NULL), array_agg(completed_at) FILTER (WHERE completed_at IS NOT NULL),
           array_agg(project_id) FILTER (WHERE completed_at IS NULL AND due_at IS NOT NULL), array_agg(due_at) FILTER (WHERE completed_at IS NULL AND due_at IS NOT NULL)
      INTO v_p, v_t, v_op, v_ot FROM old_rows;
  ELSE
    SELECT array_agg(r.project_id) FILTER (WHERE r.completed_at IS NOT NULL), array_agg(r.completed_at) FILTER (WHERE r.completed_at IS NOT NULL),
           array_agg(r.project_id) FILTER (WHERE r.completed_at IS NULL AND r.due_at IS NOT NULL), array_agg(r.due_at) FILTER (WHERE r.completed_at IS NULL AND r.due_at IS NOT NULL)
      INTO v_p, v_t, v_op, v_ot
    FROM (SELECT o.project_id, o.completed_at, o.due_at FROM old_rows o JOIN new_rows n ON n.id = o.id
            WHERE (o.employee_id, o.completed_at, o.due_at) IS DISTINCT FROM (n.employee_id, n.completed_at, n.due_at)
          UNION ALL
          SELECT n.project_id, n.completed_at, n.due_at FROM old_rows o JOIN new_rows n ON n.id = o.id
            WHERE (o.employee_id, o.completed_at, o.due_at) IS DISTINCT FROM (n.employee_id, n.completed_at, n.due_at)) r;
  END IF;
  IF v_p IS NOT NULL THEN PERFORM analytics_touch('tasks', v_p, NULL, v_t); END IF;
  IF v_op IS NOT NULL THEN PERFORM analytics_touch('open', v_op, NULL, v_ot); END IF;
  RETURN NULL;
END
$fn$;
--> statement-breakpoint
-- Built before open tasks were kept: rebuilt before they are read next.
DELETE FROM analytics_rollup_state WHERE part = 'tasks';
