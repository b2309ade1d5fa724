-- Cumulative working seconds up to a local time, the fast inlinable half of sp_working_between.
-- Last defined in: 0006_analytics_rollups.

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
