ALTER TABLE "lead_assignments" ADD COLUMN "calendar" text;--> statement-breakpoint
ALTER TABLE "lead_assignments" ADD COLUMN "process_seconds" double precision;--> statement-breakpoint
ALTER TABLE "lead_assignments" ADD COLUMN "participate_seconds" double precision;--> statement-breakpoint
-- Working seconds between two instants: the inlinable wall-clock difference where nothing can differ
-- (same UTC offset at both ends, less than a week apart), else the exact day-by-day sum.
CREATE OR REPLACE FUNCTION sp_working_between(a timestamptz, b timestamptz, tz text, start_s integer, end_s integer, weekdays integer)
RETURNS double precision LANGUAGE sql STABLE PARALLEL SAFE AS $fn$
  SELECT CASE
    WHEN b <= a THEN 0::double precision
    WHEN date_part('epoch', b AT TIME ZONE tz) - date_part('epoch', b) = date_part('epoch', a AT TIME ZONE tz) - date_part('epoch', a)
         AND date_part('epoch', b) - date_part('epoch', a) < 604800
      THEN sp_working_cum(date_part('epoch', b AT TIME ZONE tz), start_s, end_s, weekdays)
           - sp_working_cum(date_part('epoch', a AT TIME ZONE tz), start_s, end_s, weekdays)
    ELSE sp_working_seconds(a, b, tz, start_s, end_s, weekdays)
  END
$fn$;
--> statement-breakpoint
-- A project's default lead-processing calendar: its zone (as analytics_zone), its work_hours (else
-- 10:00-17:00), Monday to Friday; `calendar` is the key the rows and the requests compare.
CREATE OR REPLACE FUNCTION sp_lead_calendar(p uuid, OUT calendar text, OUT tz text, OUT start_s integer, OUT end_s integer, OUT weekdays integer)
LANGUAGE plpgsql STABLE AS $fn$
DECLARE v text;
BEGIN
  tz := analytics_zone(p);
  start_s := 36000;
  end_s := 61200;
  weekdays := 31;
  SELECT s.value INTO v FROM settings s WHERE s.project_id = p AND s.name = 'work_hours';
  IF v ~ '^([01][0-9]|2[0-3]):[0-5][0-9]-([01][0-9]|2[0-3]):[0-5][0-9]$' AND split_part(v, '-', 1) < split_part(v, '-', 2) THEN
    start_s := substr(v, 1, 2)::integer * 3600 + substr(v, 4, 2)::integer * 60;
    end_s := substr(v, 7, 2)::integer * 3600 + substr(v, 10, 2)::integer * 60;
  END IF;
  calendar := tz || '|' || start_s || '|' || end_s || '|' || weekdays;
END
$fn$;
--> statement-breakpoint
-- The precomputed working seconds of a project's lead rows, in its calendar as it is now.
CREATE OR REPLACE FUNCTION sp_recalendar_leads(p uuid) RETURNS void LANGUAGE plpgsql AS $fn$
BEGIN
  UPDATE lead_assignments l SET calendar = c.calendar,
    process_seconds = CASE WHEN l.processed_at IS NOT NULL THEN sp_working_between(l.assigned_at, l.processed_at, c.tz, c.start_s, c.end_s, c.weekdays) END,
    participate_seconds = sp_working_between(l.deal_created_at, l.assigned_at, c.tz, c.start_s, c.end_s, c.weekdays)
  FROM sp_lead_calendar(p) c
  WHERE l.project_id = p AND l.calendar IS DISTINCT FROM c.calendar;
END
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
                                       calendar, process_seconds, participate_seconds)
    SELECT o.id, o.project_id, o.deal_id, o.owner_user_id, o.assigned_at, o.until_at, f.processed_at,
           d.data_provider_id, d.external_id, d.title, d.link, d.created_at, d.stages,
           c.calendar,
           CASE WHEN f.processed_at IS NOT NULL THEN sp_working_between(o.assigned_at, f.processed_at, c.tz, c.start_s, c.end_s, c.weekdays) END,
           sp_working_between(d.created_at, o.assigned_at, c.tz, c.start_s, c.end_s, c.weekdays)
    FROM owners o JOIN deals d ON d.id = o.deal_id JOIN calendars c ON c.project_id = o.project_id LEFT JOIN firsts f ON f.id = o.id
    ON CONFLICT (id) DO UPDATE SET until_at = excluded.until_at, processed_at = excluded.processed_at,
      data_provider_id = excluded.data_provider_id, external_id = excluded.external_id, title = excluded.title,
      link = excluded.link, deal_created_at = excluded.deal_created_at, stages = excluded.stages,
      calendar = excluded.calendar, process_seconds = excluded.process_seconds, participate_seconds = excluded.participate_seconds
    WHERE (l.until_at, l.processed_at, l.data_provider_id, l.external_id, l.title, l.link, l.deal_created_at, l.stages,
           l.calendar, l.process_seconds, l.participate_seconds)
      IS DISTINCT FROM (excluded.until_at, excluded.processed_at, excluded.data_provider_id, excluded.external_id,
                        excluded.title, excluded.link, excluded.deal_created_at, excluded.stages,
                        excluded.calendar, excluded.process_seconds, excluded.participate_seconds)$q$ USING deal_ids;
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
      data_provider_id = n.data_provider_id, external_id = n.external_id
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
CREATE OR REPLACE FUNCTION sp_lead_settings_changed() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  PERFORM sp_recalendar_leads(coalesce(NEW.project_id, OLD.project_id));
  RETURN NULL;
END
$fn$;
--> statement-breakpoint
CREATE TRIGGER settings_lead_calendar_insert AFTER INSERT ON settings
  FOR EACH ROW WHEN (NEW.name IN ('timezone', 'work_hours')) EXECUTE FUNCTION sp_lead_settings_changed();
--> statement-breakpoint
CREATE TRIGGER settings_lead_calendar_update AFTER UPDATE ON settings
  FOR EACH ROW WHEN (NEW.name IN ('timezone', 'work_hours') OR OLD.name IN ('timezone', 'work_hours')) EXECUTE FUNCTION sp_lead_settings_changed();
--> statement-breakpoint
CREATE TRIGGER settings_lead_calendar_delete AFTER DELETE ON settings
  FOR EACH ROW WHEN (OLD.name IN ('timezone', 'work_hours')) EXECUTE FUNCTION sp_lead_settings_changed();
--> statement-breakpoint
SELECT sp_recalendar_leads(p.id) FROM projects p;
