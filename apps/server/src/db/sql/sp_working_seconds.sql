-- Working seconds between two instants in a calendar, exactly, day by day (DST days included).
-- Last defined in: 0006_analytics_rollups.

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
