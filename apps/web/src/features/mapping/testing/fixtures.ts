import type { DataProvider } from '@salespulse/contract/data-providers';
import type { Employee, EmployeeStatus } from '@salespulse/contract/employees';
import type { ProviderUser } from '@salespulse/contract/provider-users';

export const projectId = '00000000-0000-4000-8000-000000000001';
const uuid = (group: string, index: number) => `00000000-0000-4000-${group}-${String(index).padStart(12, '0')}`;

export function providerFixture(index: number, name: string): DataProvider {
  const id = uuid('c000', index);
  return {
    '@id': `/api/data_providers/${id}`,
    '@type': 'DataProvider',
    id,
    project: `/api/projects/${projectId}`,
    type: 'webhook',
    name,
    state: 'active',
    webhookUrl: null,
    lastSyncAt: null,
    lastSuccessAt: null,
    lastError: null,
    syncStatus: 'idle',
    createdAt: '2030-01-01T10:00:00Z',
  };
}

export function employeeFixture(index: number, name: string, status: EmployeeStatus = 'active'): Employee {
  const id = uuid('9000', index);
  const userId = uuid('a000', index);
  return {
    '@id': `/api/employees/${id}`,
    '@type': 'Employee',
    id,
    project: `/api/projects/${projectId}`,
    role: 'REPRESENTATIVE',
    status,
    user: { '@id': `/api/users/${userId}`, id: userId, name, email: `${name.toLowerCase().replace(/\s+/g, '.')}@example.com` },
    schedules: [],
    createdAt: '',
  };
}

export function providerUserFixture(index: number, name: string, provider: DataProvider, overrides: Partial<ProviderUser> = {}): ProviderUser {
  const id = uuid('d000', index);
  return {
    '@id': `/api/provider_users/${id}`,
    '@type': 'ProviderUser',
    id,
    dataProvider: provider['@id'],
    externalId: `crm-${index}`,
    name,
    email: `${name.toLowerCase().replace(/\s+/g, '.')}@crm.example.com`,
    employee: null,
    mappedManually: false,
    activity: { deals: 0, calls: 0, tasks: 0 },
    ...overrides,
  };
}
