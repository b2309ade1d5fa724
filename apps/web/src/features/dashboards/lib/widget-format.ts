import type { DashboardMetric } from '@salespulse/contract/dashboards';
import { formatCount, formatMoney } from '@/shared/analytics/format';
import { language } from '@/shared/i18n/catalogue';
import type { TranslateFn } from '@/shared/i18n/translate';

/** The figures go by the pulse's labels ("Call Attempts"), kept with the board strings. */
export const metricLabel = (t: TranslateFn, metric: DashboardMetric) => t(`dashboards:metrics.${metric}`);

const minutes = new Intl.NumberFormat(language, { minimumFractionDigits: 1, maximumFractionDigits: 1 });

/** Payments in the project currency as the pulse shows them, minutes with one decimal, counts whole. */
export function formatWidgetValue(metric: DashboardMetric, value: number, currency: string): string {
  if (metric === 'payments') return formatMoney(value, currency);
  if (metric === 'callMinutes') return minutes.format(value);
  return formatCount(value);
}
