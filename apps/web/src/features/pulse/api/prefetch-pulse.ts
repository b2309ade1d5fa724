import type { LoaderFunctionArgs } from 'react-router';
import { queryClient } from '@/shared/api/query-client';
import { projectDataQueryOptions } from '@/shared/session/get-project-data';
import { useAuthStore } from '@/shared/stores/auth-store';
import { useSessionStore } from '@/shared/stores/session-store';
import { todayIn } from '@/shared/ui/calendar/calendar-days';
import { rangeFromParams } from '../lib/pulse-range';
import { pulseQueryOptions } from './get-pulse';
import { pulseEmployeeQueryOptions } from './get-pulse-employees';

const browserZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/**
 * Starts the screen's requests while its code is still loading: the employees at once, the three
 * pulse answers as soon as the project's time zone says which day is today. Nothing waits on it;
 * the screen's own queries pick up the answers (or the requests still in flight).
 */
export async function prefetchPulse({ request }: LoaderFunctionArgs): Promise<null> {
  const projectId = useSessionStore.getState().projectId;
  if (!projectId || !useAuthStore.getState().token) return null;
  const params = new URL(request.url).searchParams;
  void queryClient.prefetchQuery(pulseEmployeeQueryOptions(projectId));
  void queryClient
    .ensureQueryData(projectDataQueryOptions(projectId))
    .then((data) => {
      const zone = data.settings.find((setting) => setting.name === 'timezone')?.value.trim() || browserZone();
      const range = rangeFromParams(params, todayIn(zone));
      for (const objectType of ['call', 'deal', 'task'] as const) void queryClient.prefetchQuery(pulseQueryOptions(projectId, objectType, range));
    })
    // The screen reports failures itself, from its own queries.
    .catch(() => undefined);
  return null;
}
