import { iri } from '@salespulse/contract/common';
import type { Employee } from '@salespulse/contract/employees';
import type { EmployeeWithUser } from './employees.repository';

export function toEmployee({ employee, user }: EmployeeWithUser): Employee {
  return {
    '@id': iri('employees', employee.id),
    '@type': 'Employee',
    id: employee.id,
    project: iri('projects', employee.projectId),
    role: employee.role,
    status: employee.status,
    user: { '@id': iri('users', user.id), id: user.id, name: user.name, email: user.email },
    schedules: employee.schedules,
    createdAt: employee.createdAt.toISOString(),
  };
}
