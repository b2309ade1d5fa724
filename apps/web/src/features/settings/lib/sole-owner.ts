import type { Employee } from '@salespulse/contract/employees';

/**
 * Whether the employee is the project's only active owner, whom the server keeps (409 on a lower
 * role, deactivation or removal). Unknown while the count loads: the server still refuses then.
 */
export function isSoleOwner(employee: Pick<Employee, 'role' | 'status'>, activeOwners: number | undefined): boolean {
  return employee.role === 'OWNER' && employee.status === 'active' && activeOwners === 1;
}
