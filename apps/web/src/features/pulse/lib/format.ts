import { DEFAULT_CURRENCY } from '@salespulse/contract/constants';
import { type MetricKey, moneyMetrics } from './metrics';

const formatters = new Map<string, Intl.NumberFormat>();

function formatter(key: string, make: () => Intl.NumberFormat): Intl.NumberFormat {
  let value = formatters.get(key);
  if (!value) {
    value = make();
    formatters.set(key, value);
  }
  return value;
}

function money(currency: string, compact: boolean): Intl.NumberFormat {
  return formatter(`${currency}:${compact}`, () => {
    try {
      return new Intl.NumberFormat('en', { style: 'currency', currency, notation: compact ? 'compact' : 'standard', maximumFractionDigits: compact ? 1 : 0 });
    } catch {
      // A currency setting Intl does not know must not break the board.
      return money(DEFAULT_CURRENCY, compact);
    }
  });
}

const count = (compact: boolean) =>
  formatter(`count:${compact}`, () => new Intl.NumberFormat('en', { notation: compact ? 'compact' : 'standard', maximumFractionDigits: compact ? 1 : 0 }));

/**
 * A figure as shown: money in the project currency, rounded (spec section 9: bills and won are
 * rounded); minutes and counts as whole numbers. `compact` (1.2K) for the narrow hour cells.
 */
export function formatFigure(metric: MetricKey, value: number, currency: string, compact = false): string {
  const rounded = Math.round(value);
  // -0 would print as "-$0".
  const shown = rounded === 0 ? 0 : rounded;
  return moneyMetrics.has(metric) ? money(currency, compact).format(shown) : count(compact).format(shown);
}
