import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { DayRange } from '@/shared/ui/calendar/calendar-days';
import { availableMetrics, DEFAULT_METRIC, type MetricKey, parseMetric } from './metrics';
import { rangeFromParams, rangeParams } from './pulse-range';

/** The chosen period and sort, kept in the URL so a view can be bookmarked and shared. */
export function usePulseParams(today: string, giftShop: boolean) {
  const [params, setParams] = useSearchParams();
  const metrics = useMemo(() => availableMetrics(giftShop), [giftShop]);
  const sort = params.get('sort');
  const metric = useMemo(() => parseMetric(sort, metrics), [sort, metrics]);
  const date = params.get('date');
  const from = params.get('from');
  const to = params.get('to');
  const range = useMemo(
    () => rangeFromParams(new URLSearchParams({ ...(date ? { date } : {}), ...(from ? { from } : {}), ...(to ? { to } : {}) }), today),
    [date, from, to, today],
  );

  const update = (changes: Record<string, string | null>) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes)) {
          if (value === null) next.delete(key);
          else next.set(key, value);
        }
        return next;
      },
      { replace: true },
    );

  return {
    metrics,
    metric,
    range,
    setMetric: (next: MetricKey) => update({ sort: next === DEFAULT_METRIC ? null : next }),
    setRange: (next: DayRange) => update(rangeParams(next, today)),
  };
}
