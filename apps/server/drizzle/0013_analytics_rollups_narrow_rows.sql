-- Rollup rows stay narrow: the day's JSON records move out of line (uncompressed, so reading them
-- back costs no decompression), and the month sums, the calls board and their visibility checks
-- touch a few pages instead of one page per row. A rebuild also refreshes the planner's statistics.
ALTER TABLE "analytics_call_days" SET (toast_tuple_target = 128);
--> statement-breakpoint
ALTER TABLE "analytics_call_days" ALTER COLUMN "calls_json" SET STORAGE EXTERNAL;
--> statement-breakpoint
ALTER TABLE "analytics_call_days" ALTER COLUMN "success_json" SET STORAGE EXTERNAL;
--> statement-breakpoint
ALTER TABLE "analytics_deal_days" SET (toast_tuple_target = 128);
--> statement-breakpoint
ALTER TABLE "analytics_deal_days" ALTER COLUMN "bills_json" SET STORAGE EXTERNAL;
--> statement-breakpoint
ALTER TABLE "analytics_deal_days" ALTER COLUMN "won_json" SET STORAGE EXTERNAL;
--> statement-breakpoint
ALTER TABLE "analytics_deal_days" ALTER COLUMN "refunds_json" SET STORAGE EXTERNAL;
--> statement-breakpoint
ALTER TABLE "analytics_task_days" SET (toast_tuple_target = 128);
--> statement-breakpoint
ALTER TABLE "analytics_task_days" ALTER COLUMN "tasks_json" SET STORAGE EXTERNAL;
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
    ANALYZE analytics_deal_days;
  ELSIF v_part = 'tasks' THEN
    PERFORM analytics_refresh_tasks(v_project, v_zone, NULL);
    PERFORM analytics_refresh_open_tasks(v_project, v_zone, NULL);
    ANALYZE analytics_task_days, analytics_open_tasks;
  ELSE RAISE EXCEPTION 'unknown analytics rollup part %', v_part;
  END IF;
  INSERT INTO analytics_rollup_state (project_id, part, time_zone, built_at) VALUES (v_project, v_part, v_zone, now())
  ON CONFLICT (project_id, part) DO UPDATE SET time_zone = excluded.time_zone, built_at = excluded.built_at;
END
$fn$;
--> statement-breakpoint
-- Rows written before this keep their inline records until rewritten: rebuild them on next read.
DELETE FROM analytics_rollup_state;
