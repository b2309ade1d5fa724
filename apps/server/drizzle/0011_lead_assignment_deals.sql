ALTER TABLE "lead_assignments" ADD COLUMN "data_provider_id" uuid;--> statement-breakpoint
ALTER TABLE "lead_assignments" ADD COLUMN "external_id" text;--> statement-breakpoint
ALTER TABLE "lead_assignments" ADD COLUMN "title" text;--> statement-breakpoint
ALTER TABLE "lead_assignments" ADD COLUMN "link" text;--> statement-breakpoint
ALTER TABLE "lead_assignments" ADD COLUMN "deal_created_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "lead_assignments" ADD COLUMN "stages" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
-- lead_assignments carries the deal's columns the board shows and filters on, so a month of leads is
-- read without the deals table.
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
    INSERT INTO lead_assignments AS l (id, project_id, deal_id, owner_user_id, assigned_at, until_at, processed_at,
                                       data_provider_id, external_id, title, link, deal_created_at, stages)
    SELECT o.id, o.project_id, o.deal_id, o.owner_user_id, o.assigned_at, o.until_at, f.processed_at,
           d.data_provider_id, d.external_id, d.title, d.link, d.created_at, d.stages
    FROM owners o JOIN deals d ON d.id = o.deal_id LEFT JOIN firsts f ON f.id = o.id
    ON CONFLICT (id) DO UPDATE SET until_at = excluded.until_at, processed_at = excluded.processed_at,
      data_provider_id = excluded.data_provider_id, external_id = excluded.external_id, title = excluded.title,
      link = excluded.link, deal_created_at = excluded.deal_created_at, stages = excluded.stages
    WHERE (l.until_at, l.processed_at, l.data_provider_id, l.external_id, l.title, l.link, l.deal_created_at, l.stages)
      IS DISTINCT FROM (excluded.until_at, excluded.processed_at, excluded.data_provider_id, excluded.external_id,
                        excluded.title, excluded.link, excluded.deal_created_at, excluded.stages)$q$ USING deal_ids;
END
$fn$;
--> statement-breakpoint
-- A deal's title, link, creation or stages changed: its lead rows follow.
CREATE OR REPLACE FUNCTION sp_deals_lead_copy() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  -- Planned per statement (EXECUTE): a batch of ten deals and a bulk load of a million need different joins.
  EXECUTE $q$
    UPDATE lead_assignments l SET title = n.title, link = n.link, deal_created_at = n.created_at, stages = n.stages,
      data_provider_id = n.data_provider_id, external_id = n.external_id
    FROM old_rows o JOIN new_rows n ON n.id = o.id
    WHERE l.deal_id = n.id
      AND (o.title, o.link, o.created_at, o.stages, o.data_provider_id, o.external_id)
          IS DISTINCT FROM (n.title, n.link, n.created_at, n.stages, n.data_provider_id, n.external_id)$q$;
  RETURN NULL;
END
$fn$;
--> statement-breakpoint
CREATE TRIGGER deals_lead_copy AFTER UPDATE ON deals REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION sp_deals_lead_copy();
--> statement-breakpoint
ALTER TABLE deals ENABLE ALWAYS TRIGGER deals_lead_copy;
--> statement-breakpoint
UPDATE lead_assignments l SET data_provider_id = d.data_provider_id, external_id = d.external_id, title = d.title,
  link = d.link, deal_created_at = d.created_at, stages = d.stages
FROM deals d WHERE d.id = l.deal_id;
