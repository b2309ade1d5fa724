import { describe, expect, it } from 'vitest';
import { emptyDistribution } from './distribution-form';
import { changeOf, dryRunBody, shareText } from './dry-run';

describe('dry run', () => {
  it('posts the unsaved form as the draft, with the edited distribution and the days', () => {
    const values = {
      ...emptyDistribution,
      name: '  Inbound ',
      active: false,
      products: ['/api/products/p1'],
      propertyConditions: [{ property: '/api/properties/q1', operator: 'in' as const, value: 'Pro, Basic' }],
      employees: [
        { employee: '/api/employees/e1', weight: '3', dailyCap: '' },
        { employee: '/api/employees/e2', weight: '1', dailyCap: '5' },
      ],
      fallbackEmployee: '/api/employees/e3',
    };
    expect(dryRunBody(values, { projectId: 'p', distributionId: 'd', days: 30 })).toEqual({
      project: '/api/projects/p',
      days: 30,
      distribution: '/api/distributions/d',
      draft: {
        name: 'Inbound',
        dataProviders: [],
        products: ['/api/products/p1'],
        propertyConditions: [{ property: '/api/properties/q1', operator: 'in', value: ['Pro', 'Basic'] }],
        employees: [
          { employee: '/api/employees/e1', weight: 3, dailyCap: null },
          { employee: '/api/employees/e2', weight: 1, dailyCap: 5 },
        ],
        fallbackEmployee: '/api/employees/e3',
      },
    });
    // A new distribution: no reference, and an empty name is left out.
    const fresh = dryRunBody(emptyDistribution, { projectId: 'p', days: 7 });
    expect(fresh).not.toHaveProperty('distribution');
    expect(fresh.draft).not.toHaveProperty('name');
    expect(fresh.draft).not.toHaveProperty('active');
  });

  it('writes a share change in points with its sign, never by colour alone', () => {
    expect(changeOf(0.1234)).toEqual({ text: '+12.3 pp', tone: 'up', label: 'more' });
    expect(changeOf(-0.05)).toEqual({ text: '−5.0 pp', tone: 'down', label: 'less' });
    expect(changeOf(0.0004)).toEqual({ text: '±0.0 pp', tone: 'none', label: 'same' });
    expect(shareText(16 / 34)).toBe('47.1%');
  });
});
