-- Recomputes the working seconds kept on a project's lead rows in its calendar as it is now.
-- Last defined in: 0012_lead_working_seconds.

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
