import type { Employee } from '@salespulse/contract/employees';
import type { Role } from '@salespulse/contract/permissions';
import type { Setting } from '@salespulse/contract/settings';

export const projectId = '00000000-0000-4000-8000-000000000001';

export function settingFixture(name: Setting['name'], value: string): Setting {
  return { '@id': `/api/settings/s-${name}`, '@type': 'Setting', id: `s-${name}`, project: `/api/projects/${projectId}`, name, value };
}

export function projectDataFixture(settings: Setting[], name = 'Acme Sales') {
  return {
    project: { '@id': `/api/projects/${projectId}`, '@type': 'Project', id: projectId, name, settings: [], role: 'OWNER', createdAt: '' },
    settings,
    properties: [],
  };
}

export function employeeFixture(index: number, name: string, overrides: Partial<Employee> = {}): Employee {
  const id = `00000000-0000-4000-9000-${String(index).padStart(12, '0')}`;
  const userId = `00000000-0000-4000-a000-${String(index).padStart(12, '0')}`;
  return {
    '@id': `/api/employees/${id}`,
    '@type': 'Employee',
    id,
    project: `/api/projects/${projectId}`,
    role: 'REPRESENTATIVE' satisfies Role,
    status: 'active',
    user: { '@id': `/api/users/${userId}`, id: userId, name, email: `${name.toLowerCase().replace(/\s+/g, '.')}@example.com` },
    schedules: [],
    createdAt: '',
    ...overrides,
  };
}
