-- A call as the pulse's day records list it (JSON text with its `createdAt`), written into the call
-- rollups once so a pulse day reads ready records.
-- Last defined in: 0026_pulse_record_names.

-- Day records carry their instant under the names of the spec (section 3, Pulse response):
-- `createdAt` for calls and successful calls, `billedAt` for bills, `wonAt` for won deals and refunds;
-- tasks, which the spec leaves unnamed, `completedAt`. The functions that write the records of the
-- rollups are replaced with the same bodies but the key, and the records already kept are renamed in
-- place (the old key appears nowhere else in those texts: timestamps and numbers only), so the
-- rollups stay valid and no project has to rebuild them on its next read.
CREATE OR REPLACE FUNCTION analytics_call_json(t timestamptz) RETURNS text LANGUAGE sql IMMUTABLE AS $fn$
  SELECT '{"createdAt":"' || to_char(t AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') || '"}'
$fn$;
