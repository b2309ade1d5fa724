-- A lead as the lead-processing board lists it, as JSON text.
-- Last defined in: 0015_lead_deal_json.

-- A lead as the board lists it, as JSON text: {"externalId","externalLink","title","time"} with the
-- time it reached the manager in ISO UTC with milliseconds (what JavaScript's toISOString writes).
CREATE OR REPLACE FUNCTION sp_lead_deal_json(external_id text, link text, title text, assigned_at timestamptz) RETURNS text
LANGUAGE sql STABLE PARALLEL SAFE AS $fn$
  SELECT '{"externalId":' || to_json(external_id)::text || ',"externalLink":' || coalesce(to_json(link)::text, 'null')
      || ',"title":' || coalesce(to_json(title)::text, 'null')
      || ',"time":"' || to_char(assigned_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') || '"}'
$fn$;
