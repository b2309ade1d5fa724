import type { Team } from '@salespulse/contract/teams';
import { useSearchParams } from 'react-router';
import { useMyTeam, useTeams } from '@/shared/resources/teams';
import { useCurrentUserId } from '@/shared/stores/auth-store';
import { useSessionStore } from '@/shared/stores/session-store';

/** `?team=all`: every team, chosen (a representative opens on their own team otherwise). */
export const ALL_TEAMS = 'all';

export type PulseTeam = {
  /** The team shown (its id), null for all, undefined while it is not known yet (nothing is asked then). */
  teamId: string | null | undefined;
  /** The project's live teams, by name; empty when it has none (or they could not be read). */
  teams: readonly Team[];
  /** The `team` a link to another view of the pulse carries (the TV board): the same choice. */
  linkTeam: string | null;
  setTeam: (teamId: string | null) => void;
};

/**
 * The team the pulse is filtered to, kept in the URL (`?team=<id>`, so a TV board can be bookmarked
 * per team): the URL's when it names one of the project's teams; without it a REPRESENTATIVE sees
 * their own team (none: all), everyone else all teams (issue #33).
 */
export function usePulseTeam(projectId: string): PulseTeam {
  const [params, setParams] = useSearchParams();
  const role = useSessionStore((state) => state.role);
  const param = params.get('team');
  // Without a known user there is no own team to wait for.
  const userId = useCurrentUserId();
  const representative = role === 'REPRESENTATIVE' && userId !== null;
  const teams = useTeams(projectId);
  const mine = useMyTeam(representative && param === null ? projectId : null);
  const list = teams.data ?? [];

  let teamId: string | null | undefined;
  if (param === ALL_TEAMS) teamId = null;
  else if (param !== null) {
    // A team of the URL is asked for once it is known to be one of the project's: a stale
    // bookmark shows all teams instead of a refusal.
    teamId = teams.isPending ? undefined : list.some((team) => team.id === param) ? param : null;
  } else if (representative) teamId = mine === undefined ? undefined : (mine?.id ?? null);
  else teamId = null;

  const setTeam = (next: string | null) =>
    setParams(
      (current) => {
        const url = new URLSearchParams(current);
        // A representative's "All teams" is said in the URL: without it they see their own.
        if (next !== null) url.set('team', next);
        else if (representative) url.set('team', ALL_TEAMS);
        else url.delete('team');
        return url;
      },
      { replace: true },
    );

  const linkTeam = teamId ?? (representative && param === ALL_TEAMS ? ALL_TEAMS : null);
  return { teamId, teams: list, linkTeam, setTeam };
}
