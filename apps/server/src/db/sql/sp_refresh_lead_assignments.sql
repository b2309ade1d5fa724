-- Rebuilds the lead_assignments rollup (one row per owner change, with its first action) for some deals.
-- Last defined in: 0022_lead_assignments_owned_deals_only.

-- Lead assignments are refreshed only for deals with owner changes: the others have none.
CREATE OR REPLACE FUNCTION sp_refresh_lead_assignments(deal_ids uuid[])
 RETURNS void
 LANGUAGE plpgsql
AS $fn$
DECLARE owned uuid[];
BEGIN
  -- Lead assignments come from owner changes only: a deal that never had an owner has none to
  -- refresh, and skipping it saves planning the statement below (a new lead's first stage, the
  -- calls of unowned deals).
  SELECT array_agg(DISTINCT x) INTO owned FROM unnest(deal_ids) AS x
  WHERE EXISTS (SELECT 1 FROM deal_owner_changes oc WHERE oc.deal_id = x);
  IF owned IS NULL THEN RETURN; END IF;
  EXECUTE $q$
    WITH affected AS (SELECT DISTINCT x AS deal_id FROM unnest($1::uuid[]) AS x),
    owners AS (
      SELECT oc.id, oc.project_id, oc.deal_id, oc.owner_user_id, oc.assigned_at,
             lead(oc.assigned_at) OVER (PARTITION BY oc.deal_id ORDER BY oc.assigned_at, oc.id) AS until_at
      FROM deal_owner_changes oc JOIN affected a ON a.deal_id = oc.deal_id),
    actions AS (
      SELECT sc.deal_id, sc.changed_at AS at, false AS from_assignment
      FROM deal_stage_changes sc JOIN affected a ON a.deal_id = sc.deal_id
      UNION ALL
      SELECT d.id, c.started_at, true
      FROM affected a JOIN deals d ON d.id = a.deal_id
      JOIN calls c ON c.data_provider_id = d.data_provider_id AND c.deal_external_id = d.external_id
      UNION ALL
      SELECT d.id, t.completed_at, true
      FROM affected a JOIN deals d ON d.id = a.deal_id
      JOIN tasks t ON t.data_provider_id = d.data_provider_id AND t.deal_external_id = d.external_id
      WHERE t.completed_at IS NOT NULL),
    firsts AS (
      SELECT o.id, min(x.at) AS processed_at
      FROM owners o JOIN actions x ON x.deal_id = o.deal_id
        AND (x.at > o.assigned_at OR (x.from_assignment AND x.at = o.assigned_at))
        AND (o.until_at IS NULL OR x.at < o.until_at)
      GROUP BY o.id),
    calendars AS (
      SELECT p.project_id, c.* FROM (SELECT DISTINCT project_id FROM owners) p CROSS JOIN LATERAL sp_lead_calendar(p.project_id) c)
    INSERT INTO lead_assignments AS l (id, project_id, deal_id, owner_user_id, assigned_at, until_at, processed_at,
                                       data_provider_id, external_id, title, link, deal_created_at, stages,
                                       calendar, process_seconds, participate_seconds, deal_json)
    SELECT o.id, o.project_id, o.deal_id, o.owner_user_id, o.assigned_at, o.until_at, f.processed_at,
           d.data_provider_id, d.external_id, d.title, d.link, d.created_at, d.stages,
           c.calendar,
           CASE WHEN f.processed_at IS NOT NULL THEN sp_working_between(o.assigned_at, f.processed_at, c.tz, c.start_s, c.end_s, c.weekdays) END,
           sp_working_between(d.created_at, o.assigned_at, c.tz, c.start_s, c.end_s, c.weekdays),
           sp_lead_deal_json(d.external_id, d.link, d.title, o.assigned_at)
    FROM owners o JOIN deals d ON d.id = o.deal_id JOIN calendars c ON c.project_id = o.project_id LEFT JOIN firsts f ON f.id = o.id
    ON CONFLICT (id) DO UPDATE SET until_at = excluded.until_at, processed_at = excluded.processed_at,
      data_provider_id = excluded.data_provider_id, external_id = excluded.external_id, title = excluded.title,
      link = excluded.link, deal_created_at = excluded.deal_created_at, stages = excluded.stages,
      calendar = excluded.calendar, process_seconds = excluded.process_seconds, participate_seconds = excluded.participate_seconds,
      deal_json = excluded.deal_json
    WHERE (l.until_at, l.processed_at, l.data_provider_id, l.external_id, l.title, l.link, l.deal_created_at, l.stages,
           l.calendar, l.process_seconds, l.participate_seconds, l.deal_json)
      IS DISTINCT FROM (excluded.until_at, excluded.processed_at, excluded.data_provider_id, excluded.external_id,
                        excluded.title, excluded.link, excluded.deal_created_at, excluded.stages,
                        excluded.calendar, excluded.process_seconds, excluded.participate_seconds, excluded.deal_json)$q$ USING owned;
END
$fn$;
