import { describe, expect, it } from 'vitest';
import { hasPermission, permissionTable } from './permissions';

describe('permission table', () => {
  it('matches the specification', () => {
    expect(permissionTable).toEqual({
      'project.access': ['REPRESENTATIVE', 'ADMIN', 'OWNER'],
      'project.settings': ['ADMIN', 'OWNER'],
      'distribution.access': ['ADMIN', 'OWNER'],
      'user.roleEdit': ['OWNER'],
      'gifts.edit': ['ADMIN', 'OWNER'],
      'gifts.order': ['REPRESENTATIVE', 'ADMIN', 'OWNER'],
      'gifts.responsible': ['ADMIN', 'OWNER'],
      'points.transactions': ['ADMIN', 'OWNER'],
    });
  });

  it('grants nothing to an unknown role', () => {
    expect(hasPermission(null, 'project.access')).toBe(false);
    expect(hasPermission('REPRESENTATIVE', 'project.settings')).toBe(false);
    expect(hasPermission('OWNER', 'user.roleEdit')).toBe(true);
  });
});
