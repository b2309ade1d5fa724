import type { HydraCollection } from '@salespulse/contract/common';
import { MAX_ITEMS_PER_PAGE } from '@salespulse/contract/constants';
import type { Employee } from '@salespulse/contract/employees';
import { getEmployeeList } from './employee-list';

function everyonePage(projectId: string, number: number, signal?: AbortSignal) {
  return getEmployeeList(projectId, { itemsPerPage: MAX_ITEMS_PER_PAGE, page: number, status: ['active', 'inactive'] }, signal);
}

/**
 * Every employee, active and inactive (spec section 4: activity of a former employee still belongs
 * to them): the first page tells how many others to fetch at once.
 */
export async function getEveryEmployee(projectId: string, signal?: AbortSignal): Promise<Employee[]> {
  const first = await everyonePage(projectId, 1, signal);
  const pages = Math.ceil(first['hydra:totalItems'] / MAX_ITEMS_PER_PAGE);
  const rest = await Promise.all(Array.from({ length: Math.max(0, pages - 1) }, (_, index) => everyonePage(projectId, index + 2, signal)));
  return [first, ...rest].flatMap((answer) => answer['hydra:member']);
}

/** At most one record: a user is on a project's team once. */
export function getEmployeeOfUser(projectId: string, userId: string, signal?: AbortSignal): Promise<HydraCollection<Employee>> {
  return getEmployeeList(projectId, { itemsPerPage: 1, user: [`/api/users/${userId}`] }, signal);
}
