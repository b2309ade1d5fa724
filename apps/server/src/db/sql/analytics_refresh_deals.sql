-- Recomputes the deal rollups (analytics_deal_days/hours) of a project for some days (all when null).
-- Last defined in: 0027_analytics_deal_task_hours.

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
