import type { Employee } from '@salespulse/contract/employees';
import type { PointBalance, PointTransaction } from '@salespulse/contract/points';
import { fixtureId, projectId } from '@/test/fixtures/ids';

export const balanceFixture = (employee: Employee, points: number): PointBalance => ({
  '@type': 'PointBalance',
  employee: employee['@id'],
  points,
});

export function transactionFixture(index: number, employee: Employee, overrides: Partial<PointTransaction> = {}): PointTransaction {
  const id = fixtureId('d000', index);
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
