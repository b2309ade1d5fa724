import { describe, expect, it } from 'vitest';
import { firstTaker, holds, type DistributionRule, type LeadFacts, type ResolvedCondition } from './conditions';

const lead: LeadFacts = { dataProviderId: 'crm', productId: 'p1', properties: { region: 'EU', budget: '1200', seats: 5, empty: null } };
const cond = (
  key: string,
  operator: ResolvedCondition['operator'],
  value: ResolvedCondition['value'],
  dataProviderId = 'crm',
): ResolvedCondition => ({
  dataProviderId,
  key,
  operator,
  value,
});
const rule = (id: string, overrides: Partial<DistributionRule> = {}): DistributionRule => ({
  id,
  productIds: [],
  dataProviderIds: [],
  conditions: [],
  ...overrides,
});

describe('which distribution takes a lead', () => {
  it('evaluates every operator, numbers as numbers and text as text', () => {
    expect(holds(cond('region', 'eq', 'EU'), lead)).toBe(true);
    expect(holds(cond('region', 'eq', 'eu'), lead)).toBe(false);
    expect(holds(cond('budget', 'eq', 1200), lead)).toBe(true);
    expect(holds(cond('region', 'neq', 'US'), lead)).toBe(true);
    expect(holds(cond('budget', 'gt', 1000), lead)).toBe(true);
    expect(holds(cond('budget', 'gte', 1200), lead)).toBe(true);
    expect(holds(cond('budget', 'lt', 1200), lead)).toBe(false);
    expect(holds(cond('seats', 'lte', 5), lead)).toBe(true);
    expect(holds(cond('region', 'gt', 1), lead)).toBe(false); // not a number
    expect(holds(cond('region', 'in', ['US', 'EU']), lead)).toBe(true);
    expect(holds(cond('region', 'nin', ['US', 'EU']), lead)).toBe(false);
  });

  it('treats a missing or empty value as absent: only neq and nin hold', () => {
    for (const key of ['missing', 'empty']) {
      expect(holds(cond(key, 'eq', 'x'), lead)).toBe(false);
      expect(holds(cond(key, 'in', ['x']), lead)).toBe(false);
      expect(holds(cond(key, 'gte', 0), lead)).toBe(false);
      expect(holds(cond(key, 'neq', 'x'), lead)).toBe(true);
      expect(holds(cond(key, 'nin', ['x']), lead)).toBe(true);
    }
  });

  it('reads a property only on deals of its own data provider', () => {
    expect(holds(cond('region', 'eq', 'EU', 'other-crm'), lead)).toBe(false);
  });

  it('takes the first rule whose lists and conditions all hold; empty lists take anything', () => {
    const rules = [
      rule('wrong-source', { dataProviderIds: ['other'] }),
      rule('wrong-product', { productIds: ['p2'] }),
      rule('big-eu', { productIds: ['p1', 'p2'], conditions: [cond('region', 'eq', 'EU'), cond('budget', 'gt', 5000)] }),
      rule('eu', { dataProviderIds: ['crm'], conditions: [cond('region', 'eq', 'EU')] }),
      rule('anything'),
    ];
    expect(firstTaker(rules, lead)?.id).toBe('eu');
    expect(firstTaker(rules, { ...lead, properties: {} })?.id).toBe('anything');
    expect(firstTaker(rules.slice(0, 3), lead)).toBeUndefined();
    // A product list never takes a deal without a product.
    expect(firstTaker([rule('p', { productIds: ['p1'] })], { ...lead, productId: null })).toBeUndefined();
  });
});
