-- Pulse and calls-board rollups (docs/analytics.md, "Performance"): per project, employee and local
-- day (calls also per provider and local hour), with the day's records already written as JSON, so
-- a pulse day or a month of the calls board reads hundreds of rows instead of hundreds of thousands.
-- Triggers on the activity tables keep them exact whatever writes the rows (webhook, CSV, HubSpot, a
-- bulk load with triggers off: ENABLE ALWAYS). What a rollup depends on besides the rows themselves
-- (the project's time zone, the stage definitions) invalidates it in analytics_rollup_state; the
-- server rebuilds an invalid part before reading it and reads the raw tables until then.
--
-- A local day d is [d 00:00, d+1 00:00) in the zone, both ends placed by PostgreSQL
-- (timestamp AT TIME ZONE zone), exactly like the period filter of the raw queries.
CREATE TABLE "analytics_rollup_state" (
	"project_id" uuid NOT NULL REFERENCES "projects"("id") ON DELETE CASCADE,
	"part" text NOT NULL,
	"time_zone" text NOT NULL,
	"built_at" timestamp with time zone DEFAULT now() NOT NULL,
	PRIMARY KEY ("project_id", "part")
);
--> statement-breakpoint
CREATE TABLE "analytics_call_days" (
	"project_id" uuid NOT NULL REFERENCES "projects"("id") ON DELETE CASCADE,
	"employee_id" uuid,
	"day" date NOT NULL,
	"calls" integer NOT NULL,
	"success_calls" integer NOT NULL,
	"success_duration" bigint NOT NULL,
	"calls_json" text NOT NULL,
	"success_json" text NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "analytics_call_days_key" ON "analytics_call_days" ("project_id", "day", "employee_id") NULLS NOT DISTINCT;
--> statement-breakpoint
CREATE TABLE "analytics_call_hours" (
	"project_id" uuid NOT NULL REFERENCES "projects"("id") ON DELETE CASCADE,
	"data_provider_id" uuid NOT NULL,
	"employee_id" uuid,
	"day" date NOT NULL,
	"hour" smallint NOT NULL,
	"calls" integer NOT NULL,
	"success_calls" integer NOT NULL,
	"success_duration" bigint NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "analytics_call_hours_key" ON "analytics_call_hours" ("project_id", "day", "employee_id", "data_provider_id", "hour") NULLS NOT DISTINCT;
--> statement-breakpoint
CREATE TABLE "analytics_deal_days" (
	"project_id" uuid NOT NULL REFERENCES "projects"("id") ON DELETE CASCADE,
	"employee_id" uuid,
	"day" date NOT NULL,
	"bills" integer NOT NULL,
	"bill_amount" numeric(18, 2) NOT NULL,
	"won" integer NOT NULL,
	"won_amount" numeric(18, 2) NOT NULL,
	"refunds" integer NOT NULL,
	"refund_amount" numeric(18, 2) NOT NULL,
	"bills_json" text NOT NULL,
	"won_json" text NOT NULL,
	"refunds_json" text NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "analytics_deal_days_key" ON "analytics_deal_days" ("project_id", "day", "employee_id") NULLS NOT DISTINCT;
--> statement-breakpoint
CREATE TABLE "analytics_task_days" (
	"project_id" uuid NOT NULL REFERENCES "projects"("id") ON DELETE CASCADE,
	"employee_id" uuid,
	"day" date NOT NULL,
	"tasks" integer NOT NULL,
	"tasks_json" text NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "analytics_task_days_key" ON "analytics_task_days" ("project_id", "day", "employee_id") NULLS NOT DISTINCT;
--> statement-breakpoint
-- Pulse's open and overdue tasks: only the open ones, by due time.
CREATE INDEX "tasks_project_open_due_idx" ON "tasks" ("project_id", "due_at") INCLUDE ("employee_id") WHERE "completed_at" IS NULL;
--> statement-breakpoint
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
--> statement-breakpoint
-- The local day an instant belongs to: the d with d 00:00 <= t < d+1 00:00 (local midnights placed
-- by AT TIME ZONE; differs from the wall-clock date only where clocks fall back across midnight).
CREATE OR REPLACE FUNCTION analytics_day(t timestamptz, v_zone text) RETURNS date LANGUAGE sql STABLE AS $fn$
  SELECT CASE WHEN t < (((t AT TIME ZONE v_zone)::date)::timestamp AT TIME ZONE v_zone)
              THEN (t AT TIME ZONE v_zone)::date - 1 ELSE (t AT TIME ZONE v_zone)::date END
$fn$;
--> statement-breakpoint
-- One writer per project at a time: concurrent batches (two providers) must not both rewrite a day.
CREATE OR REPLACE FUNCTION analytics_lock(v_project uuid) RETURNS void LANGUAGE sql AS $fn$
  SELECT pg_advisory_xact_lock(727100, hashtext(v_project::text))
$fn$;
--> statement-breakpoint
-- Calls of some (employee, day) keys of a project, recomputed from the calls table; all of them
-- when the keys are null (a rebuild).
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
    INSERT INTO analytics_call_days (project_id, employee_id, day, calls, success_calls, success_duration, calls_json, success_json)
    SELECT v_project, c.employee_id, c.day, count(*), count(*) FILTER (WHERE c.answered),
      coalesce(sum(c.duration_seconds) FILTER (WHERE c.answered), 0),
      '[' || string_agg('{"timestamp":"' || to_char(c.started_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') || '"}', ',' ORDER BY c.started_at, c.id) || ']',
      '[' || coalesce(string_agg('{"timestamp":"' || to_char(c.started_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') || '","duration":' || c.duration_seconds || '}', ',' ORDER BY c.started_at, c.id) FILTER (WHERE c.answered), '') || ']'
    FROM c GROUP BY c.employee_id, c.day
    RETURNING 1
  )
  INSERT INTO analytics_call_hours (project_id, data_provider_id, employee_id, day, hour, calls, success_calls, success_duration)
  SELECT v_project, c.data_provider_id, c.employee_id, c.day, extract(hour FROM c.started_at AT TIME ZONE v_zone)::smallint,
    count(*), count(*) FILTER (WHERE c.answered), coalesce(sum(c.duration_seconds) FILTER (WHERE c.answered), 0)
  FROM c GROUP BY c.data_provider_id, c.employee_id, c.day, 5;
END
$fn$;
--> statement-breakpoint
-- Deal days of a project, recomputed (all of them when v_days is null): a deal's first entry into a
-- stage of kind bill, won or refund (by its provider's definitions; ties by the change's id) on that
-- day, its amount at that change (else its current amount), owned by the deal's current owner.
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
      '{"timestamp":"' || to_char(e.changed_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') || '","amount":' || e.amount || '}' AS record
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
-- Completed tasks of some days of a project, by local day of completion.
CREATE OR REPLACE FUNCTION analytics_refresh_tasks(v_project uuid, v_zone text, v_days date[]) RETURNS void LANGUAGE plpgsql AS $fn$
BEGIN
  IF v_days IS NULL THEN
    DELETE FROM analytics_task_days r WHERE r.project_id = v_project;
    INSERT INTO analytics_task_days (project_id, employee_id, day, tasks, tasks_json)
    SELECT v_project, t.employee_id, analytics_day(t.completed_at, v_zone), count(*),
      '[' || string_agg('{"timestamp":"' || to_char(t.completed_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') || '"}', ',' ORDER BY t.completed_at, t.id) || ']'
    FROM tasks t WHERE t.project_id = v_project AND t.completed_at IS NOT NULL
    GROUP BY 1, 2, 3;
    RETURN;
  END IF;
  DELETE FROM analytics_task_days r WHERE r.project_id = v_project AND r.day = ANY (v_days);
  INSERT INTO analytics_task_days (project_id, employee_id, day, tasks, tasks_json)
  SELECT v_project, t.employee_id, k.day, count(*),
    '[' || string_agg('{"timestamp":"' || to_char(t.completed_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') || '"}', ',' ORDER BY t.completed_at, t.id) || ']'
  FROM (SELECT DISTINCT x AS day FROM unnest(v_days) AS x) k
  JOIN tasks t ON t.project_id = v_project
    AND t.completed_at >= (k.day::timestamp AT TIME ZONE v_zone) AND t.completed_at < ((k.day + 1)::timestamp AT TIME ZONE v_zone)
  GROUP BY t.employee_id, k.day;
END
$fn$;
--> statement-breakpoint
-- Changed rows, as parallel arrays (project, employee, instant): refresh what they touch.
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
        ELSE PERFORM analytics_refresh_tasks(v_project, v_zone, v_keys_day); END IF;
      END IF;
    END IF;
  END LOOP;
END
$fn$;
--> statement-breakpoint
-- A whole part of a project, rebuilt in its current zone, and marked valid.
CREATE OR REPLACE FUNCTION analytics_rebuild(v_project uuid, v_part text) RETURNS void LANGUAGE plpgsql AS $fn$
DECLARE v_zone text;
BEGIN
  PERFORM analytics_lock(v_project);
  v_zone := analytics_zone(v_project);
  IF v_part = 'calls' THEN PERFORM analytics_refresh_calls(v_project, v_zone, NULL, NULL);
  ELSIF v_part = 'deals' THEN PERFORM analytics_refresh_deals(v_project, v_zone, NULL);
  ELSIF v_part = 'tasks' THEN PERFORM analytics_refresh_tasks(v_project, v_zone, NULL);
  ELSE RAISE EXCEPTION 'unknown analytics rollup part %', v_part;
  END IF;
  INSERT INTO analytics_rollup_state (project_id, part, time_zone, built_at) VALUES (v_project, v_part, v_zone, now())
  ON CONFLICT (project_id, part) DO UPDATE SET time_zone = excluded.time_zone, built_at = excluded.built_at;
END
$fn$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION analytics_calls_changed() RETURNS trigger LANGUAGE plpgsql AS $fn$
DECLARE v_p uuid[]; v_e uuid[]; v_t timestamptz[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(project_id), array_agg(employee_id), array_agg(started_at) INTO v_p, v_e, v_t FROM new_rows;
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
--> statement-breakpoint
CREATE OR REPLACE FUNCTION analytics_tasks_changed() RETURNS trigger LANGUAGE plpgsql AS $fn$
DECLARE v_p uuid[]; v_t timestamptz[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(project_id), array_agg(completed_at) INTO v_p, v_t FROM new_rows WHERE completed_at IS NOT NULL;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(project_id), array_agg(completed_at) INTO v_p, v_t FROM old_rows WHERE completed_at IS NOT NULL;
  ELSE
    SELECT array_agg(r.project_id), array_agg(r.at) INTO v_p, v_t
    FROM (SELECT o.project_id, o.completed_at AS at FROM old_rows o JOIN new_rows n ON n.id = o.id
            WHERE (o.employee_id, o.completed_at) IS DISTINCT FROM (n.employee_id, n.completed_at)
          UNION ALL
          SELECT n.project_id, n.completed_at FROM old_rows o JOIN new_rows n ON n.id = o.id
            WHERE (o.employee_id, o.completed_at) IS DISTINCT FROM (n.employee_id, n.completed_at)) r
    WHERE r.at IS NOT NULL;
  END IF;
  IF v_p IS NOT NULL THEN PERFORM analytics_touch('tasks', v_p, NULL, v_t); END IF;
  RETURN NULL;
END
$fn$;
--> statement-breakpoint
-- A stage change can move a deal's first entry into a kind to another day, so every day the
-- touched deals have stage changes on is recomputed.
CREATE OR REPLACE FUNCTION analytics_stage_changes_changed() RETURNS trigger LANGUAGE plpgsql AS $fn$
DECLARE v_p uuid[]; v_t timestamptz[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(sc.project_id), array_agg(sc.changed_at) INTO v_p, v_t
    FROM deal_stage_changes sc WHERE sc.deal_id IN (SELECT deal_id FROM new_rows);
  ELSE
    SELECT array_agg(r.project_id), array_agg(r.changed_at) INTO v_p, v_t
    FROM (SELECT project_id, changed_at FROM old_rows
          UNION ALL
          SELECT sc.project_id, sc.changed_at FROM deal_stage_changes sc WHERE sc.deal_id IN (SELECT deal_id FROM old_rows)) r;
  END IF;
  IF v_p IS NOT NULL THEN PERFORM analytics_touch('deals', v_p, NULL, v_t); END IF;
  RETURN NULL;
END
$fn$;
--> statement-breakpoint
-- A deal that changes owner, amount or provider moves its kind entries.
CREATE OR REPLACE FUNCTION analytics_deals_changed() RETURNS trigger LANGUAGE plpgsql AS $fn$
DECLARE v_p uuid[]; v_t timestamptz[];
BEGIN
  SELECT array_agg(sc.project_id), array_agg(sc.changed_at) INTO v_p, v_t
  FROM deal_stage_changes sc
  WHERE sc.deal_id IN (SELECT n.id FROM old_rows o JOIN new_rows n ON n.id = o.id
                       WHERE (o.employee_id, o.amount, o.data_provider_id) IS DISTINCT FROM (n.employee_id, n.amount, n.data_provider_id));
  IF v_p IS NOT NULL THEN PERFORM analytics_touch('deals', v_p, NULL, v_t); END IF;
  RETURN NULL;
END
$fn$;
--> statement-breakpoint
-- What a stage means changed (a bill, won or refund kind given, taken or moved): the project's deal
-- rollup is rebuilt before it is read next. Labels, positions and other kinds change nothing here.
CREATE OR REPLACE FUNCTION analytics_definitions_changed() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  IF TG_OP = 'INSERT' THEN
    DELETE FROM analytics_rollup_state s WHERE s.part = 'deals'
      AND s.project_id IN (SELECT project_id FROM new_rows WHERE kind IN ('bill', 'won', 'refund'));
  ELSIF TG_OP = 'DELETE' THEN
    DELETE FROM analytics_rollup_state s WHERE s.part = 'deals'
      AND s.project_id IN (SELECT project_id FROM old_rows WHERE kind IN ('bill', 'won', 'refund'));
  ELSE
    DELETE FROM analytics_rollup_state s WHERE s.part = 'deals'
      AND s.project_id IN (SELECT n.project_id FROM old_rows o JOIN new_rows n ON n.id = o.id
                           WHERE (o.kind IN ('bill', 'won', 'refund') OR n.kind IN ('bill', 'won', 'refund'))
                             AND (o.kind, o.stage, o.data_provider_id) IS DISTINCT FROM (n.kind, n.stage, n.data_provider_id));
  END IF;
  RETURN NULL;
END
$fn$;
--> statement-breakpoint
-- Another time zone: every day boundary moves; all parts are rebuilt before they are read next.
CREATE OR REPLACE FUNCTION analytics_zone_changed() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  DELETE FROM analytics_rollup_state s WHERE s.project_id = coalesce(NEW.project_id, OLD.project_id);
  RETURN NULL;
END
$fn$;
--> statement-breakpoint
CREATE TRIGGER analytics_calls_insert AFTER INSERT ON calls REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION analytics_calls_changed();
--> statement-breakpoint
CREATE TRIGGER analytics_calls_update AFTER UPDATE ON calls REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION analytics_calls_changed();
--> statement-breakpoint
CREATE TRIGGER analytics_calls_delete AFTER DELETE ON calls REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION analytics_calls_changed();
--> statement-breakpoint
CREATE TRIGGER analytics_tasks_insert AFTER INSERT ON tasks REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION analytics_tasks_changed();
--> statement-breakpoint
CREATE TRIGGER analytics_tasks_update AFTER UPDATE ON tasks REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION analytics_tasks_changed();
--> statement-breakpoint
CREATE TRIGGER analytics_tasks_delete AFTER DELETE ON tasks REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION analytics_tasks_changed();
--> statement-breakpoint
CREATE TRIGGER analytics_stage_changes_insert AFTER INSERT ON deal_stage_changes REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION analytics_stage_changes_changed();
--> statement-breakpoint
CREATE TRIGGER analytics_stage_changes_delete AFTER DELETE ON deal_stage_changes REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION analytics_stage_changes_changed();
--> statement-breakpoint
CREATE TRIGGER analytics_deals_update AFTER UPDATE ON deals REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION analytics_deals_changed();
--> statement-breakpoint
CREATE TRIGGER analytics_definitions_update AFTER UPDATE ON definitions REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION analytics_definitions_changed();
--> statement-breakpoint
CREATE TRIGGER analytics_definitions_insert AFTER INSERT ON definitions REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION analytics_definitions_changed();
--> statement-breakpoint
CREATE TRIGGER analytics_definitions_delete AFTER DELETE ON definitions REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION analytics_definitions_changed();
--> statement-breakpoint
CREATE TRIGGER analytics_zone_insert AFTER INSERT ON settings FOR EACH ROW WHEN (NEW.name = 'timezone') EXECUTE FUNCTION analytics_zone_changed();
--> statement-breakpoint
CREATE TRIGGER analytics_zone_update AFTER UPDATE ON settings FOR EACH ROW WHEN (NEW.name = 'timezone' OR OLD.name = 'timezone') EXECUTE FUNCTION analytics_zone_changed();
--> statement-breakpoint
CREATE TRIGGER analytics_zone_delete AFTER DELETE ON settings FOR EACH ROW WHEN (OLD.name = 'timezone') EXECUTE FUNCTION analytics_zone_changed();
--> statement-breakpoint
-- Bulk loads that switch triggers off (session_replication_role = replica) keep the rollups too.
ALTER TABLE calls ENABLE ALWAYS TRIGGER analytics_calls_insert;
--> statement-breakpoint
ALTER TABLE calls ENABLE ALWAYS TRIGGER analytics_calls_update;
--> statement-breakpoint
ALTER TABLE calls ENABLE ALWAYS TRIGGER analytics_calls_delete;
--> statement-breakpoint
ALTER TABLE tasks ENABLE ALWAYS TRIGGER analytics_tasks_insert;
--> statement-breakpoint
ALTER TABLE tasks ENABLE ALWAYS TRIGGER analytics_tasks_update;
--> statement-breakpoint
ALTER TABLE tasks ENABLE ALWAYS TRIGGER analytics_tasks_delete;
--> statement-breakpoint
ALTER TABLE deal_stage_changes ENABLE ALWAYS TRIGGER analytics_stage_changes_insert;
--> statement-breakpoint
ALTER TABLE deal_stage_changes ENABLE ALWAYS TRIGGER analytics_stage_changes_delete;
--> statement-breakpoint
ALTER TABLE deals ENABLE ALWAYS TRIGGER analytics_deals_update;
--> statement-breakpoint
ALTER TABLE definitions ENABLE ALWAYS TRIGGER analytics_definitions_update;
--> statement-breakpoint
ALTER TABLE definitions ENABLE ALWAYS TRIGGER analytics_definitions_insert;
--> statement-breakpoint
ALTER TABLE definitions ENABLE ALWAYS TRIGGER analytics_definitions_delete;
--> statement-breakpoint
ALTER TABLE settings ENABLE ALWAYS TRIGGER analytics_zone_insert;
--> statement-breakpoint
ALTER TABLE settings ENABLE ALWAYS TRIGGER analytics_zone_update;
--> statement-breakpoint
ALTER TABLE settings ENABLE ALWAYS TRIGGER analytics_zone_delete;
