import { DEFAULT_METRIC, type MetricKey } from './metrics';

/** The TV board of the screen's sort and team: what it shows from its own URL (bookmarkable per team). */
export function tvLink(path: string, metric: MetricKey, teamId: string | null): string {
  const params = new URLSearchParams();
  if (metric !== DEFAULT_METRIC) params.set('sort', metric);
  if (teamId) params.set('team', teamId);
  const query = params.toString();
  return query ? `${path}?${query}` : path;
}
