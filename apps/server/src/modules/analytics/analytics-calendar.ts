import { sql, type SQL } from 'drizzle-orm';

// The project's calendar as analytics reads it, one definition for the two statements that read it:
// the scope's (analytics-scope.ts) and the gate a statement carries itself (analytics-gate.ts). It
// stays in analytics, not lib/time, because it reads the analytics rollups' own state.

/** The zone as the rollups use it: the project's setting when PostgreSQL knows it, else UTC. */
export const projectZone = (projectId: SQL): SQL => sql`analytics_zone(${projectId})`;

/** The zone each rollup part was built in, as a JSON object by part (null when none is built). */
export const rollupZones = (projectId: SQL): SQL =>
  sql`(select json_object_agg(r.part, r.time_zone) from analytics_rollup_state r where r.project_id = ${projectId})`;
