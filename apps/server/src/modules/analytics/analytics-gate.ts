import { sql, type SQL } from 'drizzle-orm';
import type { Caller } from '../../lib/caller';
import { admit, type MembershipRow } from '../../access/project-access';
import { projectZone, rollupZones } from './analytics-calendar';
import type { RollupPart } from './analytics-rollups';
import type { AnalyticsScope, ScopeCalendar } from './analytics-scope';

// The gate an analytics statement can carry itself, for one round trip per request. A service
// remembers the calendar each project was last read in (zone, rollups, the call-time target) and
// runs its statement in it, with the caller's check inside: rows come only for an active member of
// a live project, and the first row carries the membership and the calendar read in the same
// snapshot. The answer stands only when the gate admits the caller and the calendar is the one
// assumed; otherwise the request takes the full path (gate, scope, rollup rebuild), which also gives
// the exact refusal (404, 403, 410). Nothing of the rows leaves the service before admit().

/** Who the statement checks. */
export type StatementGate = { userId: string };

/** What a service assumes of the project's calendar. */
export type AssumedCalendar = Pick<AnalyticsScope, 'timeZone' | 'rollups'> & { callTimeTarget: string | null };

/** The membership and calendar a gated statement read (JSON text of its first row's `gate`). */
type GateRow = MembershipRow & { zone: string; rollupZones: Record<string, string>; callTimeTarget: string | null };

/** The calendar a full-path scope was read in, to assume next time. */
export function calendarOf(scope: AnalyticsScope): AssumedCalendar {
  return { timeZone: scope.timeZone, rollups: scope.rollups, callTimeTarget: scope.settings.get('call_time_target') ?? null };
}

/**
 * The assumed calendar as a scope reads it. Of the settings only the call-time target is assumed
 * (and checked by the gate): no statement that carries its gate reads any other.
 */
export function scopeCalendarOf(assumed: AssumedCalendar): ScopeCalendar {
  return {
    timeZone: assumed.timeZone,
    rollups: assumed.rollups,
    settings: new Map(assumed.callTimeTarget === null ? [] : [['call_time_target', assumed.callTimeTarget]]),
  };
}

/** A condition: the caller is an active member of the project, which is not deleted. */
export function gateOpen(projectId: string, gate: StatementGate): SQL {
  return sql`exists (select 1 from employees g join projects gp on gp.id = g.project_id
    where g.project_id = ${projectId} and g.user_id = ${gate.userId} and g.status = 'active' and gp.deleted_at is null)`;
}

const gateProject = sql.raw('gp.id');

/** A scalar subquery: the caller's membership and the project's calendar as JSON text. */
export function gateJson(projectId: string, gate: StatementGate): SQL {
  return sql`(select json_build_object('employeeId', g.id, 'role', g.role, 'status', g.status, 'deletedAt', gp.deleted_at, 'accessUntil', gp.access_until,
        'zone', ${projectZone(gateProject)},
        'rollupZones', coalesce(${rollupZones(gateProject)}, '{}'::json),
        'callTimeTarget', (select s.value from settings s where s.project_id = gp.id and s.name = 'call_time_target'))::text
      from employees g join projects gp on gp.id = g.project_id
      where g.project_id = ${projectId} and g.user_id = ${gate.userId})`;
}

/**
 * Whether the rows of a gated statement answer the request: throws the gate's refusal, false when
 * there is nothing to judge by (no row carries the gate) or the calendar is not the one assumed
 * (the zone, the call-time target, and every rollup part the statement read built in that zone).
 */
export function gatedRowsStand(
  rows: { gate?: string | null }[],
  caller: Caller,
  projectId: string,
  assumed: AssumedCalendar,
  parts: readonly RollupPart[],
): boolean {
  const carrier = rows.find((row) => row.gate);
  if (!carrier?.gate) return false;
  const gate = JSON.parse(carrier.gate) as GateRow;
  admit(gate, caller, projectId, 'project.access');
  return (
    gate.zone === assumed.timeZone &&
    parts.every((part) => gate.rollupZones[part] === gate.zone) &&
    gate.callTimeTarget === assumed.callTimeTarget
  );
}

/** Projects whose calendar a service remembers at most; past it the memory starts over. */
const REMEMBERED_PROJECTS = 10_000;

/** The calendars a service assumes, by project. */
export function createCalendarMemory() {
  const calendars = new Map<string, AssumedCalendar>();
  return {
    get: (projectId: string) => calendars.get(projectId),
    remember(projectId: string, scope: AnalyticsScope) {
      if (calendars.size >= REMEMBERED_PROJECTS && !calendars.has(projectId)) calendars.clear();
      calendars.set(projectId, calendarOf(scope));
    },
  };
}
