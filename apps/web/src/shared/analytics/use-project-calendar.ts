import { DEFAULT_CURRENCY } from '@salespulse/contract/constants';
import { useEffect, useMemo } from 'react';
import { browserZone, settingZone } from '@/shared/lib/time-zone';
import { useProjectSettings } from '@/shared/session/use-project-settings';
import { type Day, todayIn } from '@/shared/ui/calendar/calendar-days';

export type ProjectCalendar = {
  /** IANA zone every date of the screen is read in. */
  zone: string;
  /** Today in that zone: the last day a period may reach. */
  today: Day;
  currency: string;
  /** The `work_hours` setting as stored ("HH:mm-HH:mm"), when set. */
  workHours: string | undefined;
};

/**
 * The selected project's calendar; undefined while its settings load, so screens that depend on
 * the project's defaults (time zone, working hours) wait for them instead of guessing.
 */
export function useProjectCalendar(): ProjectCalendar | undefined {
  const settings = useProjectSettings();
  const zone = settingZone(settings?.timezone);
  const missingZone = settings !== undefined && zone === undefined;
  useEffect(() => {
    // Spec §4: without a project time zone only a warning is issued, and the browser's zone is used.
    if (missingZone) console.warn(`The project has no time zone; using the browser's (${browserZone()})`);
  }, [missingZone]);
  return useMemo(() => {
    if (!settings) return undefined;
    const projectZone = zone ?? browserZone();
    return {
      zone: projectZone,
      today: todayIn(projectZone),
      currency: settings.currency?.trim() || DEFAULT_CURRENCY,
      workHours: settings.work_hours,
    };
  }, [settings, zone]);
}
