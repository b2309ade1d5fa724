import { useMemo } from 'react';
import { formatCount } from '@/shared/analytics/format';
import { useTranslation } from '@/shared/i18n/use-translation';
import { settingZone } from '@/shared/lib/time-zone';
import { useProjectSettings } from '@/shared/session/use-project-settings';

/** "1 point", "1,200 points". */
export function usePoints() {
  const { t } = useTranslation('gift-requests');
  return useMemo(() => (count: number) => t('points', { count, formatted: formatCount(count) }), [t]);
}

/** Dates and times in the project's zone (where its working day lives), else the browser's. */
export function useFormatDateTime() {
  const zone = settingZone(useProjectSettings()?.timezone);
  return useMemo(() => {
    const format = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short', timeZone: zone });
    return (iso: string) => format.format(new Date(iso));
  }, [zone]);
}
