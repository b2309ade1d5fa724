ALTER TABLE "lead_assignments" ADD COLUMN "deal_json" text;--> statement-breakpoint
-- A lead as the board lists it, as JSON text: {"externalId","externalLink","title","time"} with the
-- time it reached the manager in ISO UTC with milliseconds (what JavaScript's toISOString writes).
CREATE OR REPLACE FUNCTION sp_lead_deal_json(external_id text, link text, title text, assigned_at timestamptz) RETURNS text
LANGUAGE sql STABLE PARALLEL SAFE AS $fn$
  SELECT '{"externalId":' || to_json(external_id)::text || ',"externalLink":' || coalesce(to_json(link)::text, 'null')
      || ',"title":' || coalesce(to_json(title)::text, 'null')
      || ',"time":"' || to_char(assigned_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') || '"}'
$fn$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION sp_refresh_lead_assignments(deal_ids uuid[]) RETURNS void LANGUAGE plpgsql AS $fn$
BEGIN
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
                        excluded.calendar, excluded.process_seconds, excluded.participate_seconds, excluded.deal_json)$q$ USING deal_ids;
END
$fn$;
--> statement-breakpoint
-- A deal's title, link, provider, id or stages changed: its lead rows follow; a new creation instant
-- changes how long the lead took to arrive, so those deals are recomputed.
CREATE OR REPLACE FUNCTION sp_deals_lead_copy() RETURNS trigger LANGUAGE plpgsql AS $fn$
DECLARE ids uuid[];
BEGIN
  -- Planned per statement (EXECUTE): a batch of ten deals and a bulk load of a million need different joins.
  EXECUTE $q$
    UPDATE lead_assignments l SET title = n.title, link = n.link, stages = n.stages,
      data_provider_id = n.data_provider_id, external_id = n.external_id,
      deal_json = sp_lead_deal_json(n.external_id, n.link, n.title, l.assigned_at)
    FROM old_rows o JOIN new_rows n ON n.id = o.id
    WHERE l.deal_id = n.id
      AND (o.title, o.link, o.stages, o.data_provider_id, o.external_id)
          IS DISTINCT FROM (n.title, n.link, n.stages, n.data_provider_id, n.external_id)$q$;
  EXECUTE $q$SELECT array_agg(n.id) FROM old_rows o JOIN new_rows n ON n.id = o.id WHERE o.created_at <> n.created_at$q$ INTO ids;
  IF ids IS NOT NULL THEN PERFORM sp_refresh_lead_assignments(ids); END IF;
  RETURN NULL;
END
$fn$;
--> statement-breakpoint
UPDATE lead_assignments SET deal_json = sp_lead_deal_json(external_id, link, title, assigned_at);
