import type { HydraCollection } from '@salespulse/contract/common';
import type { Employee, EmployeeListQuery, EmployeePatch } from '@salespulse/contract/employees';
import { hasPermission } from '@salespulse/contract/permissions';
import type { Caller } from '../../lib/caller';
import { conflict, forbidden, notFound } from '../../lib/errors';
import { hydraCollection } from '../../lib/hydra';
import { parseRef } from '../../lib/iri';
import { whileUnpaid, type ProjectAccess } from '../../access/project-access';
import { toEmployee } from './employees.mapper';
import type { EmployeesRepository } from './employees.repository';

const employeeNotFound = () => notFound('Employee not found.');
const LAST_OWNER = 'The project must keep at least one active owner.';

export function createEmployeesService(deps: { employees: EmployeesRepository; access: ProjectAccess }) {
  async function guardLastOwner(projectId: string, target: { role: string; status: string }) {
    if (target.role === 'OWNER' && target.status === 'active' && (await deps.employees.countActiveOwners(projectId)) <= 1) {
      throw conflict(LAST_OWNER);
    }
  }

  return {
    async list(caller: Caller, projectId: string, query: EmployeeListQuery): Promise<HydraCollection<Employee>> {
      await deps.access.require(caller, projectId, 'project.access', whileUnpaid);
      const statuses = query['status[]'] ?? (query.status ? [query.status] : ['active' as const]);
      const { rows, total } = await deps.employees.list(projectId, {
        statuses,
        ids: query['id[]'],
        userIds: query['user[]']?.map((ref) => parseRef(ref, 'users', 'user[]')),
        names: query['user.name[]'],
        roles: query['role[]'],
        limit: query.itemsPerPage,
        offset: (query.page - 1) * query.itemsPerPage,
      });
      return hydraCollection(`/api/projects/${projectId}/employees`, rows.map(toEmployee), total);
    },

    async patch(caller: Caller, id: string, patch: EmployeePatch): Promise<Employee> {
      const found = await deps.employees.findById(id);
      if (!found) throw employeeNotFound();
      const target = found.employee;
      const member = await deps.access.require(caller, target.projectId, 'project.access', whileUnpaid);
      const changesRole = patch.role !== undefined && patch.role !== target.role;
      if (changesRole && !hasPermission(member.role, 'user.roleEdit')) throw forbidden('Only an owner can change roles.');
      if ((patch.status !== undefined || patch.schedules !== undefined) && !hasPermission(member.role, 'project.settings')) {
        throw forbidden('Permission denied');
      }
      if (target.role === 'OWNER' && member.role !== 'OWNER' && patch.status !== undefined) {
        throw forbidden('Only an owner can change another owner.');
      }
      const demotes = changesRole && target.role === 'OWNER';
      const deactivates = patch.status === 'inactive' && target.status === 'active';
      if (demotes || deactivates) await guardLastOwner(target.projectId, target);
      await deps.employees.update(id, patch);
      const updated = await deps.employees.findById(id);
      if (!updated) throw employeeNotFound();
      return toEmployee(updated);
    },

    async remove(caller: Caller, id: string): Promise<void> {
      const found = await deps.employees.findById(id);
      if (!found) throw employeeNotFound();
      const target = found.employee;
      const leavingThemselves = target.userId === caller.userId;
      const member = await deps.access.require(
        caller,
        target.projectId,
        leavingThemselves ? 'project.access' : 'project.settings',
        whileUnpaid,
      );
      if (target.role === 'OWNER' && member.role !== 'OWNER') throw forbidden('Only an owner can remove an owner.');
      await guardLastOwner(target.projectId, target);
      await deps.employees.remove(id);
    },
  };
}

export type EmployeesService = ReturnType<typeof createEmployeesService>;
