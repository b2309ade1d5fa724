import { language } from '@/shared/i18n/catalogue';

const integer = new Intl.NumberFormat(language, { maximumFractionDigits: 0 });
const percent = new Intl.NumberFormat(language, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const money = new Map<string, Intl.NumberFormat>();

export const EMPTY_VALUE = '—';

export function formatCount(value: number): string {
  return integer.format(value);
}

/** Percentages carry two decimals (spec §9): `42.50%`. */
export function formatPercent(value: number | null | undefined): string {
  return value === null || value === undefined || !Number.isFinite(value) ? EMPTY_VALUE : `${percent.format(value)}%`;
}

/** Amounts in the project currency, rounded for display only. */
export function formatMoney(value: number, currency: string): string {
  let format = money.get(currency);
  if (!format) {
    try {
      format = new Intl.NumberFormat(language, { style: 'currency', currency, maximumFractionDigits: 0 });
    } catch {
      // A currency code the browser does not know still shows the amount.
      format = integer;
    }
    money.set(currency, format);
  }
  return format.format(value);
}

/** Minutes, rounded: the unit of averages (spec §9). */
export function toMinutes(seconds: number): number {
  return Math.round(seconds / 60);
}

/** Spec §9: averages in minutes, rounded: `130 min`. */
export function formatMinutes(seconds: number | null | undefined): string {
  if (seconds === null || seconds === undefined || !Number.isFinite(seconds)) return EMPTY_VALUE;
  return `${integer.format(toMinutes(seconds))} min`;
}

/** Spec §9: times in hours and minutes, rounded to the minute: `2 h 05 min`, `45 min`. */
export function formatHoursMinutes(seconds: number | null | undefined): string {
  if (seconds === null || seconds === undefined || !Number.isFinite(seconds)) return EMPTY_VALUE;
  const minutes = toMinutes(seconds);
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return hours > 0 ? `${hours} h ${String(rest).padStart(2, '0')} min` : `${rest} min`;
}

/** A call's length to the second: `4:05`, `1:02:09`. */
export function formatClock(seconds: number | null | undefined): string {
  if (seconds === null || seconds === undefined || !Number.isFinite(seconds)) return EMPTY_VALUE;
  const total = Math.round(seconds);
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = String(total % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}

/** A ratio as a percentage with two decimals; 0 when the denominator is 0 (never NaN). */
export function ratioPercent(part: number, whole: number): number {
  return whole > 0 ? Math.round((part / whole) * 10_000) / 100 : 0;
}
