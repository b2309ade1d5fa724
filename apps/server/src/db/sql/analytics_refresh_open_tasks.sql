-- Recomputes the open-task rollup (by due day, with each employee's total) for some days (all when null).
-- Last defined in: 0028_analytics_open_task_totals.

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
