import { useMemo } from 'react';
import { settingZone } from '@/shared/lib/time-zone';
import { useProjectSettings } from '@/shared/session/use-project-settings';

/** An amount in the currency's minor units (cents) as money: 4900 USD is "$49.00", 500 JPY "¥500". */
export function formatMoney(minor: number, currency: string): string {
  const format = new Intl.NumberFormat('en', { style: 'currency', currency });
  const digits = format.resolvedOptions().maximumFractionDigits ?? 2;
  return format.format(minor / 10 ** digits);
}

/** Dates of the billing periods in the project's zone (where its days begin), else the browser's. */
export function useFormatDate() {
  const zone = settingZone(useProjectSettings()?.timezone);
  return useMemo(() => {
    const format = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeZone: zone });
    return (iso: string) => format.format(new Date(iso));
  }, [zone]);
}
