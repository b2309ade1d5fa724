-- Pulse's overdue count without reading every day that ever had an open task. analytics_open_tasks
-- holds open tasks by local due day: overdue as of a day summed all of its days before it (a team
-- with a year of forgotten tasks: employees x 365 rows on every task pulse). Each employee's open
-- tasks in all are now kept beside them, so overdue as of a day is the total less what is due from
-- that day on (a few days of rows).
CREATE TABLE "analytics_open_task_totals" (
	"project_id" uuid NOT NULL REFERENCES "projects"("id") ON DELETE CASCADE,
	"employee_id" uuid NOT NULL,
	"open" integer NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "analytics_open_task_totals_key" ON "analytics_open_task_totals" ("project_id", "employee_id") INCLUDE ("open");
--> statement-breakpoint
INSERT INTO analytics_open_task_totals (project_id, employee_id, open)
SELECT project_id, employee_id, sum(open) FROM analytics_open_tasks WHERE employee_id IS NOT NULL GROUP BY 1, 2 HAVING sum(open) <> 0;
--> statement-breakpoint
-- Open tasks (not completed) with a due time, by local due day, and each employee's total; all of
-- them when v_days is null. For some days, the totals move by what the days' rows gained and lost.
CREATE OR REPLACE FUNCTION analytics_refresh_open_tasks(v_project uuid, v_zone text, v_days date[]) RETURNS void LANGUAGE plpgsql AS $fn$
DECLARE
  v_gone_employees uuid[];
  v_gone_open int[];
  v_added_employees uuid[];
  v_added_open int[];
BEGIN
  IF v_days IS NULL THEN
    DELETE FROM analytics_open_tasks WHERE project_id = v_project;
    INSERT INTO analytics_open_tasks (project_id, employee_id, due_day, open)
    SELECT v_project, t.employee_id, analytics_day(t.due_at, v_zone), count(*)
    FROM tasks t WHERE t.project_id = v_project AND t.completed_at IS NULL AND t.due_at IS NOT NULL
    GROUP BY 1, 2, 3;
    DELETE FROM analytics_open_task_totals WHERE project_id = v_project;
    INSERT INTO analytics_open_task_totals (project_id, employee_id, open)
    SELECT v_project, o.employee_id, sum(o.open) FROM analytics_open_tasks o
    WHERE o.project_id = v_project AND o.employee_id IS NOT NULL
    GROUP BY o.employee_id;
    RETURN;
  END IF;
  WITH gone AS (
    DELETE FROM analytics_open_tasks r WHERE r.project_id = v_project AND r.due_day = ANY (v_days) RETURNING r.employee_id, r.open
  )
  SELECT array_agg(gone.employee_id), array_agg(gone.open) INTO v_gone_employees, v_gone_open FROM gone WHERE gone.employee_id IS NOT NULL;
  WITH added AS (
    INSERT INTO analytics_open_tasks (project_id, employee_id, due_day, open)
    SELECT v_project, t.employee_id, k.day, count(*)
    FROM (SELECT DISTINCT x AS day FROM unnest(v_days) AS x) k
    JOIN tasks t ON t.project_id = v_project AND t.completed_at IS NULL
      AND t.due_at >= (k.day::timestamp AT TIME ZONE v_zone) AND t.due_at < ((k.day + 1)::timestamp AT TIME ZONE v_zone)
    GROUP BY t.employee_id, k.day
    RETURNING employee_id, open
  )
  SELECT array_agg(added.employee_id), array_agg(added.open) INTO v_added_employees, v_added_open FROM added WHERE added.employee_id IS NOT NULL;
  INSERT INTO analytics_open_task_totals AS total (project_id, employee_id, open)
  SELECT v_project, c.employee_id, sum(c.open)
  FROM (
    SELECT a.employee_id, a.open FROM unnest(v_added_employees, v_added_open) AS a(employee_id, open)
    UNION ALL
    SELECT g.employee_id, -g.open FROM unnest(v_gone_employees, v_gone_open) AS g(employee_id, open)
  ) c
  GROUP BY c.employee_id
  HAVING sum(c.open) <> 0
  ON CONFLICT (project_id, employee_id) DO UPDATE SET open = total.open + excluded.open;
  -- Only an employee who lost open tasks can be left with none: no row, as a rebuild leaves it.
  DELETE FROM analytics_open_task_totals total
  WHERE total.project_id = v_project AND total.open = 0 AND total.employee_id = ANY (v_gone_employees);
END
$fn$;
--> statement-breakpoint
-- The pulse counts the tasks completed after a past day that were due by then (open at its end)
-- from this index alone.
DROP INDEX IF EXISTS "tasks_project_completed_idx";
--> statement-breakpoint
CREATE INDEX "tasks_project_completed_idx" ON "tasks" ("project_id", "completed_at") INCLUDE ("due_at", "employee_id");
