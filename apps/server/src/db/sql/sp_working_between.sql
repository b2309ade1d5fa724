-- Working seconds between two instants in a calendar: the fast wall-clock difference where it is
-- exact, else sp_working_seconds.
-- Last defined in: 0012_lead_working_seconds.

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
