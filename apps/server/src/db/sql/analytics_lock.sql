-- Serialises rollup writers per project, so two concurrent batches never both rewrite one day.
-- Last defined in: 0007_analytics_pulse_calls_rollups.

-- One writer per project at a time: concurrent batches (two providers) must not both rewrite a day.
CREATE OR REPLACE FUNCTION analytics_lock(v_project uuid) RETURNS void LANGUAGE sql AS $fn$
  SELECT pg_advisory_xact_lock(727100, hashtext(v_project::text))
$fn$;
