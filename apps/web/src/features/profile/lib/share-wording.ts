/** Below this the difference shows as 0.0 anyway: the member is even with their share. */
const EVEN_BELOW = 0.05;

const oneDecimal = new Intl.NumberFormat('en', { maximumFractionDigits: 1, minimumFractionDigits: 1 });

export type ShareDifference = { kind: 'behind' | 'ahead' | 'even'; amount: string };

/**
 * Words for `deficit` (expected − received): above zero the member is owed leads ("behind"), below
 * they got more than their share so far ("ahead").
 */
export function shareDifference(deficit: number): ShareDifference {
  const size = Math.abs(deficit);
  if (!Number.isFinite(size) || size < EVEN_BELOW) return { kind: 'even', amount: '0.0' };
  return { kind: deficit > 0 ? 'behind' : 'ahead', amount: oneDecimal.format(size) };
}

export function formatLeads(value: number): string {
  return oneDecimal.format(value);
}

export function formatShare(value: number): string {
  return `${Math.round(value * 1000) / 10}%`;
}
