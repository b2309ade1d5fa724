import { type QueryKey, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useMyTeam } from '@/shared/resources/teams';
import { useSessionStore } from '@/shared/stores/session-store';
import { type AnalyticsScreen, type FilterDefaults, filterDefaults } from './filter-defaults';
import { type FilterAction, type FilterState, filterReducer } from './filter-state';
import { parseFilters, writeFilters } from './filter-url';
import { representativeTeamDefault, type TeamDefault } from './team-default';
import type { ProjectCalendar } from './use-project-calendar';

export type AnalyticsFilters = {
  /**
   * Undefined until the project's calendar (and so the defaults) is known, and for a representative
   * until their team is (the screen opens filtered to it, see team-default.ts).
   */
  filters: FilterState | undefined;
  defaults: FilterDefaults | undefined;
  /** How many changes were made on this screen (spec §3's change counter). */
  changes: number;
  /**
   * Applies a change in place of the current address; with `{ history: 'push' }` as a new entry, so
   * Back undoes it (a one-click change the user did not type, like "Include them").
   */
  dispatch: (action: FilterAction, options?: DispatchOptions) => void;
};

export type DispatchOptions = { history?: 'replace' | 'push' };

const DECIDED: TeamDefault = { kind: 'none' };

/**
 * The screen's filters, kept in the URL. Every change is counted and refetches the screen's
 * answers under `refreshKey`, including an answer still cached for the filters it lands on.
 */
export function useAnalyticsFilters(
  screen: AnalyticsScreen,
  calendar: ProjectCalendar | undefined,
  refreshKey: QueryKey,
): AnalyticsFilters {
  const [params, setParams] = useSearchParams();
  const [changes, setChanges] = useState(0);
  const queryClient = useQueryClient();
  const today = calendar?.today;
  const workHours = calendar?.workHours;
  const defaults = useMemo(() => (today ? filterDefaults(screen, today, workHours) : undefined), [screen, today, workHours]);
  const search = params.toString();
  const filters = useMemo(
    () => (defaults ? parseFilters(new URLSearchParams(search), screen, defaults) : undefined),
    [search, screen, defaults],
  );
  const role = useSessionStore((state) => state.role);
  const projectId = useSessionStore((state) => state.projectId);
  const myTeam = useMyTeam(role === 'REPRESENTATIVE' ? projectId : null);
  // Decided once per visit (once the address has the team, or there is none to add), so a
  // representative can clear their team's filter.
  const [teamDecided, setTeamDecided] = useState(false);
  const teamDefault = teamDecided ? DECIDED : representativeTeamDefault(role, new URLSearchParams(search), myTeam);
  if (!teamDecided && teamDefault.kind === 'none') setTeamDecided(true);
  const teamToApply = teamDefault.kind === 'apply' ? teamDefault.teamId : null;
  useEffect(() => {
    if (!teamToApply || !defaults) return;
    const teams = [teamToApply];
    setParams((current) => writeFilters(current, { ...parseFilters(current, screen, defaults), teams }, screen, defaults), {
      replace: true,
    });
  }, [teamToApply, defaults, screen, setParams]);

  const dispatch = useCallback(
    (action: FilterAction, options?: DispatchOptions) => {
      if (!defaults) return;
      setParams(
        (current) => {
          const next = filterReducer({ filters: parseFilters(current, screen, defaults), changes: 0 }, action, defaults);
          return writeFilters(current, next.filters, screen, defaults);
        },
        { replace: options?.history !== 'push' },
      );
      setChanges((count) => count + 1);
    },
    [defaults, screen, setParams],
  );

  const keyText = JSON.stringify(refreshKey);
  useEffect(() => {
    if (changes === 0) return;
    // After this commit's effects, when the screen's query already follows the new filters: an
    // answer still cached for them is refetched, a fetch they started is not started twice, and the
    // answer of the old filters is only marked stale.
    queueMicrotask(() => void queryClient.invalidateQueries({ queryKey: JSON.parse(keyText) as QueryKey }, { cancelRefetch: false }));
  }, [changes, keyText, queryClient]);

  return { filters: teamDefault.kind === 'none' ? filters : undefined, defaults, changes, dispatch };
}
