import type { LoaderFunctionArgs } from 'react-router';
import { queryClient } from '@/shared/api/query-client';
import { browserZone, settingZone } from '@/shared/lib/time-zone';
import { everyEmployeeQueryOptions } from '@/shared/resources/employees';
import { projectDataQueryOptions } from '@/shared/session/get-project-data';
import { useAuthStore } from '@/shared/stores/auth-store';
import { useSessionStore } from '@/shared/stores/session-store';
import { todayIn } from '@/shared/ui/calendar/calendar-days';
import { rangeFromParams } from '../lib/pulse-range';
import { ALL_TEAMS } from '../lib/use-pulse-team';
import { pulseQueryOptions } from './get-pulse';

/**
 * Starts the screen's requests while its code is still loading: the employees at once, the three
 * pulse answers for today in the zone the project had last time (then again if its settings name
 * another day), of the URL's team. Nothing waits on it; the screen's own queries pick up the answers
 * (or the requests still in flight). A first visit waits for the settings: 300 ms of a busy server,
 * measured. A representative without a team in the URL opens on their own team, not known here:
 * their answers wait for the screen.
 */
export async function prefetchPulse({ request }: LoaderFunctionArgs): Promise<null> {
  const session = useSessionStore.getState();
  const projectId = session.projectId;
  if (!projectId || !useAuthStore.getState().token) return null;
  const params = new URL(request.url).searchParams;
  void queryClient.prefetchQuery(everyEmployeeQueryOptions(projectId));
  const team = params.get('team');
  const ownTeam = team === null && session.role === 'REPRESENTATIVE';
  const teamId = team === null || team === ALL_TEAMS ? null : team;
  const prefetchDay = (zone: string) => {
    if (ownTeam) return;
    const range = rangeFromParams(params, todayIn(zone));
    for (const objectType of ['call', 'deal', 'task'] as const)
      void queryClient.prefetchQuery(pulseQueryOptions(projectId, objectType, range, teamId));
  };
  const remembered = session.projectZone;
  if (remembered) prefetchDay(remembered);
  void queryClient
    .ensureQueryData(projectDataQueryOptions(projectId))
    .then((data) => {
      const zone = settingZone(data.settings.find((setting) => setting.name === 'timezone')?.value) ?? browserZone();
      // Another session may have switched the project meanwhile: its zone is not this one's.
      if (useSessionStore.getState().projectId === projectId) useSessionStore.getState().setProjectZone(zone);
      // The same day asked again is the same query: prefetchQuery leaves a fresh one alone.
      if (zone !== remembered) prefetchDay(zone);
    })
    // The screen reports failures itself, from its own queries.
    .catch(() => undefined);
  return null;
}
