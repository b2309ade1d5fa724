import type { Role } from '@salespulse/contract/permissions';
import type { Team } from '@salespulse/contract/teams';

/** What a screen does about a representative's team before it asks for its answer. */
export type TeamDefault = { kind: 'wait' } | { kind: 'none' } | { kind: 'apply'; teamId: string };

/**
 * Issue #33: a representative's analytics screens open filtered to their current team when the
 * address names no employees and no teams (a shared link keeps its own). While their team is still
 * loading the screen waits, so it does not fetch the whole project first; in no team, no filter.
 */
export function representativeTeamDefault(role: Role | null, params: URLSearchParams, myTeam: Team | null | undefined): TeamDefault {
  if (role !== 'REPRESENTATIVE' || params.has('employee') || params.has('team')) return { kind: 'none' };
  if (myTeam === undefined) return { kind: 'wait' };
  return myTeam ? { kind: 'apply', teamId: myTeam.id } : { kind: 'none' };
}
