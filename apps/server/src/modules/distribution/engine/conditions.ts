import type { PropertyOperator } from '@salespulse/contract/distribution';

// Which distribution takes a lead: the first active one (by position, then age) whose conditions
// all hold. Empty product or source lists take anything; property conditions read the deal's
// custom fields of the property's own data provider.

type Scalar = string | number;
export type LeadFacts = { dataProviderId: string; productId: string | null; properties: Record<string, Scalar | null> };
export type ResolvedCondition = { dataProviderId: string; key: string; operator: PropertyOperator; value: Scalar | Scalar[] };
export type DistributionRule = {
  id: string;
  productIds: readonly string[];
  dataProviderIds: readonly string[];
  conditions: readonly ResolvedCondition[];
};

const asNumber = (value: Scalar): number => (typeof value === 'number' ? value : value.trim() === '' ? Number.NaN : Number(value));

/** Numbers compare as numbers (so "10" equals 10), everything else as text. */
function same(a: Scalar, b: Scalar): boolean {
  const x = asNumber(a);
  const y = asNumber(b);
  if (!Number.isNaN(x) && !Number.isNaN(y)) return x === y;
  return String(a) === String(b);
}

export function holds(condition: ResolvedCondition, lead: LeadFacts): boolean {
  const actual = lead.dataProviderId === condition.dataProviderId ? (lead.properties[condition.key] ?? null) : null;
  const { operator, value } = condition;
  const list = Array.isArray(value) ? value : [value];
  switch (operator) {
    case 'eq':
      return actual !== null && same(actual, list[0]!);
    case 'neq':
      return actual === null || !same(actual, list[0]!);
    case 'in':
      return actual !== null && list.some((v) => same(actual, v));
    case 'nin':
      return actual === null || !list.some((v) => same(actual, v));
    default: {
      if (actual === null) return false;
      const x = asNumber(actual);
      const y = asNumber(list[0]!);
      if (Number.isNaN(x) || Number.isNaN(y)) return false;
      if (operator === 'gt') return x > y;
      if (operator === 'gte') return x >= y;
      if (operator === 'lt') return x < y;
      return x <= y;
    }
  }
}

export function takes(rule: DistributionRule, lead: LeadFacts): boolean {
  if (rule.dataProviderIds.length > 0 && !rule.dataProviderIds.includes(lead.dataProviderId)) return false;
  if (rule.productIds.length > 0 && (lead.productId === null || !rule.productIds.includes(lead.productId))) return false;
  return rule.conditions.every((condition) => holds(condition, lead));
}

/** `rules` in priority order. */
export function firstTaker<T extends DistributionRule>(rules: readonly T[], lead: LeadFacts): T | undefined {
  return rules.find((rule) => takes(rule, lead));
}
