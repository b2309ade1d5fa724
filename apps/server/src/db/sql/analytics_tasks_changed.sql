-- Keeps the completed- and open-task rollups exact whatever writes tasks.
-- Last defined in: 0010_analytics_rollups_covering_open_tasks (function), 0007_analytics_pulse_calls_rollups (triggers).

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

CREATE TRIGGER analytics_tasks_insert AFTER INSERT ON tasks REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION analytics_tasks_changed();

ALTER TABLE tasks ENABLE ALWAYS TRIGGER analytics_tasks_insert;

CREATE TRIGGER analytics_tasks_update AFTER UPDATE ON tasks REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION analytics_tasks_changed();

ALTER TABLE tasks ENABLE ALWAYS TRIGGER analytics_tasks_update;

CREATE TRIGGER analytics_tasks_delete AFTER DELETE ON tasks REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION analytics_tasks_changed();

ALTER TABLE tasks ENABLE ALWAYS TRIGGER analytics_tasks_delete;
