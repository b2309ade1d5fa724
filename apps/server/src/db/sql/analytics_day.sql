-- The local day an instant belongs to in a zone, the day key of every analytics rollup.
-- Last defined in: 0007_analytics_pulse_calls_rollups.

-- The local day an instant belongs to: the d with d 00:00 <= t < d+1 00:00 (local midnights placed
-- by AT TIME ZONE; differs from the wall-clock date only where clocks fall back across midnight).
CREATE OR REPLACE FUNCTION analytics_day(t timestamptz, v_zone text) RETURNS date LANGUAGE sql STABLE AS $fn$
  SELECT CASE WHEN t < (((t AT TIME ZONE v_zone)::date)::timestamp AT TIME ZONE v_zone)
              THEN (t AT TIME ZONE v_zone)::date - 1 ELSE (t AT TIME ZONE v_zone)::date END
$fn$;
