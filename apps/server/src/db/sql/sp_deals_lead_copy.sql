-- Keeps the lead rows' copies of a deal (title, link, provider, stages, creation time) in step with the deal.
-- Last defined in: 0015_lead_deal_json (function), 0011_lead_assignment_deals (triggers).

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

CREATE TRIGGER deals_lead_copy AFTER UPDATE ON deals REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION sp_deals_lead_copy();

ALTER TABLE deals ENABLE ALWAYS TRIGGER deals_lead_copy;
