import type { Package } from '@salespulse/contract/billing';

export const billingPeriods = ['monthly', 'yearly'] as const;
export type BillingPeriod = (typeof billingPeriods)[number];

const months: Record<BillingPeriod, number> = { monthly: 1, yearly: 12 };

export function periodOf(periodMonths: number): BillingPeriod {
  return periodMonths === months.yearly ? 'yearly' : 'monthly';
}

export function packagesFor(packages: readonly Package[], period: BillingPeriod): Package[] {
  return packages.filter((item) => item.periodMonths === months[period]);
}
