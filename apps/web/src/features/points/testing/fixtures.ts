import type { Employee, EmployeeStatus } from '@salespulse/contract/employees';
import type { Role } from '@salespulse/contract/permissions';
import type { PointBalance, PointTransaction } from '@salespulse/contract/points';

export const projectId = '00000000-0000-4000-8000-000000000001';
const uuid = (group: string, index: number) => `00000000-0000-4000-${group}-${String(index).padStart(12, '0')}`;

export function employeeFixture(index: number, name: string, status: EmployeeStatus = 'active', role: Role = 'REPRESENTATIVE'): Employee {
  const id = uuid('9000', index);
  const userId = uuid('a000', index);
  return {
    '@id': `/api/employees/${id}`,
    '@type': 'Employee',
    id,
    project: `/api/projects/${projectId}`,
    role,
    status,
    user: { '@id': `/api/users/${userId}`, id: userId, name, email: `${index}@example.com` },
    schedules: [],
    createdAt: '2030-01-01T00:00:00Z',
  };
}

export const balanceFixture = (employee: Employee, points: number): PointBalance => ({ '@type': 'PointBalance', employee: employee['@id'], points });

export function transactionFixture(index: number, employee: Employee, overrides: Partial<PointTransaction> = {}): PointTransaction {
  const id = uuid('d000', index);
  return {
    '@id': `/api/point_transactions/${id}`,
    '@type': 'PointTransaction',
    id,
    project: `/api/projects/${projectId}`,
    employee: employee['@id'],
    amount: 10,
    comment: null,
    author: { '@id': '/api/users/owner', name: 'Olga Owner' },
    balance: 10,
    createdAt: '2030-01-02T09:05:00Z',
    ...overrides,
  };
}

export const projectDataFixture = (settings: Record<string, string>) => ({
  project: { id: projectId, name: 'Acme' },
  settings: Object.entries(settings).map(([name, value]) => ({ name, value })),
});
