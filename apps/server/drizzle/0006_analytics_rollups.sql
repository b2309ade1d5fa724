CREATE TABLE "lead_assignments" (
	"id" bigint PRIMARY KEY NOT NULL,
	"project_id" uuid NOT NULL,
	"deal_id" uuid NOT NULL,
	"owner_user_id" uuid,
	"assigned_at" timestamp with time zone NOT NULL,
	"until_at" timestamp with time zone,
	"processed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "deals" ADD COLUMN "stage_amounts" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "lead_assignments" ADD CONSTRAINT "lead_assignments_id_deal_owner_changes_id_fk" FOREIGN KEY ("id") REFERENCES "public"."deal_owner_changes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_assignments" ADD CONSTRAINT "lead_assignments_owner_user_id_provider_users_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."provider_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lead_assignments_project_assigned_idx" ON "lead_assignments" USING btree ("project_id","assigned_at");--> statement-breakpoint
CREATE INDEX "lead_assignments_deal_idx" ON "lead_assignments" USING btree ("deal_id");--> statement-breakpoint
CREATE INDEX "calls_deal_link_idx" ON "calls" USING btree ("data_provider_id","deal_external_id","started_at") WHERE deal_external_id is not null;--> statement-breakpoint
CREATE INDEX "tasks_deal_link_idx" ON "tasks" USING btree ("data_provider_id","deal_external_id","completed_at") WHERE deal_external_id is not null;--> statement-breakpoint
-- Working time: seconds of working time between two instants, in the project's calendar (time zone,
-- daily window [start_s, end_s) seconds after local midnight, ISO weekdays as a bit mask: bit 0 Monday).
--
-- sp_working_cum is the fast, inlinable half: cumulative wall-clock working seconds from Monday
-- 1970-01-05 to a local time given as epoch seconds (date_part('epoch', t at time zone tz)). Where
-- the offset from UTC is the same at both ends of a short interval the difference of two of these is
-- exact; callers fall back to sp_working_seconds otherwise (a DST change inside the interval).
CREATE OR REPLACE FUNCTION sp_working_cum(local_epoch double precision, start_s integer, end_s integer, weekdays integer)
RETURNS double precision LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $fn$
  SELECT (floor((local_epoch - 345600) / 604800) * bit_count((weekdays & 127)::bit(7))
          + bit_count((weekdays & ((1 << mod(floor((local_epoch - 345600) / 86400)::integer + 7000000, 7)) - 1))::bit(7))) * (end_s - start_s)
       + CASE WHEN weekdays & (1 << mod(floor((local_epoch - 345600) / 86400)::integer + 7000000, 7)) = 0 THEN 0
              ELSE least(greatest(local_epoch - 86400 * floor(local_epoch / 86400) - start_s, 0), end_s - start_s) END
$fn$;
--> statement-breakpoint
-- The exact definition, day by day: the overlap of [a, b) with each working day's window, each
-- window's ends placed in the zone on that day (so a 23- or 25-hour day is what it is).
CREATE OR REPLACE FUNCTION sp_working_seconds(a timestamptz, b timestamptz, tz text, start_s integer, end_s integer, weekdays integer)
RETURNS double precision LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $fn$
  SELECT CASE WHEN b <= a THEN 0::double precision ELSE (
    SELECT coalesce(sum(greatest(date_part('epoch', least(b, (g.d + make_interval(secs => end_s)) AT TIME ZONE tz)
                                                  - greatest(a, (g.d + make_interval(secs => start_s)) AT TIME ZONE tz)), 0)), 0)::double precision
    FROM generate_series((a AT TIME ZONE tz)::date::timestamp, (b AT TIME ZONE tz)::date::timestamp, interval '1 day') AS g(d)
    WHERE weekdays & (1 << (extract(isodow FROM g.d)::integer - 1)) <> 0)
  END
$fn$;
--> statement-breakpoint
-- Rollups the analytics read instead of the raw history (kept by triggers, whatever writes the rows).

-- deals.stage_amounts: every stage the deal ever entered, with its amount at the last entry.
CREATE OR REPLACE FUNCTION sp_refresh_stage_amounts(deal_ids uuid[]) RETURNS void LANGUAGE plpgsql AS $fn$
BEGIN
  EXECUTE $q$
    UPDATE deals d SET stage_amounts = s.amounts
    FROM (SELECT sc.deal_id, jsonb_object_agg(sc.stage, sc.amount ORDER BY sc.changed_at, sc.id) AS amounts
          FROM deal_stage_changes sc WHERE sc.deal_id IN (SELECT unnest($1::uuid[]))
          GROUP BY sc.deal_id) s
    WHERE d.id = s.deal_id AND d.stage_amounts IS DISTINCT FROM s.amounts$q$ USING deal_ids;
END
$fn$;
--> statement-breakpoint
-- lead_assignments: one row per owner change (a lead reaching a manager), with when the deal left
-- that owner and the first action on it in between: a stage change after the assignment, or a call or
-- a completed task linked to the deal (same provider, deal_external_id) from the assignment on.
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
      GROUP BY o.id)
    INSERT INTO lead_assignments AS l (id, project_id, deal_id, owner_user_id, assigned_at, until_at, processed_at)
    SELECT o.id, o.project_id, o.deal_id, o.owner_user_id, o.assigned_at, o.until_at, f.processed_at
    FROM owners o LEFT JOIN firsts f ON f.id = o.id
    ON CONFLICT (id) DO UPDATE SET until_at = excluded.until_at, processed_at = excluded.processed_at
    WHERE (l.until_at, l.processed_at) IS DISTINCT FROM (excluded.until_at, excluded.processed_at)$q$ USING deal_ids;
END
$fn$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION sp_stage_changes_rollup() RETURNS trigger LANGUAGE plpgsql AS $fn$
DECLARE ids uuid[];
BEGIN
  SELECT array_agg(DISTINCT deal_id) INTO ids FROM new_rows;
  IF ids IS NOT NULL THEN
    PERFORM sp_refresh_stage_amounts(ids);
    PERFORM sp_refresh_lead_assignments(ids);
  END IF;
  RETURN NULL;
END
$fn$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION sp_owner_changes_rollup() RETURNS trigger LANGUAGE plpgsql AS $fn$
DECLARE ids uuid[];
BEGIN
  SELECT array_agg(DISTINCT deal_id) INTO ids FROM new_rows;
  IF ids IS NOT NULL THEN PERFORM sp_refresh_lead_assignments(ids); END IF;
  RETURN NULL;
END
$fn$;
--> statement-breakpoint
-- Calls and tasks: the deals they are (or were) linked to. `at_column` is the instant that can
-- process a lead (started_at, completed_at); an update that moves neither it nor the link is skipped.
CREATE OR REPLACE FUNCTION sp_linked_activity_rollup() RETURNS trigger LANGUAGE plpgsql AS $fn$
DECLARE
  ids uuid[];
  at_column text := TG_ARGV[0];
BEGIN
  IF TG_OP = 'INSERT' THEN
    EXECUTE format($q$SELECT array_agg(DISTINCT d.id) FROM deals d
      JOIN (SELECT DISTINCT data_provider_id, deal_external_id FROM new_rows WHERE deal_external_id IS NOT NULL AND %1$I IS NOT NULL) k
        ON d.data_provider_id = k.data_provider_id AND d.external_id = k.deal_external_id$q$, at_column) INTO ids;
  ELSIF TG_OP = 'DELETE' THEN
    EXECUTE format($q$SELECT array_agg(DISTINCT d.id) FROM deals d
      JOIN (SELECT DISTINCT data_provider_id, deal_external_id FROM old_rows WHERE deal_external_id IS NOT NULL AND %1$I IS NOT NULL) k
        ON d.data_provider_id = k.data_provider_id AND d.external_id = k.deal_external_id$q$, at_column) INTO ids;
  ELSE
    EXECUTE format($q$SELECT array_agg(DISTINCT d.id) FROM deals d
      JOIN (SELECT o.data_provider_id, o.deal_external_id FROM old_rows o JOIN new_rows n ON n.id = o.id
              WHERE (o.deal_external_id, o.%1$I) IS DISTINCT FROM (n.deal_external_id, n.%1$I)
            UNION
            SELECT n.data_provider_id, n.deal_external_id FROM old_rows o JOIN new_rows n ON n.id = o.id
              WHERE (o.deal_external_id, o.%1$I) IS DISTINCT FROM (n.deal_external_id, n.%1$I)) k
        ON d.data_provider_id = k.data_provider_id AND d.external_id = k.deal_external_id$q$, at_column) INTO ids;
  END IF;
  IF ids IS NOT NULL THEN PERFORM sp_refresh_lead_assignments(ids); END IF;
  RETURN NULL;
END
$fn$;
--> statement-breakpoint
CREATE TRIGGER deal_stage_changes_rollup AFTER INSERT ON deal_stage_changes REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION sp_stage_changes_rollup();
--> statement-breakpoint
CREATE TRIGGER deal_owner_changes_rollup AFTER INSERT ON deal_owner_changes REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION sp_owner_changes_rollup();
--> statement-breakpoint
CREATE TRIGGER calls_rollup_insert AFTER INSERT ON calls REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION sp_linked_activity_rollup('started_at');
--> statement-breakpoint
CREATE TRIGGER calls_rollup_update AFTER UPDATE ON calls REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION sp_linked_activity_rollup('started_at');
--> statement-breakpoint
CREATE TRIGGER calls_rollup_delete AFTER DELETE ON calls REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION sp_linked_activity_rollup('started_at');
--> statement-breakpoint
CREATE TRIGGER tasks_rollup_insert AFTER INSERT ON tasks REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION sp_linked_activity_rollup('completed_at');
--> statement-breakpoint
CREATE TRIGGER tasks_rollup_update AFTER UPDATE ON tasks REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION sp_linked_activity_rollup('completed_at');
--> statement-breakpoint
CREATE TRIGGER tasks_rollup_delete AFTER DELETE ON tasks REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION sp_linked_activity_rollup('completed_at');
--> statement-breakpoint
-- Bulk loads that switch triggers off for speed (session_replication_role = replica) keep them too.
ALTER TABLE deal_stage_changes ENABLE ALWAYS TRIGGER deal_stage_changes_rollup;
--> statement-breakpoint
ALTER TABLE deal_owner_changes ENABLE ALWAYS TRIGGER deal_owner_changes_rollup;
--> statement-breakpoint
ALTER TABLE calls ENABLE ALWAYS TRIGGER calls_rollup_insert;
--> statement-breakpoint
ALTER TABLE calls ENABLE ALWAYS TRIGGER calls_rollup_update;
--> statement-breakpoint
ALTER TABLE calls ENABLE ALWAYS TRIGGER calls_rollup_delete;
--> statement-breakpoint
ALTER TABLE tasks ENABLE ALWAYS TRIGGER tasks_rollup_insert;
--> statement-breakpoint
ALTER TABLE tasks ENABLE ALWAYS TRIGGER tasks_rollup_update;
--> statement-breakpoint
ALTER TABLE tasks ENABLE ALWAYS TRIGGER tasks_rollup_delete;
--> statement-breakpoint
-- Existing history.
SELECT sp_refresh_stage_amounts(array_agg(id)) FROM deals;
--> statement-breakpoint
SELECT sp_refresh_lead_assignments(array_agg(id)) FROM deals;
