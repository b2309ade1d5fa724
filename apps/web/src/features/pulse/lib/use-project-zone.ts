import { useEffect } from 'react';
import { browserZone, settingZone } from '@/shared/lib/time-zone';
import type { ProjectSettings } from '@/shared/session/use-project-settings';

/**
 * The project's time zone; without one, the browser's, with a console warning (spec section 4).
 * Undefined while the settings load.
 */
export function useProjectZone(settings: ProjectSettings | undefined): string | undefined {
  const zone = settingZone(settings?.timezone);
  const missing = settings !== undefined && !zone;
  useEffect(() => {
    if (missing) console.warn(`Pulse: the project has no time zone; using the browser's (${browserZone()})`);
  }, [missing]);
  if (!settings) return undefined;
  return zone ?? browserZone();
}
