import { describe, expect, it } from 'vitest';
import { ApiError } from '@/shared/api/http';
import { goalViolations } from './goal-violations';

function invalid(violations: { propertyPath: string; message: string }[]) {
  return new ApiError(422, {
    '@type': 'hydra:Error',
    'hydra:title': 'An error occurred',
    'hydra:description': 'invalid',
    status: 422,
    violations,
  });
}

describe('goalViolations', () => {
  it('puts each field’s first message under it, a weight’s under the weights', () => {
    const error = invalid([
      { propertyPath: 'target', message: 'must be positive' },
      { propertyPath: 'target', message: 'too large' },
      { propertyPath: 'weights[/api/employees/1]', message: 'at most 100' },
    ]);
    expect(goalViolations(error, 'generic')).toEqual({ fields: { target: 'must be positive', weights: 'at most 100' }, others: [] });
  });

  it('leaves violations no field shows, and failures without violations, for a toast', () => {
    expect(goalViolations(invalid([{ propertyPath: 'project', message: 'unknown project' }]), 'generic')).toEqual({
      fields: {},
      others: ['unknown project'],
    });
    const forbidden = new ApiError(403, {
      '@type': 'hydra:Error',
      'hydra:title': 'Forbidden',
      'hydra:description': 'Access denied',
      status: 403,
    });
    expect(goalViolations(forbidden, 'generic')).toEqual({ fields: {}, others: ['Access denied'] });
    expect(goalViolations(new ApiError(500), 'generic')).toEqual({ fields: {}, others: ['generic'] });
    expect(goalViolations(new Error('network'), 'generic')).toEqual({ fields: {}, others: ['generic'] });
  });
});
