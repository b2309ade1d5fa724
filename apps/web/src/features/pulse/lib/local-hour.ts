import { TZDate } from '@date-fns/tz';

// Every zone's offset is a multiple of 15 minutes, so all instants of one quarter hour share their
// local hour: one zone conversion per quarter hour instead of one per event (300 managers x
// hundreds of calls would otherwise cost tens of thousands of conversions per render).
const QUARTER_MS = 15 * 60_000;

/** Local hour (0-23) of ISO timestamps in a time zone, cached per quarter hour. */
export function createHourReader(timeZone: string): (timestamp: string) => number {
  const cache = new Map<number, number>();
  return (timestamp) => {
    const quarter = Math.floor(Date.parse(timestamp) / QUARTER_MS);
    let hour = cache.get(quarter);
    if (hour === undefined) {
      hour = new TZDate(quarter * QUARTER_MS, timeZone).getHours();
      cache.set(quarter, hour);
    }
    return hour;
  };
}
