import { projectKeys } from '@/shared/session/project-keys';

/** The settings' list: one page of active and inactive members, optionally searched by name. */
export type EmployeeSearchPage = { page: number; search: string };

/**
 * Every copy of a project's employees lives under `employeeKeys.all`: a member changed or removed
 * in the settings refreshes the pickers, filters and boards of every other screen with one call.
 */
export const employeeKeys = {
  all: (projectId: string) => [...projectKeys.all, projectId, 'employees'] as const,
  /** Every member, active and inactive, every page (filters, pickers, boards). */
  everyone: (projectId: string) => [...employeeKeys.all(projectId), 'all'] as const,
  searchPage: (projectId: string, params: EmployeeSearchPage) => [...employeeKeys.all(projectId), params] as const,
  activeOwners: (projectId: string) => [...employeeKeys.all(projectId), 'active-owners'] as const,
  /** The signed-in user's own record; a role changed in the settings reaches them with the rest. */
  me: (projectId: string, userId: string | null) => [...employeeKeys.all(projectId), 'me', userId] as const,
};

/** Spec section 7: the employee list stays fresh for five minutes. */
export const EMPLOYEE_LIST_STALE_MS = 5 * 60_000;
