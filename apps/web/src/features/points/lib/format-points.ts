import { formatCount } from '@/shared/analytics/format';

/** "+50" or "−20" (a true minus sign, as the figures elsewhere). */
export function signedPoints(amount: number): string {
  return `${amount < 0 ? '\u2212' : '+'}${formatCount(Math.abs(amount))}`;
}
