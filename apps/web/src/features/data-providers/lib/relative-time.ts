import { language } from '@/shared/i18n/catalogue';

const units: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
];

const relative = new Intl.RelativeTimeFormat(language, { numeric: 'auto' });
const absolute = new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' });

/** "5 minutes ago", "yesterday"; under a minute (or a clock slightly ahead of ours) is `null`: "just now". */
export function relativeTime(iso: string, now: number): string | null {
  const seconds = Math.round((Date.parse(iso) - now) / 1000);
  if (Math.abs(seconds) < 60) return null;
  const [unit, size] = units.find(([, length]) => Math.abs(seconds) >= length) ?? units[units.length - 1]!;
  return relative.format(Math.trunc(seconds / size), unit);
}

export function absoluteTime(iso: string): string {
  return absolute.format(new Date(iso));
}
