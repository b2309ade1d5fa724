import { describe, expect, it } from 'vitest';
import { numericText, observeProperties, productKeyOf, rankOf, valueText } from './deal-values';

describe('deal values', () => {
  it('writes numbers the way PostgreSQL prints them back from jsonb', () => {
    expect([12, -3, 0, -0, 2.5, 0.1].map(numericText)).toEqual(['12', '-3', '0', '0', '2.5', '0.1']);
    expect(numericText(1e21)).toBe('1000000000000000000000');
    expect(numericText(1.2345e21)).toBe('1234500000000000000000');
    expect(numericText(1e-7)).toBe('0.0000001');
    expect(numericText(-1.5e-7)).toBe('-0.00000015');
  });

  it('reads the product key from the product field or a custom property, trimmed', () => {
    expect(productKeyOf('product', { product: '  Widget\t' })).toBe('Widget');
    expect(productKeyOf('product', { product: ' ' })).toBeNull();
    expect(productKeyOf('product', {})).toBeNull();
    expect(productKeyOf('properties.plan', { product: 'Widget', properties: { plan: 'Pro' } })).toBe('Pro');
    expect(productKeyOf('properties.sku', { properties: { sku: 1042 } })).toBe('1042');
    expect(productKeyOf('properties.missing', { properties: { plan: 'Pro' } })).toBeNull();
    expect(valueText(null)).toBeNull();
  });

  it('ranks values: integers, then decimals, then text', () => {
    expect([rankOf(3), rankOf('42'), rankOf('-7')]).toEqual([0, 0, 0]);
    expect([rankOf(2.5), rankOf('0.25'), rankOf(1e-7)]).toEqual([1, 1, 1]);
    expect([rankOf('01234'), rankOf('1e5'), rankOf('abc'), rankOf('1.')]).toEqual([2, 2, 2, 2]);
  });

  it('collects each key’s distinct values and widest rank, skipping empty ones', () => {
    const observed = observeProperties([
      { properties: { seats: 3, plan: 'Pro', note: ' ', gone: null } },
      { properties: { seats: 3.5, plan: 'Pro' } },
      {},
    ]);
    expect(observed).toEqual([
      { key: 'seats', rank: 1, values: ['3', '3.5'] },
      { key: 'plan', rank: 2, values: ['Pro'] },
    ]);
  });
});
