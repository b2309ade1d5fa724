import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

// Instants turned into a zone's local days, hours and wall-clock times (and back) by PostgreSQL, so
// DST days are 23 or 25 hours long without any arithmetic here. Every fragment takes the zone as
// `{ timeZone }`, which an analytics scope or a work calendar already is.

/** Any timestamptz expression: a table column or an SQL fragment. */
export type TimeColumn = AnyPgColumn | SQL;

/** Something evaluated in one IANA zone. */
export type InZone = { timeZone: string };

/** The zone as a typed parameter (PostgreSQL needs the type to pick `timezone(text, …)`). */
export const zoneParam = (zone: InZone): SQL => sql`${zone.timeZone}::text`;

/** The instant local midnight of `day` (YYYY-MM-DD, or a date expression) happens in the zone. */
export function localMidnight(zone: InZone, day: string | SQL): SQL {
  return sql`((${day})::date::timestamp at time zone ${zoneParam(zone)})`;
}

/** Local wall-clock time of an instant (timestamp without time zone). */
export function localTime(zone: InZone, column: TimeColumn): SQL {
  return sql`(${column} at time zone ${zoneParam(zone)})`;
}

/**
 * The instant a wall-clock time (a timestamp without time zone expression, parenthesised by the
 * caller when it is not a single term) names in the zone: the inverse of localTime.
 */
export function wallTimeInstant(zone: InZone, wallTime: SQL): SQL {
  return sql`(${wallTime} at time zone ${zoneParam(zone)})`;
}

/**
 * The local day an instant belongs to: the d with local midnight of d <= instant < local midnight of
 * d + 1 (midnights placed as localMidnight places them), so days and periods always agree. It is the
 * wall-clock date except in the repeated hour of zones whose clocks fall back across midnight.
 * (analytics_day is a SQL function of migration 0007; PostgreSQL inlines it.)
 */
export function localDay(zone: InZone, column: TimeColumn): SQL {
  return sql`analytics_day(${column}, ${zoneParam(zone)})`;
}

/** Local hour (0-23) of an instant. */
export function localHour(zone: InZone, column: TimeColumn): SQL {
  return sql`extract(hour from ${localTime(zone, column)})::int`;
}

/** Epoch seconds (float8) of an instant. */
export const epochOf = (at: SQL): SQL => sql`date_part('epoch', ${at})`;

/** Epoch seconds of the instant's local wall-clock time in the zone (float8). */
export const localEpochOf = (zone: InZone, at: SQL): SQL => sql`date_part('epoch', (${at}) at time zone ${zone.timeZone}::text)`;
