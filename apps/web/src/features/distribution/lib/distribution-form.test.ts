import { describe, expect, it } from 'vitest';
import { formFieldOf, sharesOf, toBody, emptyDistribution } from './distribution-form';

describe('distribution form', () => {
  it('turns typed text into the API body: numbers, lists, no cap, no fallback', () => {
    const body = toBody({
      ...emptyDistribution,
      name: '  Inbound ',
      propertyConditions: [
        { property: '/api/properties/a', operator: 'gte', value: ' 10 ' },
        { property: '/api/properties/b', operator: 'nin', value: 'x, ,y ' },
        { property: '/api/properties/c', operator: 'eq', value: ' Pro ' },
      ],
      employees: [{ employee: '/api/employees/e1', weight: '4', dailyCap: ' ' }],
    });
    expect(body).toMatchObject({
      name: 'Inbound',
      propertyConditions: [
        { property: '/api/properties/a', operator: 'gte', value: 10 },
        { property: '/api/properties/b', operator: 'nin', value: ['x', 'y'] },
        { property: '/api/properties/c', operator: 'eq', value: 'Pro' },
      ],
      employees: [{ employee: '/api/employees/e1', weight: 4, dailyCap: null }],
      fallbackEmployee: null,
    });
  });

  it('shares the leads by the valid weights typed so far', () => {
    const member = (weight: string) => ({ employee: 'e', weight, dailyCap: '' });
    expect(sharesOf([member('3'), member('1')])).toEqual([75, 25]);
    expect(sharesOf([member('2'), member('')])).toEqual([100, 0]);
    expect(sharesOf([])).toEqual([]);
  });

  it('places server violations on the form’s fields', () => {
    expect(formFieldOf('products.3')).toBe('products');
    expect(formFieldOf('employees.1.weight')).toBe('employees.1.weight');
    expect(formFieldOf('propertyConditions.0.value')).toBe('propertyConditions.0.value');
    expect(formFieldOf('preset')).toBe('employees');
    expect(formFieldOf('position')).toBeUndefined();
  });
});
