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

/**
 * Hour cells are narrow: at most three significant digits and one decimal (€840, €12.3K, €122K,
 * €12.3M), never a trailing ".0", so a long period's figures fit their column.
 */
const compactDigits: Intl.NumberFormatOptions = {
  notation: 'compact',
  maximumFractionDigits: 1,
  maximumSignificantDigits: 3,
  roundingPriority: 'lessPrecision',
  trailingZeroDisplay: 'stripIfInteger',
};
const wholeDigits: Intl.NumberFormatOptions = { notation: 'standard', maximumFractionDigits: 0 };

function money(currency: string, compact: boolean): Intl.NumberFormat {
  return formatter(`${currency}:${compact}`, () => {
    try {
      return new Intl.NumberFormat('en', { style: 'currency', currency, ...(compact ? compactDigits : wholeDigits) });
    } catch {
      // A currency setting Intl does not know must not break the board.
      return money(DEFAULT_CURRENCY, compact);
    }
  });
}

const count = (compact: boolean) => formatter(`count:${compact}`, () => new Intl.NumberFormat('en', compact ? compactDigits : wholeDigits));

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
