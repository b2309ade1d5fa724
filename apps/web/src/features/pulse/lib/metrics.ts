/** The eight figures of the pulse, in the order of the sort buttons (spec section 2). */
export const metricKeys = ['callAttempts', 'successfulCalls', 'time', 'bills', 'payments', 'plan', 'points', 'tasks'] as const;
export type MetricKey = (typeof metricKeys)[number];

/** Spec section 9: Pulse sorts by payments unless told otherwise. */
export const DEFAULT_METRIC: MetricKey = 'payments';

/** Figures with an instant per event (or per hour), so they break down by hour. */
export const hourlyMetricKeys = ['callAttempts', 'successfulCalls', 'time', 'bills', 'payments', 'tasks'] as const;
export type HourlyMetricKey = (typeof hourlyMetricKeys)[number];

export const moneyMetrics: ReadonlySet<MetricKey> = new Set(['bills', 'payments', 'plan']);

export function isHourly(metric: MetricKey): metric is HourlyMetricKey {
  return (hourlyMetricKeys as readonly string[]).includes(metric);
}

/**
 * What the hour cells show for a chosen figure: the figure itself, or for Plan (a month total)
 * and Points (a balance) the payments they grow from.
 */
export function hourlyMetricFor(metric: MetricKey): HourlyMetricKey {
  return isHourly(metric) ? metric : 'payments';
}

/** The metrics on offer: Points only with the gift shop on. */
export function availableMetrics(giftShopEnabled: boolean): MetricKey[] {
  return metricKeys.filter((key) => key !== 'points' || giftShopEnabled);
}

/**
 * A sort key from the URL: none means the default (payments, spec section 3); an unknown or
 * unavailable one falls back to the first option, Call Attempts, with a warning (spec section 4).
 */
export function parseMetric(value: string | null, available: readonly MetricKey[]): MetricKey {
  if (value === null) return DEFAULT_METRIC;
  if ((available as readonly string[]).includes(value)) return value as MetricKey;
  const first = available[0] ?? metricKeys[0];
  console.warn(`Pulse: unknown sort "${value}", sorting by ${first}`);
  return first;
}

/** The figures that count what happened in the period (Plan and Points carry over from before it). */
const activityMetrics = ['callAttempts', 'bills', 'payments', 'tasks'] as const satisfies readonly MetricKey[];

/** True once every answer is in and the team did nothing in the period: no call, bill, payment or task. */
export function isQuietPeriod(totals: Readonly<Record<MetricKey, number | null>>): boolean {
  return activityMetrics.every((key) => totals[key] === 0);
}
