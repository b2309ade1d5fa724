import { describe, expect, it } from 'vitest';
import { ApiError } from '@/shared/api/http';
import { teamErrors } from './team-violations';

function invalid(violations: { propertyPath: string; message: string }[]) {
  return new ApiError(422, {
    '@type': 'hydra:Error',
    'hydra:title': 'An error occurred',
    'hydra:description': 'invalid',
    status: 422,
    violations,
  });
}

const names: Record<string, string> = { '/api/employees/1': 'Ann Lee', '/api/employees/2': 'Bob Stone' };
const nameOf = (iri: string) => names[iri] ?? 'Unknown employee';
const sent = ['/api/employees/1', '/api/employees/2'];

describe('teamErrors', () => {
  it('puts name and lead violations under their fields', () => {
    const error = invalid([
      { propertyPath: 'name', message: 'a team with this name already exists' },
      { propertyPath: 'lead', message: 'must be an employee of this project' },
    ]);
    expect(teamErrors(error, sent, nameOf, 'generic')).toEqual({
      fields: { name: 'a team with this name already exists', lead: 'must be an employee of this project' },
      others: [],
    });
  });

  it('says which member members[n] is about, under the members field', () => {
    const error = invalid([
      { propertyPath: 'members[1]', message: 'must be an employee of this project' },
      { propertyPath: 'members[0]', message: 'must be active' },
    ]);
    expect(teamErrors(error, sent, nameOf, 'generic').fields).toEqual({
      members: 'Bob Stone: must be an employee of this project; Ann Lee: must be active',
    });
  });

  it('leaves violations no field shows, and failures without violations, for a toast', () => {
    expect(teamErrors(invalid([{ propertyPath: 'project', message: 'unknown project' }]), sent, nameOf, 'generic')).toEqual({
      fields: {},
      others: ['unknown project'],
    });
    const forbidden = new ApiError(403, {
      '@type': 'hydra:Error',
      'hydra:title': 'Forbidden',
      'hydra:description': 'Access denied',
      status: 403,
    });
    expect(teamErrors(forbidden, sent, nameOf, 'generic')).toEqual({ fields: {}, others: ['Access denied'] });
    expect(teamErrors(new Error('network'), sent, nameOf, 'generic')).toEqual({ fields: {}, others: ['generic'] });
  });
});
