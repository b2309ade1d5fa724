import type { Team } from '@salespulse/contract/teams';
import { useMyEmployee } from '@/shared/session/use-my-employee';
import { useTeams } from './queries';

/** The team whose current members include `employeeIri`, or null. */
export function teamOf(teams: readonly Team[], employeeIri: string): Team | null {
  return teams.find((team) => team.members.includes(employeeIri)) ?? null;
}

/**
 * The signed-in user's current team in the project: null when they are in none, undefined while
 * either list is still loading. A REPRESENTATIVE's analytics screens open filtered to it (issue #33).
 */
export function useMyTeam(projectId: string | null): Team | null | undefined {
  const me = useMyEmployee(projectId);
  const teams = useTeams(projectId ?? '');
  if (projectId === null) return null;
  // A query that is not asked (no signed-in user) is pending for good: nothing to wait for.
  const loading = (query: { isPending: boolean; fetchStatus: string }) => query.isPending && query.fetchStatus !== 'idle';
  if (loading(me) || loading(teams)) return undefined;
  if (!me.data || !teams.data) return null;
  return teamOf(teams.data, me.data['@id']);
}
