import { PROJECT_PAGE_SIZE } from '@salespulse/contract/constants';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { projectListQueryOptions } from '@/shared/session/get-projects';

/** The first page of the user's projects, optionally filtered by name. */
export function useProjects(name?: string) {
  const params = name ? { itemsPerPage: PROJECT_PAGE_SIZE, name } : { itemsPerPage: PROJECT_PAGE_SIZE };
  // While a new search runs, the previous tiles stay on screen instead of a blank grid.
  return useQuery({ ...projectListQueryOptions(params), placeholderData: keepPreviousData });
}
