-- A successful call as the pulse's day records list it (JSON text with `createdAt` and duration).
-- Last defined in: 0026_pulse_record_names.

CREATE OR REPLACE FUNCTION analytics_success_json(t timestamptz, duration integer) RETURNS text LANGUAGE sql IMMUTABLE AS $fn$
  SELECT '{"createdAt":"' || to_char(t AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') || '","duration":' || duration || '}'
$fn$;
